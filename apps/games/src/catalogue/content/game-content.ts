import { LINES_FORMS, writeLines } from "@platform/contracts/client";
import { fr } from "./fr.ts";
import { pt } from "./pt.ts";
import { sw } from "./sw.ts";

/*
 * The words of the games (descriptions, symbol names, rules, category names) in the sites'
 * languages; English is the catalogue and the slot data themselves. Game names are brands and stay
 * as they are. A missing string falls back to English on its own, never the whole game.
 * Rules are keyed by the English sentence they translate: the engines write them from the game's
 * math (counts, pays, stake units), so a sentence whose math changes has no translation until a
 * translator writes one, instead of showing stale numbers.
 */

/** One game's words in one language. */
export interface GameText {
  description: string;
  /** Symbol and mixed-combination ("any bar") names, by paytable id. */
  symbols: Record<string, string>;
  /** Rule sentences of this game only, by the English sentence. */
  rules?: Record<string, string>;
}

export interface LanguageContent {
  /** Category names by category id. */
  categories: Record<string, string>;
  /** Rule sentences several games share, by the English sentence. */
  rules: Record<string, string>;
  /** By game slug. */
  games: Record<string, GameText>;
}

/** The languages with game content besides English. */
export const GAME_CONTENT: Readonly<Record<string, LanguageContent>> = { fr, sw, pt };

/** One translatable string: where it is and its English. */
export type SourceString =
  | { kind: "category"; id: string; english: string }
  | { kind: "description"; slug: string; english: string }
  | { kind: "symbol"; slug: string; id: string; english: string }
  | { kind: "rule"; slug: string; english: string };

/** The language of a locale ("pt-MZ" reads as pt), as the components read it. */
export function languageOf(locale: string | undefined): string {
  return (locale ?? "").toLowerCase().split(/[-_]/)[0] ?? "";
}

/** The translation of `source` in `content`, or undefined when there is none. */
export function translationOf(content: LanguageContent, source: SourceString): string | undefined {
  switch (source.kind) {
    case "category":
      return content.categories[source.id];
    case "description":
      return content.games[source.slug]?.description;
    case "symbol":
      return content.games[source.slug]?.symbols[source.id];
    case "rule":
      return content.games[source.slug]?.rules?.[source.english] ?? content.rules[source.english];
  }
}

/** The game words of one locale, each string falling back to its English. */
export interface GameWords {
  category(id: string, english: string): string;
  lines(english: string): string;
  description(slug: string, english: string): string;
  symbol(slug: string, id: string, english: string): string;
  rule(slug: string, english: string): string;
}

export function gameWords(locale: string | undefined): GameWords {
  const language = languageOf(locale);
  const content = Object.hasOwn(GAME_CONTENT, language) ? GAME_CONTENT[language] : undefined;
  const text = (source: SourceString) => (content && translationOf(content, source)) || source.english;
  return {
    category: (id, english) => text({ kind: "category", id, english }),
    lines: (english) =>
      writeLines(english, Object.hasOwn(LINES_FORMS, language) ? LINES_FORMS[language] : undefined),
    description: (slug, english) => text({ kind: "description", slug, english }),
    symbol: (slug, id, english) => text({ kind: "symbol", slug, id, english }),
    rule: (slug, english) => text({ kind: "rule", slug, english }),
  };
}
