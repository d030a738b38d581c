import { describe, expect, test } from "vitest";
import { translations } from "./index.ts";
import { sportsSlipTranslations } from "./sports-slip.ts";

describe("bet slip booking and price-change translations", () => {
  test("every language has every key, with the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\[[A-Za-z0-9_.-]+\]/g)].map(String).sort();
    const english = sportsSlipTranslations.en!;
    for (const locale of ["fr", "sw", "pt"]) {
      const bundle = sportsSlipTranslations[locale]!;
      expect(Object.keys(bundle).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(bundle[key]!), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  test("are in the seeded dictionary of every language", () => {
    for (const locale of ["en", "fr", "sw", "pt"]) {
      expect(translations[locale]?.["sports.slip.accept_changes"], locale).toBe(
        sportsSlipTranslations[locale]?.["sports.slip.accept_changes"],
      );
    }
  });
});
