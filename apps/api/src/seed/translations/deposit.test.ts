import { describe, expect, test } from "vitest";
import { depositTranslations } from "./deposit.ts";

const placeholders = (text: string) => [...text.matchAll(/\[[A-Za-z0-9_.-]+\]/g)].map(String).sort();

describe("deposit translations", () => {
  test("every language has every key, with the same placeholders", () => {
    const english = depositTranslations.en!;
    for (const locale of ["fr", "sw", "pt"]) {
      const bundle = depositTranslations[locale]!;
      expect(Object.keys(bundle).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(bundle[key]!), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  test("the keys the pages build from a method, an outcome or a period exist", () => {
    const english = depositTranslations.en!;
    const built = [
      ...["card", "mobile_money", "bank"].map((method) => `deposit.note.${method}`),
      ...["success", "failed", "canceled", "pending", "unknown"].flatMap((outcome) => [
        `deposit.outcome.${outcome}.title`,
        `deposit.outcome.${outcome}.text`,
      ]),
      ...["day", "week", "month"].flatMap((period) => [
        `limits.${period}`,
        `limits.used_${period}`,
        `deposit.error.limit_${period}`,
      ]),
    ];
    expect(built.filter((key) => !english[key])).toEqual([]);
  });
});
