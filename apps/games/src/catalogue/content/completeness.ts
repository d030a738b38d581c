import { LINES_FORMS, type LinesForms } from "@platform/contracts/client";
import { SLOT_GAMES } from "@platform/slots";
import { CATEGORY_NAMES } from "../catalogue.ts";
import { GAME_CONTENT, type SourceString, translationOf } from "./game-content.ts";

/** Every translatable string of the games, in English: what each language should translate. */
export function translatableStrings(): SourceString[] {
  const strings: SourceString[] = Object.entries(CATEGORY_NAMES).map(([id, english]) => ({
    kind: "category",
    id,
    english,
  }));
  for (const { definition } of SLOT_GAMES) {
    const { slug } = definition;
    strings.push({ kind: "description", slug, english: definition.description });
    for (const entry of definition.paytable)
      strings.push({ kind: "symbol", slug, id: entry.symbol, english: entry.name });
    for (const rule of new Set(definition.rules)) strings.push({ kind: "rule", slug, english: rule });
  }
  return strings;
}

export interface Completeness {
  language: string;
  translated: number;
  total: number;
  /** Where each missing string is, and its English. */
  missing: string[];
}

/** Where a string is, for a report: `savanna-sunset rule "20 fixed lines; …"`. */
export function describe(source: SourceString): string {
  switch (source.kind) {
    case "category":
      return `category ${source.id}`;
    case "description":
      return `${source.slug} description`;
    case "symbol":
      return `${source.slug} symbol ${source.id} ("${source.english}")`;
    case "rule":
      return `${source.slug} rule "${source.english}"`;
  }
}

const LINES_FORMS_NAMES: (keyof LinesForms)[] = ["one", "other", "ways"];

/** How much of the games' words `language` has: the strings above and the three `lines` forms. */
export function completeness(language: string): Completeness {
  const strings = translatableStrings();
  const total = strings.length + LINES_FORMS_NAMES.length;
  if (language === "en") return { language, translated: total, total, missing: [] };
  const content = Object.hasOwn(GAME_CONTENT, language) ? GAME_CONTENT[language] : undefined;
  const forms = Object.hasOwn(LINES_FORMS, language) ? LINES_FORMS[language] : undefined;
  const missing = [
    ...strings.filter((source) => !(content && translationOf(content, source))).map(describe),
    ...LINES_FORMS_NAMES.filter((form) => !forms?.[form]).map((form) => `lines ${form}`),
  ];
  return { language, translated: total - missing.length, total, missing };
}
