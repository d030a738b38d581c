import { describe, expect, test } from "vitest";
import { cartNextDrawTranslations } from "./cart-next-draw.ts";
import { translations } from "./index.ts";

describe("cart next-draw translations", () => {
  test("every language has every key, with the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\[[A-Za-z0-9_.-]+\]/g)].map(String).sort();
    const english = cartNextDrawTranslations.en!;
    for (const locale of ["fr", "sw", "pt"]) {
      const bundle = cartNextDrawTranslations[locale]!;
      expect(Object.keys(bundle).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(bundle[key]!.trim(), `${locale} ${key}`).not.toBe("");
        expect(placeholders(bundle[key]!), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  test("the seeded strings carry them in every language", () => {
    for (const locale of ["en", "fr", "sw", "pt"]) {
      for (const [key, text] of Object.entries(cartNextDrawTranslations[locale]!)) {
        expect(translations[locale]?.[key], `${locale} ${key}`).toBe(text);
      }
    }
  });
});
