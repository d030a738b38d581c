/*
 * A game's `lines` fact (GameSummary.lines: "20 lines", "1 line", "243 ways") in each language the
 * aggregator writes it in. The paytable reads it back (paysBasis): a paylines game pays on the line
 * bet, whatever the language of its label.
 */

export interface LinesForms {
  /** A single line. */
  one: string;
  /** Several lines; `{count}` is the number. */
  other: string;
  /** Ways games (243 ways); `{count}` is the number. */
  ways: string;
}

/** By language; English is what the catalogue stores. */
export const LINES_FORMS: Record<string, LinesForms> = {
  en: { one: "1 line", other: "{count} lines", ways: "{count} ways" },
  fr: { one: "1 ligne", other: "{count} lignes", ways: "{count} façons de gagner" },
  sw: { one: "mstari 1", other: "mistari {count}", ways: "njia {count} za kushinda" },
  pt: { one: "1 linha", other: "{count} linhas", ways: "{count} formas de ganhar" },
};

export interface LinesFact {
  kind: "lines" | "ways";
  count: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const pattern = (form: string) => new RegExp(`^${escapeRegExp(form).replace("\\{count\\}", "(\\d+)")}$`, "i");

const PATTERNS: [RegExp, (count: string | undefined) => LinesFact][] = Object.values(LINES_FORMS).flatMap(
  (forms) => [
    [pattern(forms.one), () => ({ kind: "lines" as const, count: 1 })],
    [pattern(forms.other), (count) => ({ kind: "lines" as const, count: Number(count) })],
    [pattern(forms.ways), (count) => ({ kind: "ways" as const, count: Number(count) })],
  ],
);

/** What a `lines` label in any of the languages says; null for a label of no known form. */
export function readLines(label: string): LinesFact | null {
  for (const [regex, fact] of PATTERNS) {
    const match = regex.exec(label.trim());
    if (match) return fact(match[1]);
  }
  return null;
}

/** The label in `forms`' language; the English label when it has no known form. */
export function writeLines(english: string, forms: LinesForms | undefined): string {
  const fact = readLines(english);
  if (!fact || !forms) return english;
  const form = fact.kind === "ways" ? forms.ways : fact.count === 1 ? forms.one : forms.other;
  return form.replace("{count}", String(fact.count));
}
