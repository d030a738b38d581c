import type { PromotionContent } from "../../db/schema.ts";
import { withBonusTerms } from "./bonus-terms.ts";
import {
  freeCreditTexts,
  reloadTexts,
  retentionTexts,
  type TextParams,
  welcomeTexts,
} from "./promotion-texts.ts";

/** A demo promotion: amounts in major units of the site's currency. */
export interface DemoPromotion {
  slug: string;
  type: "welcome" | "deposit_bonus" | "free_credit" | "retention";
  image: string;
  credit: "cash" | "promo";
  amount?: string;
  percent?: number;
  cap?: string;
  minDeposit?: string;
  wagering: number;
  validDays: number;
  eligibility: "all" | "new_players";
  audience: "public" | "targeted";
  content: Record<string, PromotionContent>;
}

interface SiteMoney {
  site: string;
  /** How amounts read in the texts. */
  show: (major: number) => string;
  languages: string[];
  welcome: { cap: number; min: number };
  freeCredit: number;
  reload: { cap: number; min: number };
  retention: number;
}

/** Only the site's languages, so a site never shows a language it does not offer. */
function pick(
  content: Record<string, PromotionContent>,
  languages: string[],
): Record<string, PromotionContent> {
  return Object.fromEntries(
    languages.flatMap((locale) => (content[locale] ? [[locale, content[locale]]] : [])),
  );
}

function promotionsOf(money: SiteMoney): DemoPromotion[] {
  const params = (extra: Partial<TextParams>): TextParams => ({
    site: money.site,
    amount: "",
    cap: "",
    minDeposit: "",
    percent: 0,
    wagering: 0,
    days: 30,
    ...extra,
  });
  const welcome = params({
    percent: 100,
    cap: money.show(money.welcome.cap),
    minDeposit: money.show(money.welcome.min),
    wagering: 5,
  });
  const free = params({ amount: money.show(money.freeCredit), wagering: 3, days: 14 });
  const reload = params({
    percent: 50,
    cap: money.show(money.reload.cap),
    minDeposit: money.show(money.reload.min),
    wagering: 4,
    days: 14,
  });
  const retention = params({ amount: money.show(money.retention), wagering: 2, days: 14 });
  return [
    {
      slug: "welcome-bonus",
      type: "welcome",
      image: "welcome-bonus.svg",
      credit: "promo",
      percent: 100,
      cap: String(money.welcome.cap),
      minDeposit: String(money.welcome.min),
      wagering: 5,
      validDays: 30,
      eligibility: "new_players",
      audience: "public",
      content: withBonusTerms(pick(welcomeTexts(welcome), money.languages), { onDeposit: true }),
    },
    {
      slug: "free-credit",
      type: "free_credit",
      image: "free-credit.svg",
      credit: "promo",
      amount: String(money.freeCredit),
      wagering: 3,
      validDays: 14,
      eligibility: "all",
      audience: "public",
      content: withBonusTerms(pick(freeCreditTexts(free), money.languages), { onDeposit: false }),
    },
    {
      slug: "reload-bonus",
      type: "deposit_bonus",
      image: "reload-bonus.svg",
      credit: "promo",
      percent: 50,
      cap: String(money.reload.cap),
      minDeposit: String(money.reload.min),
      wagering: 4,
      validDays: 14,
      eligibility: "all",
      audience: "public",
      content: withBonusTerms(pick(reloadTexts(reload), money.languages), { onDeposit: true }),
    },
    {
      slug: "we-miss-you",
      type: "retention",
      image: "we-miss-you.svg",
      credit: "promo",
      amount: String(money.retention),
      wagering: 2,
      validDays: 14,
      eligibility: "all",
      audience: "targeted",
      content: withBonusTerms(pick(retentionTexts(retention), money.languages), { onDeposit: false }),
    },
  ];
}

const grouped = (symbol: string) => (major: number) => `${symbol}${major.toLocaleString("en-US")}`;

/** Each demo site's promotions, by site code (the README lists them). */
export const demoPromotions: Record<string, DemoPromotion[]> = {
  "drc-online": promotionsOf({
    site: "DRC Online",
    show: grouped("FC "),
    languages: ["en", "fr", "sw"],
    welcome: { cap: 50_000, min: 5_000 },
    freeCredit: 2_500,
    reload: { cap: 25_000, min: 10_000 },
    retention: 5_000,
  }),
  base2: promotionsOf({
    site: "Savanna Bet",
    show: grouped("KSh "),
    languages: ["en", "fr", "sw"],
    welcome: { cap: 5_000, min: 500 },
    freeCredit: 200,
    reload: { cap: 2_500, min: 1_000 },
    retention: 500,
  }),
  base3: promotionsOf({
    site: "Nile Casino",
    show: grouped("USh "),
    languages: ["en", "fr", "sw"],
    welcome: { cap: 100_000, min: 10_000 },
    freeCredit: 5_000,
    reload: { cap: 50_000, min: 20_000 },
    retention: 10_000,
  }),
  base4: promotionsOf({
    site: "Lucky Lotto",
    show: grouped("MT "),
    languages: ["en", "pt", "fr", "sw"],
    welcome: { cap: 2_500, min: 250 },
    freeCredit: 100,
    reload: { cap: 1_000, min: 500 },
    retention: 250,
  }),
};

/** What each demo player finds in their notifications, by locale: a service message and an offer. */
export const demoNotifications: Record<string, { title: string; body: string }[]> = {
  en: [
    { title: "Welcome aboard", body: "Your account is ready. Set deposit limits any time under Settings." },
    {
      title: "A gift to try our slots",
      body: "Accept this free promo credit and spin any game in the lobby.",
    },
  ],
  fr: [
    {
      title: "Bienvenue à bord",
      body: "Votre compte est prêt. Fixez vos limites de dépôt à tout moment dans Paramètres.",
    },
    {
      title: "Un cadeau pour essayer nos machines",
      body: "Acceptez ce crédit promo offert et jouez à n'importe quel jeu du lobby.",
    },
  ],
  sw: [
    {
      title: "Karibu sana",
      body: "Akaunti yako iko tayari. Weka vikomo vya amana wakati wowote kwenye Mipangilio.",
    },
    {
      title: "Zawadi ya kujaribu sloti zetu",
      body: "Kubali mkopo huu wa promo bure na ucheze mchezo wowote.",
    },
  ],
  pt: [
    {
      title: "Bem-vindo a bordo",
      body: "A sua conta está pronta. Defina limites de depósito a qualquer momento nas Definições.",
    },
    {
      title: "Uma oferta para experimentar as slots",
      body: "Aceite este crédito promocional grátis e jogue qualquer jogo.",
    },
  ],
};
