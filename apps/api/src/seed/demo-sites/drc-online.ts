import type { DemoSite } from "../demo-site.ts";
import { AUTH_FORMS, DEMO_PASSWORD } from "./auth-forms.ts";
import { bankPayout, cardDeposit, demoVouchers, mobileMoney } from "./cashier.ts";
import { aboutUs, footerInfor, languageMenu, SLIDES, STATIC_LINKS, svgDataUrl } from "./common.ts";
import { DEMO_LOTTO_SCHEDULES } from "./demo-lotto.ts";
import { type Operator, siteSeo, staticPages } from "./static-pages.ts";

const LANGUAGES = ["en", "fr", "sw"];

const operator: Operator = {
  site: "DRC Online",
  company: "DRC Online Gaming SARL",
  regulator: "the Autorité de Régulation et de Contrôle des Jeux de Hasard (ARCJ)",
  licence: "ARCJ/OL/2024/017",
  email: "support@drc-online.example",
  phone: "+243 81 555 0100",
  adr: "the ARCJ player complaints office in Kinshasa",
};

/** A "D" with a play mark on the sportsbook green. */
const LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#22c55e"/><path d="M17 13h14c11.6 0 19 7.4 19 19s-7.4 19-19 19H17z" fill="#0a1324"/><path d="M27 22v20l13-10z" fill="#22c55e"/></svg>',
);

