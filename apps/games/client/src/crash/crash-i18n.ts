import { CRASH_EN, CRASH_FR, CRASH_PT, CRASH_SW, type CrashMessageKey } from "./crash-messages.ts";

/*
 * The crash game's translator: the components' own mechanism (i18n/translate.ts: the site's locale,
 * English for a missing language or word, `{name}` holes filled) over the crash words, which live
 * with the crash script so the components script every games page loads does not carry them.
 */

export type CrashTranslate = (key: CrashMessageKey, params?: Record<string, string | number>) => string;

const MESSAGES: Record<string, Record<CrashMessageKey, string>> = {
  en: CRASH_EN,
  fr: CRASH_FR,
  sw: CRASH_SW,
  pt: CRASH_PT,
};

const cache = new Map<string, CrashTranslate>();

export function crashTranslator(locale: string | null | undefined): CrashTranslate {
  const language = (locale ?? "").toLowerCase().split(/[-_]/)[0] ?? "";
  const messages = MESSAGES[language] ?? CRASH_EN;
  let t = cache.get(language);
  if (!t) {
    t = (key, params) =>
      (messages[key] ?? CRASH_EN[key]).replace(/\{(\w+)\}/g, (whole, name: string) =>
        params && name in params ? String(params[name]) : whole,
      );
    cache.set(language, t);
  }
  return t;
}
