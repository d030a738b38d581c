import type { Localized, SeoEntry } from "../demo-site.ts";

type PageSeoText = Omit<SeoEntry, "og_image">;

function page(
  en: [string, string],
  fr: [string, string],
  sw: [string, string],
  pt: [string, string],
): Localized<PageSeoText> {
  const entry = ([h1, description]: [string, string]) => ({ h1, title: `${h1} | {site}`, description });
  return { en: entry(en), fr: entry(fr), sw: entry(sw), pt: entry(pt) };
}

const DEPOSIT = page(
  ["Deposit", "Add money to your {site} balance by card or mobile money."],
  ["Dépôt", "Ajoutez de l'argent à votre solde {site} par carte ou mobile money."],
  ["Weka pesa", "Ongeza pesa kwenye salio lako la {site} kwa kadi au pesa kwa simu."],
  ["Depositar", "Adicione dinheiro ao seu saldo {site} com cartão ou dinheiro móvel."],
);

const OUTCOMES = {
  status: page(
    ["Deposit status", "Where your {site} deposit stands."],
    ["État du dépôt", "Où en est votre dépôt {site}."],
    ["Hali ya amana", "Hali ya amana yako ya {site}."],
    ["Estado do depósito", "Em que ponto está o seu depósito {site}."],
  ),
  success: page(
    ["Deposit successful", "Your {site} deposit has arrived."],
    ["Dépôt réussi", "Votre dépôt {site} est arrivé."],
    ["Amana imefanikiwa", "Amana yako ya {site} imefika."],
    ["Depósito concluído", "O seu depósito {site} chegou."],
  ),
  failed: page(
    ["Deposit failed", "Your {site} deposit did not go through."],
    ["Échec du dépôt", "Votre dépôt {site} n'a pas abouti."],
    ["Amana haikufanikiwa", "Amana yako ya {site} haikufanikiwa."],
    ["Depósito falhado", "O seu depósito {site} não foi concluído."],
  ),
  canceled: page(
    ["Deposit cancelled", "Your {site} deposit was cancelled; nothing was taken."],
    ["Dépôt annulé", "Votre dépôt {site} a été annulé ; rien n'a été prélevé."],
    ["Amana imeghairiwa", "Amana yako ya {site} imeghairiwa; hakuna kilichokatwa."],
    ["Depósito cancelado", "O seu depósito {site} foi cancelado; nada foi cobrado."],
  ),
  pending: page(
    ["Deposit pending", "Your {site} deposit is waiting for the payment provider."],
    ["Dépôt en attente", "Votre dépôt {site} attend le prestataire de paiement."],
    ["Amana inasubiri", "Amana yako ya {site} inasubiri mtoa huduma wa malipo."],
    ["Depósito pendente", "O seu depósito {site} aguarda o fornecedor de pagamentos."],
  ),
};

const OTP = page(
  ["Confirm your deposit", "Enter the code sent to your phone to confirm your {site} deposit."],
  ["Confirmez votre dépôt", "Saisissez le code reçu sur votre téléphone pour confirmer votre dépôt {site}."],
  ["Thibitisha amana yako", "Weka msimbo uliotumwa kwa simu yako kuthibitisha amana yako ya {site}."],
  [
    "Confirme o seu depósito",
    "Introduza o código enviado para o seu telefone para confirmar o depósito {site}.",
  ],
);

/**
 * The deposit pages of spec §2, each with its own h1 and title. SEO is looked up by exact path,
 * so every page and every /users twin is listed.
 */
export const DEPOSIT_PAGES: Record<string, Localized<PageSeoText>> = {
  "/account/deposit": DEPOSIT,
  "/users/deposit": DEPOSIT,
  "/account/deposit/otp": OTP,
  "/account/deposit/pending": OUTCOMES.pending,
  "/account/deposit/success": OUTCOMES.success,
  "/account/deposit/cancel": OUTCOMES.canceled,
  "/account/deposit/status": OUTCOMES.status,
  "/users/deposit/status": OUTCOMES.status,
  ...Object.fromEntries(
    (["canceled", "failed", "pending", "success"] as const).flatMap((outcome) => [
      [`/account/deposit/status/${outcome}`, OUTCOMES[outcome]],
      [`/users/deposit/status/${outcome}`, OUTCOMES[outcome]],
    ]),
  ),
};
