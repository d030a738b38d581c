import type { DemoSite } from "../demo-site.ts";

export const base3Site: DemoSite = {
  site_code: "base3",
  domains: ["base3.localhost"],
  languages: ["en", "fr", "sw"],
  settings: {
    site: "Nile Casino",
    site_code: "base3",
    theme: "base3",
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
      en: { h1: "Nile Casino", title: "Nile Casino | Sports betting and casino", description: "Bet on sports and play casino games at Nile Casino." },
      fr: { h1: "Nile Casino", title: "Nile Casino | Paris sportifs et casino", description: "Pariez sur le sport et jouez au casino sur Nile Casino." },
      sw: { h1: "Nile Casino", title: "Nile Casino | Kubashiri michezo na kasino", description: "Bashiri michezo na ucheze kasino kwenye Nile Casino." },
    },
  },
  pages: [],
  banners: {},
};
