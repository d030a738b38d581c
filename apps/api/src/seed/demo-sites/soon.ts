import type { DemoSite } from "../demo-site.ts";
import { aboutUs, footerInfor, languageMenu, SLIDES, STATIC_LINKS, svgDataUrl } from "./common.ts";
import { type Operator, siteSeo, staticPages } from "./static-pages.ts";

const LANGUAGES = ["en", "fr", "sw"];

const operator: Operator = {
  site: "Soon Bet",
  company: "Soon Bet Ltd",
  regulator: "the National Lottery Regulatory Commission of Nigeria (NLRC)",
  licence: "NLRC/APP/2025/114 (pending)",
  email: "hello@soonbet.example",
  phone: "+234 1 555 0400",
  adr: "the National Lottery Regulatory Commission in Abuja",
};

/** A clock face on navy: the site opens soon. */
const LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#22c55e"/><circle cx="32" cy="32" r="19" fill="#0a1324"/><path d="M32 20v12l8 6" fill="none" stroke="#22c55e" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
);

export const soonSite: DemoSite = {
  site_code: "soon",
  // The demo is served over plain HTTP on localhost; a real site keeps the default, https.
  scheme: "http",
  domains: ["soon.localhost"],
  languages: LANGUAGES,
  settings: {
    site: operator.site,
    site_code: "soon",
    theme: "default",
    skin: "dark",
    logo: LOGO,
    logoFooter: LOGO,
    isEnableComingSoon: true,
    default_language: "en",
    time_zone: "Africa/Lagos",
    currency_code: "NGN",
    currency_symbol: "₦",
    calling_code: "234",
    google_login_enable: false,
    deposit_min: "100.00",
    deposit_max: "1000000.00",
    max_win_per_bet: "20000000.00",
    withdraw_min: "1000.00",
    withdraw_max: "500000.00",
    products_allow: ["bitville-sports", "bitville_sports_live", "aggregator", "number"],
    setup: { favicon: LOGO, script_header: [], script_footer: [] },
    layout: {
      home: { trending: 1, hot: 2, recent_biggest_wins: 3 },
      nav: [
        { name: "nav.home", to: "/", icon: "home", metaData: { enabled: true } },
        { name: "nav.sports", to: "/sports", icon: "sports", metaData: { enabled: true } },
        { name: "nav.live_sports", to: "/live-sports", icon: "live", metaData: { enabled: true } },
        { name: "nav.games", to: "/games", icon: "casino", metaData: { enabled: true } },
        { name: "nav.promotions", to: "/promotions", icon: "promo", metaData: { enabled: true } },
        { name: "nav.virtual_world", to: "/virtual-world", icon: "virtual", metaData: { enabled: true } },
      ],
      footer: {
        social: [
          { name: "X", url: "https://x.com/", icon: "x" },
          { name: "Instagram", url: "https://www.instagram.com/", icon: "instagram" },
          { name: "Telegram", url: "https://telegram.org/", icon: "telegram" },
        ],
        payment: [{ name: "Paystack" }, { name: "Opay" }, { name: "Bank transfer" }, { name: "Visa" }],
        slider: [SLIDES.bonus, SLIDES.support],
        static: STATIC_LINKS,
        about_us: aboutUs("soon"),
        infor: footerInfor("soon"),
      },
      header: languageMenu(LANGUAGES),
    },
  },
  seo: siteSeo(
    operator,
    LANGUAGES,
    {
      en: {
        h1: "Soon Bet is coming soon",
        title: "Soon Bet | A new sportsbook and casino for Nigeria, coming soon",
        description:
          "Soon Bet opens shortly: football, live betting, slots and daily draws, with fast bank and card payouts.",
        keywords: "Soon Bet, sports betting Nigeria, new sportsbook, online casino Nigeria",
      },
      fr: {
        h1: "Soon Bet arrive bientôt",
        title: "Soon Bet | Un nouveau site de paris et de casino pour le Nigeria, bientôt",
        description:
          "Soon Bet ouvre très vite : football, paris en direct, machines à sous et tirages quotidiens, avec des retraits rapides.",
        keywords: "Soon Bet, paris sportifs Nigeria, nouveau site de paris, casino en ligne",
      },
      sw: {
        h1: "Soon Bet inakuja hivi karibuni",
        title: "Soon Bet | Tovuti mpya ya ubashiri na kasino kwa Nigeria, inakuja",
        description:
          "Soon Bet inafunguliwa hivi karibuni: soka, ubashiri wa moja kwa moja, sloti na droo za kila siku, na malipo ya haraka.",
        keywords: "Soon Bet, kubashiri Nigeria, tovuti mpya ya ubashiri, kasino mtandaoni",
      },
    },
    "/og/soon.png",
  ),
  pages: staticPages(operator, LANGUAGES),
  banners: {
    en: [
      {
        title: "Opening soon",
        text: "Register your interest now and get a ₦5,000 free bet on launch day.",
        cta: "Join now",
        to: "/register",
        tone: "promo",
      },
      {
        title: "Every NPFL match, live",
        text: "In-play odds on the Nigerian league and the biggest European competitions.",
        cta: "Preview the sportsbook",
        to: "/sports",
        tone: "sports",
      },
    ],
    fr: [
      {
        title: "Ouverture imminente",
        text: "Inscrivez-vous dès maintenant et recevez un pari gratuit de 5 000 ₦ le jour du lancement.",
        cta: "S'inscrire",
        to: "/register",
        tone: "promo",
      },
      {
        title: "Tous les matchs de NPFL en direct",
        text: "Des cotes en direct sur le championnat nigérian et les grandes compétitions européennes.",
        cta: "Découvrir les paris",
        to: "/sports",
        tone: "sports",
      },
    ],
    sw: [
      {
        title: "Tunafungua hivi karibuni",
        text: "Jisajili sasa upate dau la bure la ₦5,000 siku ya uzinduzi.",
        cta: "Jisajili",
        to: "/register",
        tone: "promo",
      },
      {
        title: "Kila mechi ya NPFL, moja kwa moja",
        text: "Odds za moja kwa moja kwenye ligi ya Nigeria na mashindano makubwa ya Ulaya.",
        cta: "Tazama ubashiri",
        to: "/sports",
        tone: "sports",
      },
    ],
  },
};
