import type { Localized, SeoEntry } from "../demo-site.ts";

type PageSeoText = Omit<SeoEntry, "og_image">;

/** Spec §2 referral, in both account areas. `{site}` is the operator's brand. */
const REFERRAL: Localized<PageSeoText> = {
  en: {
    h1: "Bring a friend",
    title: "Bring a friend | {site}",
    description: "Share your {site} referral link and earn a reward when your friend joins and deposits.",
  },
  fr: {
    h1: "Parrainer un ami",
    title: "Parrainer un ami | {site}",
    description:
      "Partagez votre lien de parrainage {site} et gagnez une récompense quand votre ami s'inscrit et dépose.",
  },
  sw: {
    h1: "Alika rafiki",
    title: "Alika rafiki | {site}",
    description:
      "Shiriki kiungo chako cha rufaa cha {site} upate zawadi rafiki yako akijiunga na kuweka pesa.",
  },
  pt: {
    h1: "Convidar um amigo",
    title: "Convidar um amigo | {site}",
    description:
      "Partilhe o seu link de convite {site} e ganhe um prémio quando o seu amigo aderir e depositar.",
  },
};

export const REFERRAL_PAGES: Record<string, Localized<PageSeoText>> = {
  "/account/referral": REFERRAL,
  "/users/referral": REFERRAL,
};
