import { describe, expect, test } from "vitest";
import {
  formatAmerican,
  formatDecimal,
  formatFractional,
  impliedProbability,
  priceFromAmerican,
  priceFromDecimal,
  priceFromFractional,
} from "./odds-format.ts";
import { MAX_PRICE_MILLI, roundDownToLadder, tickAt } from "./price-ladder.ts";

describe("odds formats", () => {
  test.each([
    [1850, "1.85", "17/20", "-118"],
    [3500, "3.50", "5/2", "+250"],
    [2000, "2.00", "1/1", "+100"],
    [1500, "1.50", "1/2", "-200"],
    [1910, "1.91", "10/11", "-110"],
    [1667, "1.667", "4/6", "-150"],
    [1010, "1.01", "1/100", "-10000"],
    [11_000, "11.00", "10/1", "+1000"],
    [3250, "3.25", "9/4", "+225"],
    [1_001_000, "1001.00", "1000/1", "+100000"],
    [2_001_000, "2001.00", "2000/1", "+200000"],
  ])("%i is %s, %s, %s", (priceMilli, decimal, fractional, american) => {
    expect(formatDecimal(priceMilli)).toBe(decimal);
    expect(formatFractional(priceMilli)).toBe(fractional);
    expect(formatAmerican(priceMilli)).toBe(american);
  });

  test("a price between two fractions shows the nearer", () => {
    expect(formatFractional(1870)).toBe("17/20"); // 0.87: 17/20 = 0.85, 10/11 = 0.909
    expect(formatFractional(1890)).toBe("10/11"); // 0.89
    expect(formatFractional(2120)).toBe("11/10"); // 1.12: 11/10 = 1.1, 6/5 = 1.2
    expect(formatFractional(3120)).toBe("85/40"); // 2.12: 85/40 = 2.125
  });

  test("parsing back", () => {
    expect(priceFromDecimal("1.85")).toBe(1850);
    expect(priceFromDecimal(2.1)).toBe(2100);
    expect(priceFromFractional(17, 20)).toBe(1850);
    expect(priceFromFractional(2, 7)).toBe(1285);
    expect(priceFromAmerican(250)).toBe(3500);
    expect(priceFromAmerican(-110)).toBe(1909);
    expect(priceFromAmerican(-200)).toBe(1500);
    expect(impliedProbability(2500)).toBeCloseTo(0.4, 12);
  });

  test("refuses what is not a price", () => {
    expect(() => formatDecimal(999)).toThrow(RangeError);
    expect(() => formatDecimal(1850.5)).toThrow(RangeError);
    expect(() => formatAmerican(1000)).toThrow(RangeError);
    expect(() => priceFromAmerican(50)).toThrow(RangeError);
    expect(() => priceFromDecimal("abc")).toThrow(RangeError);
  });
});

describe("price ladder", () => {
  test("cent ladder rounds down to 0.01", () => {
    expect(roundDownToLadder(1.857)).toBe(1850);
    expect(roundDownToLadder(1.85)).toBe(1850);
    expect(roundDownToLadder(1.8499999999999999)).toBe(1850);
    expect(roundDownToLadder(12.349)).toBe(12_340);
  });

  test("exchange ladder rounds down to its tick", () => {
    expect(roundDownToLadder(2.57, "exchange")).toBe(2560);
    expect(roundDownToLadder(3.33, "exchange")).toBe(3300);
    expect(roundDownToLadder(5.55, "exchange")).toBe(5500);
    expect(roundDownToLadder(7.7, "exchange")).toBe(7600);
    expect(roundDownToLadder(27.9, "exchange")).toBe(27_000);
    expect(roundDownToLadder(123, "exchange")).toBe(120_000);
    expect(tickAt(1990, "exchange")).toBe(10);
    expect(tickAt(2000, "exchange")).toBe(20);
  });

  test("held within 1.01 and 1000", () => {
    expect(roundDownToLadder(1.003)).toBe(1010);
    expect(roundDownToLadder(1)).toBe(1010);
    expect(roundDownToLadder(5000)).toBe(MAX_PRICE_MILLI);
    expect(() => roundDownToLadder(0.9)).toThrow(RangeError);
  });
});
