import type { DemoSite } from "../demo-site.ts";
import { AUTH_FORMS, DEMO_PASSWORD } from "./auth-forms.ts";
import { bankPayout, cardDeposit, demoVouchers, mobileMoney } from "./cashier.ts";
import { aboutUs, footerInfor, languageMenu, SLIDES, STATIC_LINKS, svgDataUrl } from "./common.ts";
import { type Operator, siteSeo, staticPages } from "./static-pages.ts";

const LANGUAGES = ["en", "fr", "sw"];

const operator: Operator = {
  site: "Nile Casino",
  company: "Nile Casino Ltd",
  regulator: "the National Lotteries and Gaming Regulatory Board of Uganda",
  licence: "NLGRB-OC-0452",
  email: "concierge@nilecasino.example",
  phone: "+256 414 555 020",
  adr: "the National Lotteries and Gaming Regulatory Board in Kampala",
};

/** A gold diamond in a gold frame on black. */
const LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b0a08"/><rect x="3" y="3" width="58" height="58" rx="11" fill="none" stroke="#d4af37" stroke-width="2"/><path d="M32 11 49 32 32 53 15 32z" fill="#d4af37"/><path d="M32 20 42 32 32 44 22 32z" fill="#0b0a08"/><path d="M32 26 37 32 32 38 27 32z" fill="#f3d98b"/></svg>',
);

