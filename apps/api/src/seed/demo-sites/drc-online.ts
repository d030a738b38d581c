import type { DemoSite } from "../demo-site.ts";

export const drcOnlineSite: DemoSite = {
  site_code: "drc-online",
  domains: ["localhost", "127.0.0.1"],
  languages: ["en", "fr", "sw"],
  settings: {
    site: "DRC Online",
    site_code: "drc-online",
    theme: "default",
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
      en: { h1: "DRC Online", title: "DRC Online | Sports betting and casino", description: "Bet on sports and play casino games at DRC Online." },
      fr: { h1: "DRC Online", title: "DRC Online | Paris sportifs et casino", description: "Pariez sur le sport et jouez au casino sur DRC Online." },
      sw: { h1: "DRC Online", title: "DRC Online | Kubashiri michezo na kasino", description: "Bashiri michezo na ucheze kasino kwenye DRC Online." },
    },
  },
  pages: [],
  banners: {},
};
