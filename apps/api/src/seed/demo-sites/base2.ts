import type { DemoSite } from "../demo-site.ts";
import { AUTH_FORMS, DEMO_PASSWORD } from "./auth-forms.ts";
import { bankPayout, cardDeposit, demoVouchers, MPESA, mobileMoney } from "./cashier.ts";
import { aboutUs, footerInfor, languageMenu, SLIDES, STATIC_LINKS, svgDataUrl } from "./common.ts";
import { type Operator, siteSeo, staticPages } from "./static-pages.ts";

const LANGUAGES = ["en", "fr", "sw"];

const operator: Operator = {
  site: "Savanna Bet",
  company: "Savanna Bet Ltd",
  regulator: "the Betting Control and Licensing Board of Kenya (BCLB)",
  licence: "BK-0000921",
  email: "help@savannabet.example",
  phone: "+254 700 555 010",
  adr: "the Betting Control and Licensing Board in Nairobi",
};

/** A sun rising over the savanna, magenta to orange. */
const LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#e6007e"/><stop offset="1" stop-color="#ff7a00"/></linearGradient></defs><rect width="64" height="64" rx="20" fill="url(#g)"/><circle cx="32" cy="38" r="12" fill="#fff"/><path d="M10 47h44M32 12v7M15 20l5 5M49 20l-5 5" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/></svg>',
);

