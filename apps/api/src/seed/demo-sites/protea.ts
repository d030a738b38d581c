import type { DemoSite } from "../demo-site.ts";
import { DEMO_PASSWORD } from "./auth-forms.ts";
import { bankPayout, cardDeposit } from "./cashier.ts";
import { languageMenu, SLIDES, STATIC_LINKS, svgDataUrl } from "./common.ts";
import { type Operator, siteSeo, staticPages } from "./static-pages.ts";

const LANGUAGES = ["en", "fr", "sw"];

/*
 * A South African site, where FICA applies: a player proves identity and address before playing
 * or withdrawing (required_fica_to_play). The site where the identity check is walked end to end.
 */
const operator: Operator = {
  site: "Protea Bet",
  company: "Protea Bet (Pty) Ltd",
  regulator: "the Western Cape Gambling and Racing Board",
  licence: "WCGRB-BM-0719",
  email: "help@proteabet.example",
  phone: "+27 21 555 0190",
  adr: "the Western Cape Gambling and Racing Board in Cape Town",
};

/** A pink protea on deep green. */
const LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f3d2e"/><path d="M32 12c6 8 12 14 12 24a12 12 0 0 1-24 0c0-10 6-16 12-24z" fill="#f472b6"/><path d="M32 24c3 5 6 8 6 13a6 6 0 0 1-12 0c0-5 3-8 6-13z" fill="#fbcfe8"/><path d="M18 50h28" stroke="#86efac" stroke-width="4" stroke-linecap="round"/></svg>',
);

const FOOTER_TEXT = {
  en: {
    "footer.about.protea":
      "Protea Bet is a licensed South African bookmaker and casino. We verify every player (FICA) before play.",
    "footer.infor.licence.protea":
      "Licensed by the Western Cape Gambling and Racing Board, licence WCGRB-BM-0719. 18+ only.",
    "footer.infor.support.protea": "help@proteabet.example · +27 21 555 0190",
  },
  fr: {
    "footer.about.protea":
      "Protea Bet est un bookmaker et casino sud-africain agréé. Nous vérifions chaque joueur (FICA) avant le jeu.",
    "footer.infor.licence.protea":
      "Agréé par le Western Cape Gambling and Racing Board, licence WCGRB-BM-0719. Réservé aux 18 ans et plus.",
    "footer.infor.support.protea": "help@proteabet.example · +27 21 555 0190",
  },
  sw: {
    "footer.about.protea":
      "Protea Bet ni kampuni ya ubashiri na kasino ya Afrika Kusini yenye leseni. Tunathibitisha kila mchezaji (FICA) kabla ya kucheza.",
    "footer.infor.licence.protea":
      "Imepewa leseni na Western Cape Gambling and Racing Board, leseni WCGRB-BM-0719. Miaka 18 na zaidi tu.",
    "footer.infor.support.protea": "help@proteabet.example · +27 21 555 0190",
  },
};

