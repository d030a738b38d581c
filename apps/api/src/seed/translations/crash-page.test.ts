import { describe, expect, test } from "vitest";
import { crashPageTranslations } from "./crash-page.ts";
import { translations } from "./index.ts";

describe("crash page translations", () => {
  test("every language has every key, with the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\[[A-Za-z0-9_.-]+\]/g)].map(String).sort();
    const english = crashPageTranslations.en!;
    for (const locale of ["fr", "sw", "pt"]) {
      const bundle = crashPageTranslations[locale]!;
      expect(Object.keys(bundle).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(bundle[key]!), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  test("are in the seeded dictionary of every language", () => {
    for (const locale of ["en", "fr", "sw", "pt"]) {
      expect(translations[locale]?.["crash.facts.max_profit"], locale).toBe(
        crashPageTranslations[locale]?.["crash.facts.max_profit"],
      );
    }
  });
});
