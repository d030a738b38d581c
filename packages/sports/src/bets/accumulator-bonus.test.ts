import { describe, expect, test } from "vitest";
import {
  type AccumulatorBonusRules,
  accumulatorBonus,
  bonusPercent,
  potentialAccumulatorBonus,
  qualifyingLegs,
} from "./accumulator-bonus.ts";
import { accumulator } from "./bet-types.ts";
import { capPayout } from "./max-payout.ts";
import { actualReturn, type LegSettlement, potentialReturn } from "./returns.ts";

const rules: AccumulatorBonusRules = {
  tiers: [
    { legs: 5, percent: 5 },
    { legs: 6, percent: 8 },
    { legs: 8, percent: 12.5 },
  ],
  minPriceMilli: 1200,
};
const win = (priceMilli: number): LegSettlement => ({ priceMilli, result: "win" });

describe("accumulator bonus", () => {
  test("the highest tier reached", () => {
    expect([4, 5, 6, 7, 8, 20].map((n) => bonusPercent(rules, n))).toEqual([0, 5, 8, 8, 12.5, 12.5]);
  });

  test("void legs, part-void legs and legs under the minimum price do not count", () => {
    const legs: LegSettlement[] = [
      win(1500),
      win(1500),
      win(1500),
      win(1500),
      win(1190), // under 1.20
      { priceMilli: 2000, result: "void", voidFactor: 1 },
      { priceMilli: 1900, result: "win", voidFactor: 0.5 },
      win(1200), // at the minimum: counts
    ];
    expect(qualifyingLegs(rules, legs)).toBe(5);
  });

  test("the bonus is a percent of the winnings of a winning accumulator, floored", () => {
    const legs = [1500, 1600, 1700, 1800, 1900, 2000].map(win);
    const stake = 1000;
    const paid = actualReturn(stake, legs, accumulator(6));
    expect(paid).toBe(27_907); // 1000 × 27.9072
    expect(accumulatorBonus(rules, legs, stake, paid)).toBe(2152); // 8 % of 26,907
    expect(
      potentialAccumulatorBonus(
        rules,
        [1500, 1600, 1700, 1800, 1900, 2000],
        stake,
        potentialReturn(stake, [1500, 1600, 1700, 1800, 1900, 2000], accumulator(6)),
      ),
    ).toBe(2152);
  });

  test("no bonus for a lost accumulator, too few legs, or no winnings; capped at the maximum bonus", () => {
    const lost = [...[1500, 1600, 1700, 1800].map(win), { priceMilli: 1900, result: "lose" as const }];
    expect(accumulatorBonus(rules, lost, 1000, 0)).toBe(0);
    const four = [1500, 1600, 1700, 1800].map(win);
    expect(accumulatorBonus(rules, four, 1000, 7344)).toBe(0);
    const legs = [1500, 1600, 1700, 1800, 1900].map(win);
    expect(accumulatorBonus({ ...rules, maxBonus: 100 }, legs, 1000, 9302)).toBe(100);
    expect(accumulatorBonus(rules, legs, 1000, 1000)).toBe(0);
  });
});

describe("maximum payout", () => {
  test("caps a payout and says so", () => {
    expect(capPayout(5_000_000, 1_000_000)).toEqual({ payout: 1_000_000, capped: true });
    expect(capPayout(999, 1_000_000)).toEqual({ payout: 999, capped: false });
    expect(capPayout(1_000_000, 1_000_000)).toEqual({ payout: 1_000_000, capped: false });
    expect(() => capPayout(1.5, 10)).toThrow(RangeError);
    expect(() => capPayout(10, 0)).toThrow(RangeError);
  });
});
