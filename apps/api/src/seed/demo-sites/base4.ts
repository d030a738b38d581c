import type { DemoSite } from "../demo-site.ts";
import { AUTH_FORMS, DEMO_PASSWORD } from "./auth-forms.ts";
import { bankPayout, cardDeposit, demoVouchers, mobileMoney } from "./cashier.ts";
import { aboutUs, footerInfor, languageMenu, SLIDES, STATIC_LINKS, svgDataUrl } from "./common.ts";
import { DEMO_LOTTO_SCHEDULES } from "./demo-lotto.ts";
import { type Operator, siteSeo, staticPages } from "./static-pages.ts";

const LANGUAGES = ["en", "pt", "fr", "sw"];

const operator: Operator = {
  site: "Lucky Lotto",
  company: "Lucky Lotto Lda",
  regulator: "the Inspecção Geral de Jogos of Mozambique",
  licence: "IGJ/LT/2023/08",
  email: "apoio@luckylotto.example",
  phone: "+258 84 555 0300",
  adr: "the Inspecção Geral de Jogos in Maputo",
};

/** A yellow lotto ball on blue. */
const LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="18" fill="#1746c8"/><circle cx="32" cy="32" r="22" fill="#ffd400"/><circle cx="32" cy="32" r="13" fill="#fff"/><path d="M26 25h12l-7 15" fill="none" stroke="#1746c8" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
);

