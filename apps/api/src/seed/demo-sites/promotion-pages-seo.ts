import type { Localized, SeoEntry } from "../demo-site.ts";

type PageSeoText = Omit<SeoEntry, "og_image">;

const PROMOTIONS: Localized<PageSeoText> = {
  en: {
    h1: "Promotions",
    title: "Promotions and bonuses | {site}",
    description: "Welcome bonus, free credit and reload offers at {site}, with their rules in plain words.",
  },
  fr: {
    h1: "Promotions",
    title: "Promotions et bonus | {site}",
    description:
      "Bonus de bienvenue, crédit offert et bonus de recharge sur {site}, avec leurs règles en clair.",
  },
  sw: {
    h1: "Ofa",
    title: "Ofa na bonasi | {site}",
    description:
      "Bonasi ya kukaribisha, mkopo wa bure na bonasi za kuongeza kwenye {site}, na sheria zake wazi.",
  },
  pt: {
    h1: "Promoções",
    title: "Promoções e bónus | {site}",
    description: "Bónus de boas-vindas, crédito grátis e recargas no {site}, com as regras explicadas.",
  },
};

const NOTIFICATIONS: Localized<PageSeoText> = {
  en: {
    h1: "Notifications",
    title: "Notifications | {site}",
    description: "Messages and offers from {site} for your account.",
  },
  fr: {
    h1: "Notifications",
    title: "Notifications | {site}",
    description: "Les messages et offres de {site} pour votre compte.",
  },
  sw: {
    h1: "Arifa",
    title: "Arifa | {site}",
    description: "Ujumbe na ofa kutoka {site} kwa akaunti yako.",
  },
  pt: {
    h1: "Notificações",
    title: "Notificações | {site}",
    description: "Mensagens e ofertas do {site} para a sua conta.",
  },
};

const OVERVIEW: Localized<PageSeoText> = {
  en: {
    h1: "My account",
    title: "Account overview | {site}",
    description: "Your {site} balance, bonus, latest activity and withdrawals at a glance.",
  },
  fr: {
    h1: "Mon compte",
    title: "Aperçu du compte | {site}",
    description: "Votre solde {site}, votre bonus, vos derniers mouvements et retraits en un coup d'œil.",
  },
  sw: {
    h1: "Akaunti yangu",
    title: "Muhtasari wa akaunti | {site}",
    description: "Salio lako la {site}, bonasi, shughuli za karibuni na utoaji kwa haraka.",
  },
  pt: {
    h1: "A minha conta",
    title: "Resumo da conta | {site}",
    description: "O seu saldo {site}, bónus, últimos movimentos e levantamentos num relance.",
  },
};

/** SEO of the promotions list, the notifications and the overview pages, in both account areas. */
export const PROMOTION_PAGES: Record<string, Localized<PageSeoText>> = {
  "/promotions": PROMOTIONS,
  "/account/notifications": NOTIFICATIONS,
  "/users/notification": NOTIFICATIONS,
  "/account/overview": OVERVIEW,
  "/users/overview": OVERVIEW,
};
