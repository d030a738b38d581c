import type { DemoSite } from "../seed/demo-site.ts";

/**
 * Small, stable tenants for route tests, so assertions do not depend on the demo content that
 * the product team edits.
 */
export const alphaSite: DemoSite = {
  site_code: "alpha",
  domains: ["alpha.test", "WWW.Alpha.Test"],
  languages: ["en", "fr"],
  settings: {
    site: "Alpha Bet",
    theme: "base2",
    default_language: "en",
    logo: "/brand/alpha-logo.svg",
    layout: { home: { hot: 1, trending: 2, recent_biggest_wins: 3, slots_carousel: 0 } },
  },
  seo: {
    "/": {
      en: {
        h1: "Alpha Bet",
        title: "Alpha Bet | Home",
        description: "Play at Alpha Bet.",
        keywords: "casino, sports",
        og_image: "/og/home.png",
      },
      fr: { h1: "Alpha Bet", title: "Alpha Bet | Accueil", description: "Jouez sur Alpha Bet." },
    },
    "/promotions": {
      en: {
        h1: "Promotions",
        title: "Promotions",
        description: "Offers.",
        og_image: "https://cdn.test/p.png",
      },
    },
  },
  pages: [
    {
      slug: "about-us",
      content: {
        en: {
          title: "About us",
          body: [{ heading: "Who we are", text: "Alpha Bet is a licensed operator." }],
        },
        fr: { title: "À propos", body: [{ text: "Alpha Bet est un opérateur agréé." }] },
      },
    },
    { slug: "terms", content: { en: { title: "Terms", body: [{ text: "Rules of play." }] } } },
  ],
  banners: {
    en: [
      { title: "Welcome", text: "Bonus on your first deposit", cta: "Join", to: "/register", tone: "gold" },
      { title: "Crash", text: "Fly high", cta: "Play", to: "/crash", tone: "red" },
    ],
    fr: [
      { title: "Bienvenue", text: "Bonus au premier dépôt", cta: "Rejoindre", to: "/register", tone: "gold" },
    ],
  },
  translations: { fr: { "nav.home": "Maison Alpha" } },
};

export const defaultSite: DemoSite = {
  site_code: "drc-online",
  domains: ["localhost"],
  languages: ["en"],
  settings: { site: "DRC Online" },
  seo: { "/": { en: { h1: "DRC Online", title: "DRC Online", description: "Bet online." } } },
  pages: [],
  banners: {},
};

export const fixtureTranslations = {
  en: { "nav.home": "Home", "nav.games": "Games" },
  fr: { "nav.home": "Accueil", "nav.games": "Jeux" },
};