export const base3Site: DemoSite = {
  site_code: "base3",
  // The demo is served over plain HTTP on localhost; a real site keeps the default, https.
  scheme: "http",
  domains: ["base3.localhost"],
  languages: LANGUAGES,
  settings: {
    site: operator.site,
    site_code: "base3",
    // Savanna Bet and Nile Casino are brands of one operator: an exclusion on one holds on both.
    operator: "savanna-group",
    theme: "base3",
    skin: "dark",
    logo: LOGO,
    logoFooter: LOGO,
    isEnableComingSoon: false,
    default_language: "en",
    time_zone: "Africa/Kampala",
    currency_code: "UGX",
    currency_symbol: "USh ",
    calling_code: "256",
    auth_attempt_by: "phone",
    otp_required: false,
    send_otp_by: "sms",
    user_registration_required_phone: true,
    user_registration_step2: true,
    google_login_enable: false,
    forms: AUTH_FORMS.twoStep,
    deposit_min: "5000.00",
    deposit_max: "20000000.00",
    max_win_per_bet: "50000000.00",
    withdraw_min: "10000.00",
    withdraw_max: "10000000.00",
    // Bring-a-friend (docs/decisions/024-referral.md): promo credit for a friend's first deposit,
    // cash for a big one.
    referral_sport_rewards: [
      { title: "Friend's first deposit", amount: "10000.00", credit: "promo", min_deposit: "5000.00" },
      { title: "Big first deposit", amount: "50000.00", credit: "cash", min_deposit: "100000.00" },
    ],
    allow_voucher: true,
    show_menu_banking: true,
    banks: [
      { code: "STANBIC", name: "Stanbic Bank Uganda" },
      { code: "CENTENARY", name: "Centenary Bank" },
      { code: "DFCU", name: "dfcu Bank" },
    ],
    required_fica_to_play: false,
    show_menu_fica: true,
    products_allow: [
      "aggregator",
      "bitville-sports",
      "bitville_sports_live",
      // Featured games (spec §3 provider:gameId): the aggregator's in-house studio.
      "bitville:nile-harvest",
      "bitville:soko-sevens",
    ],
    setup: { favicon: LOGO, script_header: [], script_footer: [] },
    layout: {
      home: { highest_paying: 1, slots_carousel: 2, recent_biggest_wins: 3, trending: 4, hot: 5 },
      nav: [
        { name: "nav.home", to: "/", icon: "home", metaData: { enabled: true } },
        { name: "nav.games", to: "/games", icon: "casino", metaData: { enabled: true } },
        { name: "nav.jackpot", to: "/jackpot", icon: "jackpot", metaData: { enabled: true } },
        { name: "nav.crash", to: "/crash", icon: "crash", metaData: { enabled: true } },
        { name: "nav.live_sports", to: "/live-sports", icon: "live", metaData: { enabled: true } },
        { name: "nav.sports", to: "/sports", icon: "sports", metaData: { enabled: true } },
        { name: "nav.promotions", to: "/promotions", icon: "promo", metaData: { enabled: true } },
        { name: "nav.virtual_world", to: "/virtual-world", icon: "virtual", metaData: { enabled: true } },
      ],
      footer: {
        social: [
          { name: "Instagram", url: "https://www.instagram.com/", icon: "instagram" },
          { name: "X", url: "https://x.com/", icon: "x" },
          { name: "YouTube", url: "https://www.youtube.com/", icon: "youtube" },
          { name: "Telegram", url: "https://telegram.org/", icon: "telegram" },
        ],
        payment: [{ name: "MTN MoMo" }, { name: "Airtel Money" }, { name: "Visa" }, { name: "Mastercard" }],
        slider: [SLIDES.support, SLIDES.payouts, SLIDES.responsible],
        static: STATIC_LINKS,
        about_us: aboutUs("base3"),
        infor: footerInfor("base3"),
      },
      header: languageMenu(LANGUAGES),
    },
  },
  seo: siteSeo(
    operator,
    LANGUAGES,
    {
      en: {
        h1: "Nile Casino: the premium casino of Uganda",
        title: "Nile Casino | Premium online casino, slots and jackpots",
        description:
          "Hand-picked slots and classic reels from three studios, with VIP service. Deposit with MTN MoMo or Airtel Money at Nile Casino.",
        keywords: "Nile Casino, online casino Uganda, slots, jackpots, VIP casino, MTN MoMo",
      },
      fr: {
        h1: "Nile Casino : le casino haut de gamme de l'Ouganda",
        title: "Nile Casino | Casino en ligne haut de gamme, machines à sous et jackpots",
        description:
          "Machines à sous sélectionnées et rouleaux classiques de trois studios, avec un service VIP. Déposez via MTN MoMo ou Airtel Money.",
        keywords: "Nile Casino, casino en ligne Ouganda, machines à sous, jackpots, casino VIP",
      },
      sw: {
        h1: "Nile Casino: kasino ya kifahari ya Uganda",
        title: "Nile Casino | Kasino ya kifahari mtandaoni, sloti na jakpoti",
        description:
          "Sloti zilizochaguliwa na reli za kawaida kutoka studio tatu, na huduma ya VIP. Weka pesa kwa MTN MoMo au Airtel Money.",
        keywords: "Nile Casino, kasino Uganda, sloti, jakpoti, kasino ya VIP",
      },
    },
    "/og/base3.png",
  ),
  pages: staticPages(operator, LANGUAGES),
  cashier: {
    gateways: [...mobileMoney("MTN Mobile Money"), cardDeposit(), bankPayout("Bank transfer")],
    vouchers: demoVouchers("NILE", "10000"),
  },
  players: [
    { phone_number: "0772345678", password: DEMO_PASSWORD, full_name: "Grace Namutebi" },
    // The site's FICA reviewer (operator API), see the README.
    {
      email: "operator@base3.example",
      password: DEMO_PASSWORD,
      full_name: "FICA desk",
      roles: ["fica_reviewer", "operator"],
    },
  ],
  banners: {
    en: [
      {
        title: "The Pharaoh's Vault",
        text: "A progressive jackpot of USh 480 million is waiting behind the gold doors. Every spin could open them.",
        cta: "Enter the vault",
        to: "/jackpot",
        tone: "casino",
      },
      {
        title: "Nile Harvest",
        text: "Follow the river's bounty across five reels, with wilds and free spins.",
        cta: "Play Nile Harvest",
        to: "/games/nile-harvest",
        tone: "live",
      },
      {
        title: "The Nile Club",
        text: "Weekly cashback of up to 15%, a personal host and faster withdrawals for our most loyal players.",
        cta: "Discover the club",
        to: "/promotions",
        tone: "promo",
      },
    ],
    fr: [
      {
        title: "Le coffre du Pharaon",
        text: "Un jackpot progressif de 480 millions USh attend derrière les portes d'or. Chaque tour peut les ouvrir.",
        cta: "Entrer dans le coffre",
        to: "/jackpot",
        tone: "casino",
      },
      {
        title: "Nile Harvest",
        text: "Suivez les richesses du fleuve sur cinq rouleaux, avec wilds et tours gratuits.",
        cta: "Jouer à Nile Harvest",
        to: "/games/nile-harvest",
        tone: "live",
      },
      {
        title: "Le Nile Club",
        text: "Jusqu'à 15 % de cashback chaque semaine, un hôte personnel et des retraits plus rapides pour nos joueurs les plus fidèles.",
        cta: "Découvrir le club",
        to: "/promotions",
        tone: "promo",
      },
    ],
    sw: [
      {
        title: "Hazina ya Farao",
        text: "Jakpoti inayokua ya USh milioni 480 inasubiri nyuma ya milango ya dhahabu. Kila mzunguko unaweza kuifungua.",
        cta: "Ingia hazinani",
        to: "/jackpot",
        tone: "casino",
      },
      {
        title: "Nile Harvest",
        text: "Fuata utajiri wa mto kwenye reli tano, na wilds na mizunguko ya bure.",
        cta: "Cheza Nile Harvest",
        to: "/games/nile-harvest",
        tone: "live",
      },
      {
        title: "Nile Club",
        text: "Cashback ya hadi 15% kila wiki, mwenyeji binafsi na uondoaji wa haraka kwa wachezaji wetu waaminifu zaidi.",
        cta: "Gundua klabu",
        to: "/promotions",
        tone: "promo",
      },
    ],
  },
};
