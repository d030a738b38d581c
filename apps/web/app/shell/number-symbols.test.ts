import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { numberSymbolsOf } from "./number-symbols.server.ts";
import { type FractionDigits, formatDecimal, learnNumberSymbols } from "./number-symbols.ts";

const intl = (value: number, locale: string, digits: FractionDigits) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits.min,
    maximumFractionDigits: digits.max,
  }).format(value);

describe("numbers written without Intl, as Intl writes them", () => {
  test("the server teaches the marks of locales that group by threes, and not the others", () => {
    expect(numberSymbolsOf("fr")).toMatchObject({ group: "\u202f", decimal: ",", minimumGrouping: 1 });
    expect(numberSymbolsOf("pt-MZ")).toMatchObject({ decimal: ",", minimumGrouping: 2 });
    expect(numberSymbolsOf("hi-IN")).toBeNull();
    expect(numberSymbolsOf("ar-EG")).toBeNull();
  });

  test("every number, locale and fraction setting the pages use writes the same", () => {
    const locales = ["en", "fr", "pt", "sw", "fr-CD", "pt-MZ", "sw-KE", "es", "de-CH", "hi-IN"];
    for (const locale of locales) learnNumberSymbols(numberSymbolsOf(locale));
    const settings: FractionDigits[] = [
      { min: 0, max: 2 },
      { min: 2, max: 2 },
      { min: 0, max: 0 },
      { min: 1, max: 3 },
    ];
    const values = fc.oneof(
      fc.double({ min: 0, max: 1e12, noNaN: true }),
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 1000),
      fc.constantFrom(0, 0.005, 1.005, 2.675, 9.995, 999.995, 1234, 12345, 0.01, 1e21, -1.5),
    );
    fc.assert(
      fc.property(
        values,
        fc.constantFrom(...locales),
        fc.constantFrom(...settings),
        (value, locale, digits) => {
          expect(formatDecimal(value, locale, digits)).toBe(intl(value, locale, digits));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
