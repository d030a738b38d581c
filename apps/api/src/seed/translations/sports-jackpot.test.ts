import { describe, expect, test } from "vitest";
import { translations } from "./index.ts";
import { sportsJackpotTranslations } from "./sports-jackpot.ts";

describe("sports jackpot translations", () => {
  test("every language has every key, with the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\[[A-Za-z0-9_.-]+\]/g)].map(String).sort();
    const english = sportsJackpotTranslations.en!;
    for (const locale of ["fr", "sw", "pt"]) {
      const bundle = sportsJackpotTranslations[locale]!;
      expect(Object.keys(bundle).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(bundle[key]!), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  test("are in the seeded dictionary of every language", () => {
    for (const locale of ["en", "fr", "sw", "pt"]) {
      expect(translations[locale]?.["sportsjackpot.buy"], locale).toBe(
        sportsJackpotTranslations[locale]?.["sportsjackpot.buy"],
      );
    }
  });
});
