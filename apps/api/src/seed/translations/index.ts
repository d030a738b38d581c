import { accountAreaTranslations } from "./account-area.ts";
import { accountTranslations } from "./accounts.ts";
import { cartNextDrawTranslations } from "./cart-next-draw.ts";
import { cashierPagesTranslations } from "./cashier-pages.ts";
import { crashPageTranslations } from "./crash-page.ts";
import { depositTranslations } from "./deposit.ts";
import { en } from "./en.ts";
import { ficaTranslations } from "./fica.ts";
import { fr } from "./fr.ts";
import { gameCatalogueTranslations } from "./game-catalogue.ts";
import { gamePagesTranslations } from "./game-pages.ts";
import { gamesTranslations } from "./games.ts";
import { howToVerifyTranslations } from "./how-to-verify.ts";
import { jackpotTranslations } from "./jackpot.ts";
import { lottoPlayTranslations } from "./lotto-play.ts";
import { lottoResultsTranslations } from "./lotto-results.ts";
import { promotionsTranslations } from "./promotions.ts";
import { pt } from "./pt.ts";
import { referralTranslations } from "./referral.ts";
import { saferGamblingTranslations } from "./safer-gambling.ts";
import { securityTranslations } from "./security.ts";
import { shellCoreTranslations } from "./shell-core.ts";
import { shellCorePt } from "./shell-core-pt.ts";
import { sportsBasketballTranslations } from "./sports-basketball.ts";
import { sportsBetsTranslations } from "./sports-bets.ts";
import { sportsJackpotTranslations } from "./sports-jackpot.ts";
import { sportsPagesTranslations } from "./sports-pages.ts";
import { sportsSlipTranslations } from "./sports-slip.ts";
import { sw } from "./sw.ts";
import { virtualTranslations } from "./virtual.ts";
import { virtualRacingTranslations } from "./virtual-racing.ts";
import { walletTranslations } from "./wallet.ts";
import { withdrawBonusTranslations } from "./withdraw-bonus.ts";

type Bundle = Record<string, Record<string, string>>;

const themeTranslations: Bundle = {
  en,
  fr,
  sw,
  pt: { ...pt, ...shellCorePt },
};

/** Each feature's strings by locale; a later bundle wins on a shared key. */
const bundles: Bundle[] = [
  themeTranslations,
  shellCoreTranslations,
  accountTranslations,
  securityTranslations,
  walletTranslations,
  accountAreaTranslations,
  cashierPagesTranslations,
  withdrawBonusTranslations,
  depositTranslations,
  gamesTranslations,
  gamePagesTranslations,
  gameCatalogueTranslations,
  promotionsTranslations,
  referralTranslations,
  ficaTranslations,
  saferGamblingTranslations,
  lottoResultsTranslations,
  lottoPlayTranslations,
  cartNextDrawTranslations,
  howToVerifyTranslations,
  jackpotTranslations,
  crashPageTranslations,
  sportsPagesTranslations,
  sportsBasketballTranslations,
  sportsBetsTranslations,
  sportsSlipTranslations,
  sportsJackpotTranslations,
  virtualTranslations,
  virtualRacingTranslations,
];

const locales = new Set(bundles.flatMap((bundle) => Object.keys(bundle)));

/** Every shared string by locale: the themes' texts merged with each feature's. */
export const translations: Bundle = Object.fromEntries(
  [...locales].map((locale) => [locale, Object.assign({}, ...bundles.map((bundle) => bundle[locale] ?? {}))]),
);
