import { describe, expect, test } from "vitest";
import { virtualRacingTranslations } from "./virtual-racing.ts";

describe("virtual greyhounds translations", () => {
  test("every language has every key, with the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\[[A-Za-z0-9_.-]+\]/g)].map(String).sort();
    const english = virtualRacingTranslations.en!;
    for (const locale of ["fr", "sw", "pt"]) {
      const bundle = virtualRacingTranslations[locale]!;
      expect(Object.keys(bundle).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(bundle[key]!), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});