export const drcOnlineSite: DemoSite = {
  site_code: "drc-online",
  // The demo is served over plain HTTP on localhost; a real site keeps the default, https.
  scheme: "http",
  domains: ["localhost", "127.0.0.1"],
  languages: LANGUAGES,
  settings: {
    site: operator.site,
    site_code: "drc-online",
    theme: "default",
    skin: "dark",
    logo: LOGO,
    logoFooter: LOGO,
    isEnableComingSoon: false,
    default_language: "en",
    affiliate_tracking: { enable: true, query_param: "mediacle_aff_code", cookies_lifetime: 2_592_000 },
    time_zone: "Africa/Kinshasa",
    currency_code: "CDF",
    currency_symbol: "FC ",
    calling_code: "243",
    auth_attempt_by: "phone",
    otp_required: true,
    send_otp_by: "sms",
    user_registration_required_phone: true,
    user_registration_step2: false,
    google_login_enable: false,
    forms: AUTH_FORMS.phoneWithOtp,
    deposit_min: "1000.00",
    deposit_max: "5000000.00",
    max_win_per_bet: "40000000.00",
    withdraw_min: "5000.00",
    withdraw_max: "2000000.00",
    // Bring-a-friend (docs/decisions/024-referral.md): promo credit for a friend's first deposit,
    // cash for a big one.
    referral_sport_rewards: [
      { title: "Friend's first deposit", amount: "2000.00", credit: "promo", min_deposit: "1000.00" },
      { title: "Big first deposit", amount: "10000.00", credit: "cash", min_deposit: "50000.00" },
    ],
    banks: [
      { code: "RAWBANK", name: "Rawbank" },
      { code: "EQUITYBCDC", name: "Equity BCDC" },
      { code: "TMB", name: "Trust Merchant Bank" },
    ],
    allow_voucher: true,
    show_menu_add_promotion_code: true,
    show_menu_banking: true,
    // Draw games (docs/decisions/026-draw-games.md): the demo's short timetables, default paytables.
    lotto: {
      schedules: DEMO_LOTTO_SCHEDULES,
      min_stake_per_line: "100.00",
      max_stake_per_ticket: "1000000.00",
    },
    products_allow: [
      "bitville-sports",
      "bitville_sports_live",
      "aggregator",
      "5-90-lucky5",
      "5-90-lucky4",
      "5-90-lucky3",
      "number",
      // Featured games (spec §3 provider:gameId): the aggregator's in-house studio.
      "bitville:savanna-sunset",
      "bitville:nile-harvest",
    ],
    // An operator tag, as analytics would be: it runs under the page CSP by its nonce.
    setup: {
      favicon: LOGO,
      script_header: [],
      script_footer: [{ content: 'window.__siteSetup = "ready";' }],
    },
    layout: {
      home: { trending: 1, slots_carousel: 2, highest_paying: 3, hot: 4, recent_biggest_wins: 5 },
      nav: [
        { name: "nav.home", to: "/", icon: "home", metaData: { enabled: true } },
        { name: "nav.sports", to: "/sports", icon: "sports", metaData: { enabled: true } },
        { name: "nav.live_sports", to: "/live-sports", icon: "live", metaData: { enabled: true } },
        { name: "nav.games", to: "/games", icon: "casino", metaData: { enabled: true } },
        { name: "nav.crash", to: "/crash", icon: "crash", metaData: { enabled: true } },
        { name: "nav.jackpot", to: "/jackpot", icon: "jackpot", metaData: { enabled: true } },
        { name: "nav.lotto", to: "/lotto", icon: "lotto", metaData: { enabled: true } },
        { name: "nav.lucky_number", to: "/lucky-number", icon: "lucky", metaData: { enabled: true } },
        { name: "nav.promotions", to: "/promotions", icon: "promo", metaData: { enabled: true } },
        { name: "nav.virtual_world", to: "/virtual-world", icon: "virtual", metaData: { enabled: true } },
      ],
      footer: {
        social: [
          { name: "Facebook", url: "https://www.facebook.com/", icon: "facebook" },
          { name: "X", url: "https://x.com/", icon: "x" },
          { name: "Instagram", url: "https://www.instagram.com/", icon: "instagram" },
          { name: "YouTube", url: "https://www.youtube.com/", icon: "youtube" },
          { name: "WhatsApp", url: "https://www.whatsapp.com/", icon: "whatsapp" },
        ],
        payment: [
          { name: "M-Pesa" },
          { name: "Orange Money" },
          { name: "Airtel Money" },
          { name: "Afrimoney" },
          { name: "Visa" },
          { name: "Mastercard" },
        ],
        slider: [SLIDES.bonus, SLIDES.payouts, SLIDES.support, SLIDES.responsible],
        static: STATIC_LINKS,
        about_us: aboutUs("drc_online"),
        infor: footerInfor("drc_online"),
      },
      header: languageMenu(LANGUAGES),
    },
  },
  seo: siteSeo(
    operator,
    LANGUAGES,
    {
      en: {
        h1: "DRC Online: sports betting, casino and lotto",
        title: "DRC Online | Sports betting, live odds and casino in the DRC",
        description:
          "Bet on Linafoot, the Champions League and live matches, play slots and crash games, and cash out with mobile money at DRC Online.",
        keywords: "DRC Online, sports betting DRC, paris sportifs Kinshasa, casino, crash, lotto 5/90",
      },
      fr: {
        h1: "DRC Online : paris sportifs, casino et loto",
        title: "DRC Online | Paris sportifs, cotes en direct et casino en RDC",
        description:
          "Pariez sur la Linafoot, la Ligue des champions et les matchs en direct, jouez aux machines à sous et au crash, et retirez par mobile money sur DRC Online.",
        keywords: "DRC Online, paris sportifs RDC, paris Kinshasa, casino, crash, loto 5/90",
      },
      sw: {
        h1: "DRC Online: kubashiri michezo, kasino na bahati nasibu",
        title: "DRC Online | Kubashiri michezo, odds za moja kwa moja na kasino DRC",
        description:
          "Bashiri Linafoot, Ligi ya Mabingwa na mechi za moja kwa moja, cheza sloti na crash, na utoe pesa kwa pesa za simu kwenye DRC Online.",
        keywords: "DRC Online, kubashiri DRC, kasino, crash, bahati nasibu 5/90",
      },
    },
    "/og/drc-online.png",
  ),
  pages: staticPages(operator, LANGUAGES),
  cashier: {
    gateways: [cardDeposit(), ...mobileMoney("Orange Money"), bankPayout("Virement bancaire")],
    vouchers: demoVouchers("DRC", "5000"),
    promotionCodes: [{ code: "BIENVENUE", amount: "2000", credit: "promo" }],
  },
  players: [
    { phone_number: "0812345678", password: DEMO_PASSWORD, full_name: "Jean Mukendi" },
    // The site's FICA reviewer (operator API), see the README.
    {
      email: "operator@drc-online.example",
      password: DEMO_PASSWORD,
      full_name: "FICA desk",
      roles: ["fica_reviewer", "operator"],
    },
  ],
  banners: {
    en: [
      {
        title: "100% welcome bonus up to FC 250,000",
        text: "Join today, deposit with M-Pesa, Orange Money or Airtel Money and we double your first deposit.",
        cta: "Claim bonus",
        to: "/register",
        tone: "promo",
      },
      {
        title: "Linafoot and Champions League boosts",
        text: "Enhanced odds on the biggest matches every weekend, with cash out before the final whistle.",
        cta: "Bet now",
        to: "/sports",
        tone: "sports",
      },
      {
        title: "The Congo Gold jackpot keeps climbing",
        text: "Spin our slot of the month: the jackpot grows with every bet until one player takes it all.",
        cta: "Play now",
        to: "/games",
        tone: "casino",
      },
    ],
    fr: [
      {
        title: "Bonus de bienvenue de 100 % jusqu'à 250 000 FC",
        text: "Inscrivez-vous, déposez par M-Pesa, Orange Money ou Airtel Money et nous doublons votre premier dépôt.",
        cta: "Profiter du bonus",
        to: "/register",
        tone: "promo",
      },
      {
        title: "Cotes boostées Linafoot et Ligue des champions",
        text: "Des cotes améliorées sur les plus grands matchs chaque week-end, avec cash out avant le coup de sifflet final.",
        cta: "Parier",
        to: "/sports",
        tone: "sports",
      },
      {
        title: "Le jackpot Congo Gold ne cesse de grimper",
        text: "Lancez notre machine du mois : le jackpot grossit à chaque mise jusqu'à ce qu'un joueur remporte tout.",
        cta: "Jouer",
        to: "/games",
        tone: "casino",
      },
    ],
    sw: [
      {
        title: "Bonasi ya kukaribisha 100% hadi FC 250,000",
        text: "Jiunge leo, weka pesa kwa M-Pesa, Orange Money au Airtel Money na tutaongeza mara mbili amana yako ya kwanza.",
        cta: "Pata bonasi",
        to: "/register",
        tone: "promo",
      },
      {
        title: "Odds zilizoongezwa Linafoot na Ligi ya Mabingwa",
        text: "Odds bora kwenye mechi kubwa kila wikendi, na cash out kabla ya filimbi ya mwisho.",
        cta: "Bashiri sasa",
        to: "/sports",
        tone: "sports",
      },
      {
        title: "Jakpoti ya Congo Gold inaendelea kupanda",
        text: "Zungusha sloti yetu ya mwezi: jakpoti hukua kwa kila dau hadi mchezaji mmoja aishinde yote.",
        cta: "Cheza sasa",
        to: "/games",
        tone: "casino",
      },
    ],
  },
};
