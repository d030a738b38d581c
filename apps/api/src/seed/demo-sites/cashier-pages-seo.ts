import type { Localized, SeoEntry } from "../demo-site.ts";

type PageSeoText = Omit<SeoEntry, "og_image">;

const WITHDRAW: Localized<PageSeoText> = {
  en: {
    h1: "Withdraw",
    title: "Withdraw | {site}",
    description: "Withdraw your {site} winnings to your bank account or mobile money.",
  },
  fr: {
    h1: "Retrait",
    title: "Retrait | {site}",
    description: "Retirez vos gains {site} vers votre compte bancaire ou votre mobile money.",
  },
  sw: {
    h1: "Toa pesa",
    title: "Toa pesa | {site}",
    description: "Toa ushindi wako wa {site} kwenda kwenye akaunti yako ya benki au pesa kwa simu.",
  },
  pt: {
    h1: "Levantar",
    title: "Levantar | {site}",
    description: "Levante os seus ganhos {site} para a sua conta bancária ou dinheiro móvel.",
  },
};

/** Spec §4 outcomes: each status page has its own heading. */
const WITHDRAW_STATUS: Record<"canceled" | "failed" | "pending" | "success", Localized<PageSeoText>> = {
  pending: {
    en: {
      h1: "Withdrawal pending",
      title: "Withdrawal pending | {site}",
      description: "Your {site} withdrawal is on its way.",
    },
    fr: {
      h1: "Retrait en cours",
      title: "Retrait en cours | {site}",
      description: "Votre retrait {site} est en route.",
    },
    sw: {
      h1: "Utoaji unasubiri",
      title: "Utoaji unasubiri | {site}",
      description: "Pesa zako za {site} ziko njiani.",
    },
    pt: {
      h1: "Levantamento pendente",
      title: "Levantamento pendente | {site}",
      description: "O seu levantamento {site} está a caminho.",
    },
  },
  success: {
    en: {
      h1: "Withdrawal paid",
      title: "Withdrawal paid | {site}",
      description: "Your {site} withdrawal has been paid.",
    },
    fr: {
      h1: "Retrait payé",
      title: "Retrait payé | {site}",
      description: "Votre retrait {site} a été payé.",
    },
    sw: {
      h1: "Utoaji umelipwa",
      title: "Utoaji umelipwa | {site}",
      description: "Pesa zako za {site} zimelipwa.",
    },
    pt: {
      h1: "Levantamento pago",
      title: "Levantamento pago | {site}",
      description: "O seu levantamento {site} foi pago.",
    },
  },
  failed: {
    en: {
      h1: "Withdrawal failed",
      title: "Withdrawal failed | {site}",
      description: "Your {site} withdrawal did not go through.",
    },
    fr: {
      h1: "Retrait échoué",
      title: "Retrait échoué | {site}",
      description: "Votre retrait {site} n'a pas abouti.",
    },
    sw: {
      h1: "Utoaji umeshindikana",
      title: "Utoaji umeshindikana | {site}",
      description: "Utoaji wako wa {site} haukufanikiwa.",
    },
    pt: {
      h1: "Levantamento falhou",
      title: "Levantamento falhou | {site}",
      description: "O seu levantamento {site} não foi concluído.",
    },
  },
  canceled: {
    en: {
      h1: "Withdrawal cancelled",
      title: "Withdrawal cancelled | {site}",
      description: "Your {site} withdrawal was cancelled.",
    },
    fr: {
      h1: "Retrait annulé",
      title: "Retrait annulé | {site}",
      description: "Votre retrait {site} a été annulé.",
    },
    sw: {
      h1: "Utoaji umeghairiwa",
      title: "Utoaji umeghairiwa | {site}",
      description: "Utoaji wako wa {site} umeghairiwa.",
    },
    pt: {
      h1: "Levantamento cancelado",
      title: "Levantamento cancelado | {site}",
      description: "O seu levantamento {site} foi cancelado.",
    },
  },
};

const HISTORY: Localized<PageSeoText> = {
  en: {
    h1: "History",
    title: "History | {site}",
    description: "Every movement of your {site} balance: deposits, withdrawals, bets, wins and bonuses.",
  },
  fr: {
    h1: "Historique",
    title: "Historique | {site}",
    description: "Tous les mouvements de votre solde {site} : dépôts, retraits, mises, gains et bonus.",
  },
  sw: {
    h1: "Historia",
    title: "Historia | {site}",
    description: "Kila muamala wa salio lako la {site}: amana, utoaji, madau, ushindi na bonasi.",
  },
  pt: {
    h1: "Histórico",
    title: "Histórico | {site}",
    description:
      "Todos os movimentos do seu saldo {site}: depósitos, levantamentos, apostas, ganhos e bónus.",
  },
};

/**
 * SEO (h1 and title) of the cashier pages of the account areas (spec §2): withdraw and its status
 * pages, history, add voucher and promotion code. Per-page SEO is by exact path, so each /account
 * page and its /users twin are listed.
 */
export const CASHIER_PAGES: Record<string, Localized<PageSeoText>> = {
  "/account/withdraw": WITHDRAW,
  "/users/withdraw": WITHDRAW,
  "/account/withdraw/status": WITHDRAW,
  "/users/withdraw/status": WITHDRAW,
  ...Object.fromEntries(
    Object.entries(WITHDRAW_STATUS).flatMap(([status, seo]) => [
      [`/account/withdraw/status/${status}`, seo],
      [`/users/withdraw/status/${status}`, seo],
    ]),
  ),
  "/account/history": HISTORY,
  "/users/history": HISTORY,
  "/account/add-voucher": {
    en: {
      h1: "Add a voucher",
      title: "Add a voucher | {site}",
      description: "Redeem a {site} voucher: its amount is added to your balance at once.",
    },
    fr: {
      h1: "Ajouter un bon",
      title: "Ajouter un bon | {site}",
      description: "Utilisez un bon {site} : son montant est ajouté à votre solde immédiatement.",
    },
    sw: {
      h1: "Ongeza vocha",
      title: "Ongeza vocha | {site}",
      description: "Tumia vocha ya {site}: kiasi chake kinaongezwa kwenye salio lako mara moja.",
    },
    pt: {
      h1: "Adicionar voucher",
      title: "Adicionar voucher | {site}",
      description: "Use um voucher {site}: o valor é adicionado ao seu saldo de imediato.",
    },
  },
  "/account/promotion-code": {
    en: {
      h1: "Promotion code",
      title: "Promotion code | {site}",
      description: "Enter a {site} promotion code to receive its bonus.",
    },
    fr: {
      h1: "Code promo",
      title: "Code promo | {site}",
      description: "Saisissez un code promo {site} pour recevoir son bonus.",
    },
    sw: {
      h1: "Msimbo wa ofa",
      title: "Msimbo wa ofa | {site}",
      description: "Weka msimbo wa ofa wa {site} ili kupata bonasi yake.",
    },
    pt: {
      h1: "Código promocional",
      title: "Código promocional | {site}",
      description: "Introduza um código promocional {site} para receber o respetivo bónus.",
    },
  },
};
