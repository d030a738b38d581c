/**
 * The withdraw page's bonus warning (docs/decisions/028): a withdrawal while a bonus is active
 * forfeits it, said with the exact amount before the player confirms. `[name]` placeholders are
 * filled by the page.
 */
export const withdrawBonusTranslations: Record<string, Record<string, string>> = {
  en: {
    "withdraw.bonus.title": "Withdrawing now ends your bonus",
    "withdraw.bonus.text":
      "Your bonus “[title]” is still being wagered: [wagered] of [required] staked. If you withdraw now, the bonus is forfeited with all your promo credit: what is left of the bonus and any winnings still in promo credit.",
    "withdraw.bonus.amount": "Promo credit you forfeit:",
    "withdraw.bonus.keep": "To keep your bonus, complete the wagering before you withdraw.",
    "withdraw.bonus.confirm": "I forfeit my bonus and [amount] of promo credit",
    "withdraw.bonus.error.confirm":
      "Please confirm that you forfeit your bonus, or complete the wagering first.",
    "withdraw.bonus.error.forfeit":
      "Withdrawing now forfeits your bonus: [amount] of promo credit. Please confirm the forfeit, or complete the wagering first.",
  },
  fr: {
    "withdraw.bonus.title": "Retirer maintenant met fin à votre bonus",
    "withdraw.bonus.text":
      "Votre bonus « [title] » est en cours de mise : [wagered] misés sur [required]. Si vous retirez maintenant, le bonus est perdu avec tout votre crédit promo : ce qu'il reste du bonus et les gains encore en crédit promo.",
    "withdraw.bonus.amount": "Crédit promo perdu :",
    "withdraw.bonus.keep": "Pour garder votre bonus, terminez les mises avant de retirer.",
    "withdraw.bonus.confirm": "Je renonce à mon bonus et à [amount] de crédit promo",
    "withdraw.bonus.error.confirm":
      "Veuillez confirmer que vous renoncez à votre bonus, ou terminez d'abord les mises.",
    "withdraw.bonus.error.forfeit":
      "Retirer maintenant fait perdre votre bonus : [amount] de crédit promo. Veuillez confirmer, ou terminez d'abord les mises.",
  },
  sw: {
    "withdraw.bonus.title": "Kutoa sasa kunamaliza bonasi yako",
    "withdraw.bonus.text":
      "Bonasi yako “[title]” bado inawekewa dau: [wagered] kati ya [required]. Ukitoa sasa, bonasi inapotea pamoja na mkopo wako wote wa promo: kilichobaki cha bonasi na ushindi wowote ulio bado kwenye mkopo wa promo.",
    "withdraw.bonus.amount": "Mkopo wa promo unaopoteza:",
    "withdraw.bonus.keep": "Ili kubaki na bonasi yako, kamilisha dau kabla ya kutoa.",
    "withdraw.bonus.confirm": "Ninaacha bonasi yangu na mkopo wa promo wa [amount]",
    "withdraw.bonus.error.confirm":
      "Tafadhali thibitisha kwamba unaacha bonasi yako, au kamilisha dau kwanza.",
    "withdraw.bonus.error.forfeit":
      "Kutoa sasa kunapoteza bonasi yako: mkopo wa promo wa [amount]. Tafadhali thibitisha, au kamilisha dau kwanza.",
  },
  pt: {
    "withdraw.bonus.title": "Levantar agora termina o seu bónus",
    "withdraw.bonus.text":
      "O seu bónus “[title]” ainda está em aposta: [wagered] de [required] apostados. Se levantar agora, o bónus é perdido com todo o seu crédito promocional: o que resta do bónus e os ganhos ainda em crédito promocional.",
    "withdraw.bonus.amount": "Crédito promocional que perde:",
    "withdraw.bonus.keep": "Para manter o bónus, complete as apostas antes de levantar.",
    "withdraw.bonus.confirm": "Abdico do meu bónus e de [amount] de crédito promocional",
    "withdraw.bonus.error.confirm": "Confirme que abdica do seu bónus, ou complete primeiro as apostas.",
    "withdraw.bonus.error.forfeit":
      "Levantar agora faz perder o seu bónus: [amount] de crédito promocional. Confirme, ou complete primeiro as apostas.",
  },
};
