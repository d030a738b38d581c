import { describe, expect, test } from "vitest";
import { withdrawBonusTranslations } from "./withdraw-bonus.ts";

describe("withdraw bonus warning translations", () => {
  test("every language of the demo sites has every key, with the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\[[A-Za-z0-9_.-]+\]/g)].map(String).sort();
    const english = withdrawBonusTranslations.en ?? {};
    for (const locale of ["fr", "sw", "pt"]) {
      const bundle = withdrawBonusTranslations[locale] ?? {};
      expect(Object.keys(bundle).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(bundle[key] ?? ""), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});
