import type { DemoSite } from "../demo-site.ts";

export const base2Site: DemoSite = {
  site_code: "base2",
  domains: ["base2.localhost"],
  languages: ["en", "fr", "sw"],
  settings: {
    site: "Savanna Bet",
    site_code: "base2",
    theme: "base2",
    isEnableComingSoon: false,
    default_language: "en",
    products_allow: ["bitville-sports", "bitville_sports_live", "aggregator", "5-90-lucky5", "number"],
    layout: {
      nav: [
        { name: "nav.home", to: "/", metaData: { enabled: true } },
        { name: "nav.sports", to: "/sports", metaData: { enabled: true } },
        { name: "nav.games", to: "/games", metaData: { enabled: true } },
        { name: "nav.promotions", to: "/promotions", metaData: { enabled: true } },
        { name: "nav.virtual_world", to: "/virtual-world", metaData: { enabled: false } },
      ],
      header: {
        language: {
          data: [
            { value: "en", label: "English" },
            { value: "fr", label: "Français" },
            { value: "sw", label: "Kiswahili" },
          ],
        },
      },
    },
  },
  seo: {
    "/": {
      en: { h1: "Savanna Bet", title: "Savanna Bet | Sports betting and casino", description: "Bet on sports and play casino games at Savanna Bet." },
      fr: { h1: "Savanna Bet", title: "Savanna Bet | Paris sportifs et casino", description: "Pariez sur le sport et jouez au casino sur Savanna Bet." },
      sw: { h1: "Savanna Bet", title: "Savanna Bet | Kubashiri michezo na kasino", description: "Bashiri michezo na ucheze kasino kwenye Savanna Bet." },
    },
  },
  pages: [],
  banners: {},
};
