import { en } from "./en.ts";
import { fr } from "./fr.ts";
import { pt } from "./pt.ts";
import { shellCoreTranslations } from "./shell-core.ts";
import { shellCorePt } from "./shell-core-pt.ts";
import { sw } from "./sw.ts";

const themeTranslations: Record<string, Record<string, string>> = {
  en,
  fr,
  sw,
  pt: { ...pt, ...shellCorePt },
};

/** Every shared string by locale: the themes' texts merged with the shell core's. */
export const translations: Record<string, Record<string, string>> = Object.fromEntries(
  [...new Set([...Object.keys(themeTranslations), ...Object.keys(shellCoreTranslations)])].map((locale) => [
    locale,
    { ...themeTranslations[locale], ...shellCoreTranslations[locale] },
  ]),
);
