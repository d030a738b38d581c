import type { DemoSite } from "../demo-site.ts";

export const base4Site: DemoSite = {
  site_code: "base4",
  domains: ["base4.localhost"],
  languages: ["en", "fr", "sw"],
  settings: {
    site: "Lucky Lotto",
    site_code: "base4",
    theme: "base4",
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
      en: { h1: "Lucky Lotto", title: "Lucky Lotto | Sports betting and casino", description: "Bet on sports and play casino games at Lucky Lotto." },
      fr: { h1: "Lucky Lotto", title: "Lucky Lotto | Paris sportifs et casino", description: "Pariez sur le sport et jouez au casino sur Lucky Lotto." },
      sw: { h1: "Lucky Lotto", title: "Lucky Lotto | Kubashiri michezo na kasino", description: "Bashiri michezo na ucheze kasino kwenye Lucky Lotto." },
    },
  },
  pages: [],
  banners: {},
};
