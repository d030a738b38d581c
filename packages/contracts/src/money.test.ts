import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAmount, fromMinorUnits, toMinorUnits } from "./money.ts";
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
  });
});
