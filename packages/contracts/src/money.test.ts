import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyExponent, formatAmount, fromMinorUnits, toMinorUnits } from "./money.ts";
import { amountSchema } from "./money-schema.ts";

describe("money", () => {
  it("converts decimal strings to integer minor units and back", () => {
    expect(toMinorUnits("12.5")).toBe(1250n);
    expect(toMinorUnits("0.07")).toBe(7n);
    expect(toMinorUnits("100")).toBe(10000n);
    expect(fromMinorUnits(1250n)).toBe("12.50");
    expect(fromMinorUnits(-7n)).toBe("-0.07");
  });

  it("round-trips every amount exactly (no float ever involved)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999_99n }), (minor) => {
        expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor);
      }),
    );
  });

  it("refuses what is not an amount", () => {
    for (const bad of ["", "1.234", "-1", "1e3", "abc", "1,00", " 1"]) {
      expect(() => toMinorUnits(bad)).toThrow(RangeError);
      expect(amountSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("formats with thousands separators and the currency symbol", () => {
    expect(formatAmount("1234567.5", "$")).toBe("$1,234,567.50");
    expect(formatAmount("0", "FC ")).toBe("FC 0.00");
    expect(formatAmount("-40", "KSh ")).toBe("-KSh 40.00");
    expect(formatAmount("250000", "USh ", 0)).toBe("USh 250,000");
  });

  it("follows each currency's minor unit (ISO 4217)", () => {
    expect(currencyExponent("UGX")).toBe(0);
    expect(currencyExponent("kes")).toBe(2);
    expect(currencyExponent("KWD")).toBe(3);
    expect(toMinorUnits("1500", 0)).toBe(1500n);
    expect(() => toMinorUnits("1500.50", 0)).toThrow(RangeError);
    expect(toMinorUnits("1.005", 3)).toBe(1005n);
    expect(fromMinorUnits(1500n, 0)).toBe("1500");
    expect(fromMinorUnits(1005n, 3)).toBe("1.005");
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.constantFrom(0, 2, 3), (minor, exponent) => {
        expect(toMinorUnits(fromMinorUnits(minor, exponent), exponent)).toBe(minor);
      }),
    );
  });
});
