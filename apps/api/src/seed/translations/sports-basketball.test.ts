import { describe, expect, test } from "vitest";
import { translations } from "./index.ts";
import { sportsBasketballTranslations } from "./sports-basketball.ts";

describe("sportsbook basketball translations", () => {
  test("every language has every key, with the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\[[A-Za-z0-9_.-]+\]/g)].map(String).sort();
    const english = sportsBasketballTranslations.en!;
    for (const locale of ["fr", "sw", "pt"]) {
      const bundle = sportsBasketballTranslations[locale]!;
      expect(Object.keys(bundle).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english))
        expect(placeholders(bundle[key]!), `${locale} ${key}`).toEqual(placeholders(text));
    }
  });

  test("are in the seeded dictionary of every language", () => {
    for (const locale of ["en", "fr", "sw", "pt"])
      for (const key of Object.keys(sportsBasketballTranslations.en!))
        expect(translations[locale]?.[key], `${locale} ${key}`).toBe(
          sportsBasketballTranslations[locale]?.[key],
        );
  });
});
