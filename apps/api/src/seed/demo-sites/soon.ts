import type { DemoSite } from "../demo-site.ts";

export const soonSite: DemoSite = {
  site_code: "soon",
  domains: ["soon.localhost"],
  languages: ["en", "fr", "sw"],
  settings: {
    site: "Soon Bet",
    site_code: "soon",
    theme: "default",
    isEnableComingSoon: true,
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
      en: { h1: "Soon Bet", title: "Soon Bet | Sports betting and casino", description: "Bet on sports and play casino games at Soon Bet." },
      fr: { h1: "Soon Bet", title: "Soon Bet | Paris sportifs et casino", description: "Pariez sur le sport et jouez au casino sur Soon Bet." },
      sw: { h1: "Soon Bet", title: "Soon Bet | Kubashiri michezo na kasino", description: "Bashiri michezo na ucheze kasino kwenye Soon Bet." },
    },
  },
  pages: [],
  banners: {},
};
