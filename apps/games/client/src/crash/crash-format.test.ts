import { describe, expect, it } from "vitest";
import {
  amountInputValue,
  formatMultiplier,
  parseAmount,
  parseMultiplier,
  shortHash,
  stepAmount,
} from "./crash-format.ts";

describe("what a player types", () => {
  it("reads an amount in the currency's units as minor units, a comma as the decimal point", () => {
    expect(parseAmount("12.5", "KES")).toBe(1_250);
    expect(parseAmount(" 12,50 ", "KES")).toBe(1_250);
    expect(parseAmount("1 000", "UGX")).toBe(1_000);
    expect(parseAmount("10.5", "UGX")).toBeNull();
    expect(parseAmount("1.234", "KES")).toBeNull();
    expect(parseAmount("-5", "KES")).toBeNull();
    expect(parseAmount("abc", "KES")).toBeNull();
    expect(parseAmount("", "KES")).toBeNull();
    expect(amountInputValue(1_250, "KES")).toBe("12.50");
    expect(amountInputValue(500, "UGX")).toBe("500");
  });

  it("reads a multiplier in hundredths, at most two decimals", () => {
    expect(parseMultiplier("2")).toBe(200);
    expect(parseMultiplier("1.5")).toBe(150);
    expect(parseMultiplier("1,01")).toBe(101);
    expect(parseMultiplier("1000000.00")).toBe(100_000_000);
    expect(parseMultiplier("1.005")).toBeNull();
    expect(parseMultiplier("2x")).toBeNull();
    expect(formatMultiplier(157)).toBe("1.57×");
  });

  it("halves and doubles a stake within the limits, in whole minor units", () => {
    const limits = { min: 100, max: 20_000 };
    expect(stepAmount(1_000, 2, limits)).toBe(2_000);
    expect(stepAmount(15_000, 2, limits)).toBe(20_000);
    expect(stepAmount(333, 0.5, limits)).toBe(166);
    expect(stepAmount(150, 0.5, limits)).toBe(100);
  });

  it("shortens a hash to its ends", () => {
    expect(shortHash("0123456789abcdef".repeat(4))).toBe("0123456789…89abcdef");
    expect(shortHash("abc")).toBe("abc");
  });
});
