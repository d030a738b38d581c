import { accountTranslations } from "./accounts.ts";
import { en } from "./en.ts";
import { fr } from "./fr.ts";
import { pt } from "./pt.ts";
import { securityTranslations } from "./security.ts";
import { shellCoreTranslations } from "./shell-core.ts";
import { shellCorePt } from "./shell-core-pt.ts";
import { sw } from "./sw.ts";
import { walletTranslations } from "./wallet.ts";

const themeTranslations: Record<string, Record<string, string>> = {
  en,
  fr,
  sw,
  pt: { ...pt, ...shellCorePt },
};

const locales = new Set([
  ...Object.keys(themeTranslations),
  ...Object.keys(shellCoreTranslations),
  ...Object.keys(accountTranslations),
  ...Object.keys(securityTranslations),
  ...Object.keys(walletTranslations),
]);

/** Every shared string by locale: the themes' texts merged with the shell core's and the accounts'. */
export const translations: Record<string, Record<string, string>> = Object.fromEntries(
  [...locales].map((locale) => [
    locale,
    {
      ...themeTranslations[locale],
      ...shellCoreTranslations[locale],
      ...accountTranslations[locale],
      ...securityTranslations[locale],
      ...walletTranslations[locale],
    },
  ]),
);