export const base4Site: DemoSite = {
  site_code: "base4",
  // The demo is served over plain HTTP on localhost; a real site keeps the default, https.
  scheme: "http",
  domains: ["base4.localhost"],
  languages: LANGUAGES,
  settings: {
    site: operator.site,
    site_code: "base4",
    theme: "base4",
    skin: "light",
    logo: LOGO,
    logoFooter: LOGO,
    isEnableComingSoon: false,
    default_language: "en",
    time_zone: "Africa/Maputo",
    currency_code: "MZN",
    currency_symbol: "MT ",
    calling_code: "258",
    auth_attempt_by: "phone",
    otp_required: false,
    send_otp_by: "sms",
    user_registration_required_phone: true,
    user_registration_step2: false,
    google_login_enable: false,
    forms: AUTH_FORMS.phone,
    deposit_min: "20.00",
    deposit_max: "100000.00",
    max_win_per_bet: "1000000.00",
    withdraw_min: "20.00",
    withdraw_max: "50000.00",
    // Bring-a-friend (docs/decisions/024-referral.md): promo credit for a friend's first deposit,
    // cash for a big one.
    referral_sport_rewards: [
      { title: "Friend's first deposit", amount: "100.00", credit: "promo", min_deposit: "20.00" },
      { title: "Big first deposit", amount: "500.00", credit: "cash", min_deposit: "1000.00" },
    ],
    allow_voucher: true,
    show_menu_add_promotion_code: true,
    show_menu_banking: true,
    banks: [
      { code: "BIM", name: "Millennium bim" },
      { code: "BCI", name: "BCI" },
      { code: "STANDARD", name: "Standard Bank" },
    ],
    // Draw games (docs/decisions/026-draw-games.md): the demo's short timetables, default paytables.
    lotto: { schedules: DEMO_LOTTO_SCHEDULES, min_stake_per_line: "1.00", max_stake_per_ticket: "5000.00" },
    products_allow: [
      "5-90-lucky5",
      "5-90-lucky4",
      "5-90-lucky3",
      "number",
      "aggregator",
      // Featured games (spec §3 provider:gameId): the aggregator's in-house studio.
      "bitville:soko-sevens",
      "bitville:nile-harvest",
    ],
    // Push notifications (spec §6): a logged-in player's contact key goes to the push service's
    // script. The demo has no push account, so it loads no script: the key waits in the script's
    // queue (window.dengage.q). An operator adds the service's script URL to setup.script_header.
    dengageEnable: true,
    setup: { favicon: LOGO, script_header: [], script_footer: [] },
    layout: {
      home: { recent_biggest_wins: 1, hot: 2, trending: 3, highest_paying: 4 },
      nav: [
        { name: "nav.home", to: "/", icon: "home", metaData: { enabled: true } },
        { name: "nav.lotto", to: "/lotto", icon: "lotto", metaData: { enabled: true } },
        { name: "nav.lucky_number", to: "/lucky-number", icon: "lucky", metaData: { enabled: true } },
        { name: "nav.games", to: "/games", icon: "casino", metaData: { enabled: true } },
        { name: "nav.crash", to: "/crash", icon: "crash", metaData: { enabled: true } },
        { name: "nav.jackpot", to: "/jackpot", icon: "jackpot", metaData: { enabled: true } },
        { name: "nav.promotions", to: "/promotions", icon: "promo", metaData: { enabled: true } },
        { name: "nav.cart", to: "/cart", icon: "cart", metaData: { enabled: true } },
        { name: "nav.sports", to: "/sports", icon: "sports", metaData: { enabled: false } },
        { name: "nav.virtual_world", to: "/virtual-world", icon: "virtual", metaData: { enabled: false } },
      ],
      footer: {
        social: [
          { name: "Facebook", url: "https://www.facebook.com/", icon: "facebook" },
          { name: "WhatsApp", url: "https://www.whatsapp.com/", icon: "whatsapp" },
          { name: "YouTube", url: "https://www.youtube.com/", icon: "youtube" },
        ],
        payment: [{ name: "M-Pesa" }, { name: "e-Mola" }, { name: "mKesh" }, { name: "Visa" }],
        slider: [SLIDES.draws, SLIDES.payouts, SLIDES.responsible],
        static: STATIC_LINKS,
        about_us: aboutUs("base4"),
        infor: footerInfor("base4"),
      },
      header: languageMenu(LANGUAGES),
    },
  },
  seo: siteSeo(
    operator,
    LANGUAGES,
    {
      en: {
        h1: "Lucky Lotto: daily 5/90 draws",
        title: "Lucky Lotto | Lucky 5, Lucky 4 and Lucky 3 draws on 5/90",
        description:
          "Pick 3, 4 or 5 numbers from 90, fill your cart and watch the daily draw. Instant Lucky Number games and M-Pesa payouts at Lucky Lotto.",
        keywords: "Lucky Lotto, lotto 5/90, Lucky 5, lottery Mozambique, lucky number, daily draw",
      },
      pt: {
        h1: "Lucky Lotto: sorteios diários 5/90",
        title: "Lucky Lotto | Sorteios Lucky 5, Lucky 4 e Lucky 3 do 5/90",
        description:
          "Escolha 3, 4 ou 5 números de 90, encha o carrinho e veja o sorteio diário. Jogos instantâneos Número da Sorte e pagamentos por M-Pesa.",
        keywords: "Lucky Lotto, lotaria 5/90, Lucky 5, lotaria Moçambique, número da sorte, sorteio diário",
      },
      fr: {
        h1: "Lucky Lotto : tirages 5/90 quotidiens",
        title: "Lucky Lotto | Tirages Lucky 5, Lucky 4 et Lucky 3 au 5/90",
        description:
          "Choisissez 3, 4 ou 5 numéros sur 90, remplissez votre panier et suivez le tirage du jour. Jeux instantanés Numéro chanceux et paiements M-Pesa.",
        keywords: "Lucky Lotto, loto 5/90, Lucky 5, loterie Mozambique, numéro chanceux, tirage quotidien",
      },
      sw: {
        h1: "Lucky Lotto: droo za kila siku za 5/90",
        title: "Lucky Lotto | Droo za Lucky 5, Lucky 4 na Lucky 3 za 5/90",
        description:
          "Chagua namba 3, 4 au 5 kati ya 90, jaza kikapu na utazame droo ya kila siku. Michezo ya papo hapo ya Namba ya Bahati na malipo kwa M-Pesa.",
        keywords: "Lucky Lotto, bahati nasibu 5/90, Lucky 5, namba ya bahati, droo ya kila siku",
      },
    },
    "/og/base4.png",
  ),
  pages: staticPages(operator, LANGUAGES),
  cashier: {
    gateways: [...mobileMoney("M-Pesa Moçambique"), cardDeposit(), bankPayout("Transferência bancária")],
    vouchers: demoVouchers("LOTTO", "100"),
    promotionCodes: [{ code: "SORTE20", amount: "20", credit: "promo" }],
  },
  players: [
    { phone_number: "841234567", password: DEMO_PASSWORD, full_name: "Carlos Machava" },
    // The site's FICA reviewer (operator API), see the README.
    {
      email: "operator@base4.example",
      password: DEMO_PASSWORD,
      full_name: "FICA desk",
      roles: ["fica_reviewer", "operator"],
    },
  ],
  banners: {
    en: [
      {
        title: "Tonight's Lucky 5 jackpot: MT 2,500,000",
        text: "Match all five numbers out of 90 to take the jackpot. Tickets from MT 20.",
        cta: "Pick your numbers",
        to: "/lotto",
        tone: "lotto",
      },
      {
        title: "Lucky Number every 5 minutes",
        text: "One number, one draw, instant results. Win up to 80 times your stake.",
        cta: "Play Lucky Number",
        to: "/lucky-number",
        tone: "promo",
      },
      {
        title: "Free line on your first cart",
        text: "Add three lines to your cart and the fourth is on us, on every draw this week.",
        cta: "Open my cart",
        to: "/cart",
        tone: "casino",
      },
    ],
    pt: [
      {
        title: "Jackpot Lucky 5 desta noite: 2 500 000 MT",
        text: "Acerte nos cinco números de 90 para ganhar o jackpot. Bilhetes a partir de 20 MT.",
        cta: "Escolher números",
        to: "/lotto",
        tone: "lotto",
      },
      {
        title: "Número da Sorte a cada 5 minutos",
        text: "Um número, um sorteio, resultado imediato. Ganhe até 80 vezes a sua aposta.",
        cta: "Jogar Número da Sorte",
        to: "/lucky-number",
        tone: "promo",
      },
      {
        title: "Linha grátis no primeiro carrinho",
        text: "Junte três linhas ao carrinho e a quarta é por nossa conta, em todos os sorteios desta semana.",
        cta: "Abrir o carrinho",
        to: "/cart",
        tone: "casino",
      },
    ],
    fr: [
      {
        title: "Jackpot Lucky 5 ce soir : 2 500 000 MT",
        text: "Trouvez les cinq numéros sur 90 pour remporter le jackpot. Tickets dès 20 MT.",
        cta: "Choisir mes numéros",
        to: "/lotto",
        tone: "lotto",
      },
      {
        title: "Numéro chanceux toutes les 5 minutes",
        text: "Un numéro, un tirage, un résultat immédiat. Gagnez jusqu'à 80 fois votre mise.",
        cta: "Jouer au Numéro chanceux",
        to: "/lucky-number",
        tone: "promo",
      },
      {
        title: "Une ligne offerte sur votre premier panier",
        text: "Ajoutez trois lignes à votre panier et la quatrième est offerte, à chaque tirage de la semaine.",
        cta: "Ouvrir mon panier",
        to: "/cart",
        tone: "casino",
      },
    ],
    sw: [
      {
        title: "Jakpoti ya Lucky 5 usiku wa leo: MT 2,500,000",
        text: "Patia namba zote tano kati ya 90 ushinde jakpoti. Tiketi kuanzia MT 20.",
        cta: "Chagua namba zako",
        to: "/lotto",
        tone: "lotto",
      },
      {
        title: "Namba ya Bahati kila dakika 5",
        text: "Namba moja, droo moja, matokeo papo hapo. Shinda hadi mara 80 ya dau lako.",
        cta: "Cheza Namba ya Bahati",
        to: "/lucky-number",
        tone: "promo",
      },
      {
        title: "Mstari wa bure kwenye kikapu chako cha kwanza",
        text: "Ongeza mistari mitatu kwenye kikapu na wa nne ni bure, kwenye kila droo wiki hii.",
        cta: "Fungua kikapu",
        to: "/cart",
        tone: "casino",
      },
    ],
  },
};
