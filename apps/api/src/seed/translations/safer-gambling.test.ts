import { describe, expect, test } from "vitest";
import { saferGamblingTranslations } from "./safer-gambling.ts";

const placeholders = (text: string) => [...text.matchAll(/\[[A-Za-z0-9_.-]+\]/g)].map(String).sort();

describe("safer gambling translations", () => {
  test("every language has every key, with the same placeholders", () => {
    const english = saferGamblingTranslations.en!;
    for (const locale of ["fr", "sw", "pt"]) {
      const bundle = saferGamblingTranslations[locale]!;
      expect(Object.keys(bundle).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(bundle[key]!), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  test("the keys the pages build from a period or a kind exist", () => {
    const english = saferGamblingTranslations.en!;
    const built = [
      ...["24h", "1w", "1m", "6w", "6m", "1y", "2y", "5y"].map((period) => `safer.period.${period}`),
      ...["time_out", "self_exclusion"].flatMap((kind) => [
        `safer.${kind}.title`,
        `safer.${kind}.intro`,
        `safer.${kind}.warning`,
        `safer.${kind}.period`,
        `safer.${kind}.submit`,
        `safer.history.${kind}`,
        `safer.excluded.${kind}.title`,
        `safer.excluded.${kind}.until`,
      ]),
    ];
    expect(built.filter((key) => !english[key])).toEqual([]);
  });
});