export const base2Site: DemoSite = {
  site_code: "base2",
  // The demo is served over plain HTTP on localhost; a real site keeps the default, https.
  scheme: "http",
  domains: ["base2.localhost"],
  languages: LANGUAGES,
  settings: {
    site: operator.site,
    site_code: "base2",
    // Savanna Bet and Nile Casino are brands of one operator: an exclusion on one holds on both.
    operator: "savanna-group",
    theme: "base2",
    skin: "light",
    logo: LOGO,
    logoFooter: LOGO,
    isEnableComingSoon: false,
    default_language: "en",
    time_zone: "Africa/Nairobi",
    currency_code: "KES",
    currency_symbol: "KSh ",
    calling_code: "254",
    auth_attempt_by: "email",
    otp_required: false,
    send_otp_by: "email",
    user_registration_required_phone: false,
    user_registration_step2: false,
    google_login_enable: false,
    forms: AUTH_FORMS.email,
    deposit_min: "10.00",
    deposit_max: "150000.00",
    max_win_per_bet: "2000000.00",
    withdraw_min: "10.00",
    withdraw_max: "70000.00",
    // Bring-a-friend (docs/decisions/024-referral.md): promo credit for a friend's first deposit,
    // cash for a big one.
    referral_sport_rewards: [
      { title: "Friend's first deposit", amount: "50.00", credit: "promo", min_deposit: "10.00" },
      { title: "Big first deposit", amount: "250.00", credit: "cash", min_deposit: "1000.00" },
    ],
    allow_voucher: true,
    show_menu_add_promotion_code: true,
    show_menu_banking: true,
    banks: [
      { code: "KCB", name: "KCB Bank" },
      { code: "EQUITY", name: "Equity Bank" },
      { code: "COOP", name: "Co-operative Bank" },
    ],
    products_allow: [
      "bitville-sports",
      "bitville_sports_live",
      "aggregator",
      "number",
      // Featured games (spec §3 provider:gameId): the aggregator's in-house studio.
      "bitville:soko-sevens",
      "bitville:savanna-sunset",
    ],
    setup: { favicon: LOGO, script_header: [], script_footer: [] },
    layout: {
      home: { hot: 1, slots_carousel: 2, trending: 3, recent_biggest_wins: 4, highest_paying: 5 },
      nav: [
        { name: "nav.home", to: "/", icon: "home", metaData: { enabled: true } },
        { name: "nav.games", to: "/games", icon: "casino", metaData: { enabled: true } },
        { name: "nav.sports", to: "/sports", icon: "sports", metaData: { enabled: true } },
        { name: "nav.jackpot", to: "/jackpot", icon: "jackpot", metaData: { enabled: true } },
        { name: "nav.crash", to: "/crash", icon: "crash", metaData: { enabled: true } },
        { name: "nav.promotions", to: "/promotions", icon: "promo", metaData: { enabled: true } },
        { name: "nav.virtual_world", to: "/virtual-world", icon: "virtual", metaData: { enabled: true } },
        { name: "nav.lotto", to: "/lotto", icon: "lotto", metaData: { enabled: false } },
      ],
      footer: {
        social: [
          { name: "Facebook", url: "https://www.facebook.com/", icon: "facebook" },
          { name: "Instagram", url: "https://www.instagram.com/", icon: "instagram" },
          { name: "TikTok", url: "https://www.tiktok.com/", icon: "tiktok" },
          { name: "X", url: "https://x.com/", icon: "x" },
        ],
        payment: [
          { name: "M-Pesa" },
          { name: "Airtel Money" },
          { name: "T-Kash" },
          { name: "Visa" },
          { name: "Mastercard" },
        ],
        slider: [SLIDES.payouts, SLIDES.bonus, SLIDES.responsible],
        static: STATIC_LINKS,
        about_us: aboutUs("base2"),
        infor: footerInfor("base2"),
      },
      header: languageMenu(LANGUAGES),
    },
  },
  seo: siteSeo(
    operator,
    LANGUAGES,
    {
      en: {
        h1: "Savanna Bet casino lobby",
        title: "Savanna Bet | Online casino, slots and jackpots in Kenya",
        description:
          "Slots, classic reels and daily jackpots, plus sports betting. Deposit with M-Pesa in seconds at Savanna Bet.",
        keywords: "Savanna Bet, online casino Kenya, slots, jackpots, M-Pesa casino, sports betting",
      },
      fr: {
        h1: "Le lobby casino de Savanna Bet",
        title: "Savanna Bet | Casino en ligne, machines à sous et jackpots au Kenya",
        description:
          "Machines à sous, rouleaux classiques et jackpots chaque jour, plus les paris sportifs. Déposez via M-Pesa en quelques secondes.",
        keywords: "Savanna Bet, casino en ligne Kenya, machines à sous, jackpots, M-Pesa, paris sportifs",
      },
      sw: {
        h1: "Ukumbi wa kasino wa Savanna Bet",
        title: "Savanna Bet | Kasino ya mtandaoni, sloti na jakpoti Kenya",
        description:
          "Sloti, reli za kawaida na jakpoti za kila siku, pamoja na ubashiri wa michezo. Weka pesa kwa M-Pesa ndani ya sekunde.",
        keywords: "Savanna Bet, kasino Kenya, sloti, jakpoti, M-Pesa, kubashiri michezo",
      },
    },
    "/og/base2.png",
  ),
  pages: staticPages(operator, LANGUAGES),
  cashier: {
    gateways: [...mobileMoney("M-Pesa"), cardDeposit(), bankPayout("Bank transfer"), ...MPESA],
    vouchers: demoVouchers("SAVANNA", "100"),
    promotionCodes: [{ code: "KARIBU50", amount: "50", credit: "promo" }],
  },
  players: [
    { email: "player@base2.example", password: DEMO_PASSWORD, full_name: "Amina Wanjiru" },
    // The site's FICA reviewer (operator API), see the README.
    {
      email: "operator@base2.example",
      password: DEMO_PASSWORD,
      full_name: "FICA desk",
      roles: ["fica_reviewer", "operator"],
    },
  ],
  banners: {
    en: [
      {
        title: "Spin Savanna Sunset",
        text: "Wilds and free spins on the savanna: deposit with M-Pesa and play in seconds.",
        cta: "Play Savanna Sunset",
        to: "/games/savanna-sunset",
        tone: "casino",
      },
      {
        title: "Daily Drop jackpot: KSh 1,000,000",
        text: "A jackpot must drop before midnight, every single day. Any stake qualifies.",
        cta: "See jackpots",
        to: "/jackpot",
        tone: "promo",
      },
      {
        title: "Premier League weekend",
        text: "Build a multibet with 5 legs or more and get up to 50% extra on your winnings.",
        cta: "Bet on football",
        to: "/sports",
        tone: "sports",
      },
    ],
    fr: [
      {
        title: "Faites tourner Savanna Sunset",
        text: "Wilds et tours gratuits dans la savane : déposez via M-Pesa et jouez en quelques secondes.",
        cta: "Jouer à Savanna Sunset",
        to: "/games/savanna-sunset",
        tone: "casino",
      },
      {
        title: "Jackpot Daily Drop : 1 000 000 KSh",
        text: "Un jackpot doit tomber avant minuit, chaque jour. Toutes les mises participent.",
        cta: "Voir les jackpots",
        to: "/jackpot",
        tone: "promo",
      },
      {
        title: "Week-end de Premier League",
        text: "Composez un combiné de 5 sélections ou plus et gagnez jusqu'à 50 % de plus sur vos gains.",
        cta: "Parier sur le foot",
        to: "/sports",
        tone: "sports",
      },
    ],
    sw: [
      {
        title: "Zungusha Savanna Sunset",
        text: "Wilds na mizunguko ya bure kwenye savana: weka pesa kwa M-Pesa na ucheze ndani ya sekunde.",
        cta: "Cheza Savanna Sunset",
        to: "/games/savanna-sunset",
        tone: "casino",
      },
      {
        title: "Jakpoti ya Daily Drop: KSh 1,000,000",
        text: "Jakpoti lazima ishuke kabla ya saa sita usiku, kila siku. Dau lolote linashiriki.",
        cta: "Ona jakpoti",
        to: "/jackpot",
        tone: "promo",
      },
      {
        title: "Wikendi ya Ligi Kuu ya Uingereza",
        text: "Tengeneza multibet ya mechi 5 au zaidi na upate hadi 50% zaidi kwenye ushindi wako.",
        cta: "Bashiri soka",
        to: "/sports",
        tone: "sports",
      },
    ],
  },
};
