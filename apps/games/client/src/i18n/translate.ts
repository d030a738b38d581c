import { EN, MESSAGES, type MessageKey } from "./messages.ts";

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const cache = new Map<string, Translate>();

/** The language of a locale attribute ("pt-MZ" reads as pt); English when the script has no such language. */
export function languageOf(locale: string | null | undefined): string {
  const language = (locale ?? "").toLowerCase().split(/[-_]/)[0] ?? "";
  return language in MESSAGES ? language : "en";
}

/** `t("lobby.count", { count: 3 })`: the locale's text, English when it lacks one, `{name}` filled. */
export function translator(locale: string | null | undefined): Translate {
  const language = languageOf(locale);
  let t = cache.get(language);
  if (!t) {
    const messages = MESSAGES[language] ?? EN;
    t = (key, params) =>
      (messages[key] ?? EN[key]).replace(/\{(\w+)\}/g, (whole, name: string) =>
        params && name in params ? String(params[name]) : whole,
      );
    cache.set(language, t);
  }
  return t;
}