export const proteaSite: DemoSite = {
  site_code: "protea",
  // The demo is served over plain HTTP on localhost; a real site keeps the default, https.
  scheme: "http",
  domains: ["protea.localhost"],
  languages: LANGUAGES,
  settings: {
    site: operator.site,
    site_code: "protea",
    theme: "default",
    skin: "dark",
    logo: LOGO,
    logoFooter: LOGO,
    isEnableComingSoon: false,
    default_language: "en",
    time_zone: "Africa/Johannesburg",
    currency_code: "ZAR",
    currency_symbol: "R",
    calling_code: "27",
    auth_attempt_by: "phone",
    otp_required: false,
    google_login_enable: false,
    deposit_min: "20.00",
    deposit_max: "50000.00",
    max_win_per_bet: "250000.00",
    withdraw_min: "50.00",
    withdraw_max: "25000.00",
    allow_voucher: false,
    required_fica_to_play: true,
    show_menu_fica: true,
    products_allow: ["aggregator", "bitville-sports", "bitville_sports_live"],
    setup: { favicon: LOGO, script_header: [], script_footer: [] },
    layout: {
      home: { trending: 1, hot: 2, recent_biggest_wins: 3 },
      nav: [
        { name: "nav.home", to: "/", icon: "home", metaData: { enabled: true } },
        { name: "nav.sports", to: "/sports", icon: "sports", metaData: { enabled: true } },
        { name: "nav.games", to: "/games", icon: "casino", metaData: { enabled: true } },
        { name: "nav.promotions", to: "/promotions", icon: "promo", metaData: { enabled: true } },
      ],
      footer: {
        social: [{ name: "X", url: "https://x.com/", icon: "x" }],
        payment: [{ name: "Visa" }, { name: "Mastercard" }, { name: "EFT" }],
        slider: [SLIDES.support, SLIDES.responsible],
        static: STATIC_LINKS,
        about_us: { title: "footer.about_us", content: "footer.about.protea" },
        infor: [
          { title: "footer.infor.age", content: "footer.infor.age_text" },
          { title: "footer.infor.licence", content: "footer.infor.licence.protea" },
          { title: "footer.infor.support", content: "footer.infor.support.protea" },
        ],
      },
      header: languageMenu(LANGUAGES),
    },
  },
  seo: siteSeo(
    operator,
    LANGUAGES,
    {
      en: {
        h1: "Protea Bet: verified play in South Africa",
        title: "Protea Bet | Sports betting and casino for verified players",
        description: "Bet on the PSL and play slots at Protea Bet. Verify your identity online in minutes.",
        keywords: "Protea Bet, sports betting South Africa, online casino, FICA",
      },
      fr: {
        h1: "Protea Bet : le jeu vérifié en Afrique du Sud",
        title: "Protea Bet | Paris sportifs et casino pour joueurs vérifiés",
        description:
          "Pariez sur la PSL et jouez aux machines à sous. Vérifiez votre identité en ligne en quelques minutes.",
        keywords: "Protea Bet, paris sportifs Afrique du Sud, casino en ligne, FICA",
      },
      sw: {
        h1: "Protea Bet: mchezo uliothibitishwa Afrika Kusini",
        title: "Protea Bet | Ubashiri wa michezo na kasino kwa wachezaji waliothibitishwa",
        description: "Bashiri PSL na ucheze sloti. Thibitisha utambulisho wako mtandaoni kwa dakika chache.",
        keywords: "Protea Bet, ubashiri Afrika Kusini, kasino mtandaoni, FICA",
      },
    },
    "/og/drc-online.png",
  ),
  pages: staticPages(operator, LANGUAGES),
  translations: FOOTER_TEXT,
  cashier: { gateways: [cardDeposit(), bankPayout("EFT to your bank")] },
  players: [
    { phone_number: "0821234567", password: DEMO_PASSWORD, full_name: "Thandi Mokoena" },
    {
      email: "operator@protea.example",
      password: DEMO_PASSWORD,
      full_name: "Protea FICA desk",
      roles: ["fica_reviewer", "operator"],
    },
  ],
  banners: {
    en: [
      {
        title: "Verified in minutes",
        text: "Upload your ID, a proof of address and a selfie; our team checks them the same day.",
        cta: "Join now",
        to: "/register",
        tone: "promo",
      },
    ],
    fr: [
      {
        title: "Vérifié en quelques minutes",
        text: "Envoyez votre pièce d'identité, un justificatif de domicile et un selfie ; notre équipe les vérifie le jour même.",
        cta: "S'inscrire",
        to: "/register",
        tone: "promo",
      },
    ],
    sw: [
      {
        title: "Thibitishwa kwa dakika",
        text: "Pakia kitambulisho, uthibitisho wa anwani na selfie; timu yetu huvikagua siku hiyo hiyo.",
        cta: "Jisajili",
        to: "/register",
        tone: "promo",
      },
    ],
  },
};
