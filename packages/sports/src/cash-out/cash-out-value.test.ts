import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { accumulator, betShape, combinations, single, systemBet } from "../bets/bet-types.ts";
import { actualReturn, type LegSettlement } from "../bets/returns.ts";
import { type CashOutLeg, cashOutValue, partialCashOut } from "./cash-out-value.ts";

const open = (priceMilli: number, probability: number, voidProbability?: number): CashOutLeg => ({
  state: "open",
  priceMilli,
  probability,
  ...(voidProbability === undefined ? {} : { voidProbability }),
});
const settled = (leg: LegSettlement): CashOutLeg => ({ state: "settled", ...leg });

describe("cash-out", () => {
  test("a single at its fair price is worth its stake; the offer takes the margin", () => {
    expect(cashOutValue({ unitStake: 1000, shape: single(), legs: [open(2000, 0.5)], margin: 0.08 })).toEqual(
      {
        fairValue: 1000,
        offer: 920,
      },
    );
  });

  test("settled legs count with their settlement; a lost leg zeroes its combinations", () => {
    const legs = [settled({ priceMilli: 2000, result: "win" }), open(1500, 0.6)];
    expect(cashOutValue({ unitStake: 1000, shape: accumulator(2), legs, margin: 0.08 })).toEqual({
      fairValue: 1800,
      offer: 1656,
    });
    const lost = [settled({ priceMilli: 2000, result: "lose" }), open(1500, 0.6)];
    expect(cashOutValue({ unitStake: 1000, shape: accumulator(2), legs: lost, margin: 0.08 }).offer).toBe(0);
  });

  test("a leg that can push counts its refund: draw no bet at 1.50, p 0.6 given no draw, draw 0.25", () => {
    const value = cashOutValue({
      unitStake: 1000,
      shape: single(),
      legs: [open(1500, 0.6, 0.25)],
      margin: 0,
    });
    expect(value.fairValue).toBeCloseTo(1000 * (1.5 * 0.6 * 0.75 + 0.25), 9);
  });

  test("a system bet is the sum of its combinations", () => {
    const legs = [open(2000, 0.5), open(3000, 0.3), settled({ priceMilli: 1800, result: "win" })];
    const value = cashOutValue({ unitStake: 100, shape: systemBet("trixie"), legs, margin: 0 });
    const factors = [1, 0.9, 1.8];
    const expected = combinations(systemBet("trixie")).reduce(
      (sum, c) => sum + c.reduce((product, i) => product * factors[i]!, 100),
      0,
    );
    expect(value.fairValue).toBeCloseTo(expected, 9);
  });

  const leg: fc.Arbitrary<CashOutLeg> = fc.oneof(
    fc.record({
      state: fc.constant("open" as const),
      priceMilli: fc.integer({ min: 1010, max: 20_000 }),
      probability: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    fc.record({
      state: fc.constant("settled" as const),
      priceMilli: fc.integer({ min: 1010, max: 20_000 }),
      result: fc.constantFrom("win" as const, "lose" as const, "void" as const),
    }),
  );

  test("the offer is never above the fair value nor the maximum payout", () => {
    fc.assert(
      fc.property(
        fc.array(leg, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.integer({ min: 1, max: 100_000_000 }),
        (legs, unitStake, margin, maxPayout) => {
          const shape = betShape(legs.length, [legs.length]);
          const { fairValue, offer } = cashOutValue({ unitStake, shape, legs, margin, maxPayout });
          expect(Number.isInteger(offer)).toBe(true);
          expect(offer).toBeGreaterThanOrEqual(0);
          expect(offer).toBeLessThanOrEqual(fairValue);
          expect(offer).toBeLessThanOrEqual(maxPayout);
        },
      ),
    );
  });

  test("with every leg settled the fair value is the bet's return before flooring", () => {
    fc.assert(
      fc.property(fc.array(leg, { minLength: 3, maxLength: 3 }), (drawn) => {
        const legs: LegSettlement[] = drawn.map((l) =>
          l.state === "settled" ? l : { priceMilli: l.priceMilli, result: "win" as const },
        );
        const shape = systemBet("patent");
        const { fairValue } = cashOutValue({ unitStake: 1000, shape, legs: legs.map(settled), margin: 0 });
        const paid = actualReturn(1000, legs, shape);
        expect(fairValue - paid).toBeGreaterThan(-1e-6);
        expect(fairValue - paid).toBeLessThan(7); // at most one minor unit floored per combination
      }),
    );
  });

  test("partial cash-out pays its share of the offer and leaves the rest running", () => {
    expect(partialCashOut(1656, 1000, 250)).toEqual({ payout: 414, remainingUnitStake: 750 });
    expect(partialCashOut(1657, 1000, 333)).toEqual({ payout: 551, remainingUnitStake: 667 });
    expect(partialCashOut(1656, 1000, 1000)).toEqual({ payout: 1656, remainingUnitStake: 0 });
    expect(() => partialCashOut(1656, 1000, 1001)).toThrow(RangeError);
    expect(() => partialCashOut(1656, 1000, 0)).toThrow(RangeError);
  });
});
