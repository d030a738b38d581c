import type { PromotionContent } from "../../db/schema.ts";

/*
 * The bonus terms every demo promotion with wagering carries (docs/decisions/028), per locale:
 * a withdrawal forfeits an active bonus, and a deposit bonus is paid only on a deposit still held.
 */

const withdrawalForfeits: Record<string, string> = {
  en: "Withdrawing while this bonus is active forfeits it: all your promo credit (what is left of the bonus and any winnings still in promo credit) is removed. The withdraw page shows the exact amount and asks you to confirm first.",
  fr: "Un retrait pendant que ce bonus est actif le fait perdre : tout votre crédit promo (ce qu'il reste du bonus et les gains encore en crédit promo) est retiré. La page de retrait indique le montant exact et demande votre confirmation.",
  sw: "Kutoa pesa bonasi hii ikiwa bado hai kunaipoteza: mkopo wako wote wa promo (kilichobaki cha bonasi na ushindi ulio bado kwenye mkopo wa promo) unaondolewa. Ukurasa wa kutoa unaonyesha kiasi kamili na kukuomba uthibitishe kwanza.",
  pt: "Levantar enquanto este bónus está ativo fá-lo perder: todo o seu crédito promocional (o que resta do bónus e os ganhos ainda em crédito promocional) é retirado. A página de levantamento mostra o valor exato e pede a sua confirmação.",
};

const depositStillHeld: Record<string, string> = {
  en: "The bonus is paid only on a deposit still in your balance: a deposit already withdrawn or staked does not qualify, and one partly spent counts for what is left.",
  fr: "Le bonus n'est versé que sur un dépôt encore présent sur votre solde : un dépôt déjà retiré ou misé ne compte pas, et un dépôt entamé compte pour ce qu'il en reste.",
  sw: "Bonasi inalipwa tu kwa amana ambayo bado iko kwenye salio lako: amana iliyokwisha kutolewa au kuwekwa dau haihesabiwi, na iliyotumika kiasi inahesabiwa kwa kilichobaki.",
  pt: "O bónus só é pago sobre um depósito que ainda está no seu saldo: um depósito já levantado ou apostado não conta, e um parcialmente gasto conta pelo que resta.",
};

/** The content with the bonus terms added to each language's terms. */
export function withBonusTerms(
  content: Record<string, PromotionContent>,
  kind: { onDeposit: boolean },
): Record<string, PromotionContent> {
  return Object.fromEntries(
    Object.entries(content).map(([locale, text]) => {
      const added = [
        ...(kind.onDeposit ? [depositStillHeld[locale] ?? depositStillHeld.en ?? ""] : []),
        withdrawalForfeits[locale] ?? withdrawalForfeits.en ?? "",
      ];
      return [locale, { ...text, terms: [...text.terms, ...added] }];
    }),
  );
}
