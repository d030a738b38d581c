import { describe, expect, test } from "vitest";
import { translations } from "./index.ts";
import { sportsBetsTranslations } from "./sports-bets.ts";

describe("sports bets translations", () => {
  test("every language has every key, with the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\[[A-Za-z0-9_.-]+\]/g)].map(String).sort();
    const english = sportsBetsTranslations.en!;
    for (const locale of ["fr", "sw", "pt"]) {
      const bundle = sportsBetsTranslations[locale]!;
      expect(Object.keys(bundle).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(bundle[key]!), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  test("are in the seeded dictionary of every language", () => {
    for (const locale of ["en", "fr", "sw", "pt"]) {
      expect(translations[locale]?.["sports.bets.cash_out.button"], locale).toBe(
        sportsBetsTranslations[locale]?.["sports.bets.cash_out.button"],
      );
    }
  });
});
