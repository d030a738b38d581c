import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { accumulator, betShape, combinations, single, systemBet } from "./bet-types.ts";
import {
  actualReturn,
  combinationReturns,
  type LegSettlement,
  maxUnitStake,
  potentialReturn,
} from "./returns.ts";

const win = (priceMilli: number): LegSettlement => ({ priceMilli, result: "win" });

describe("returns", () => {
  test("exact arithmetic: 100 on 1.13 × 2.00 pays 226, not 225", () => {
    expect(Math.floor(100 * 1.13 * 2)).toBe(225); // the float trap
    expect(potentialReturn(100, [1130, 2000], accumulator(2))).toBe(226);
    expect(potentialReturn(333, [1850], single())).toBe(616); // 616.05 floored
  });

  test("leg settlements: void 1.00, half won (price + 1)/2, half lost 0.5, dead heat", () => {
    const one = (leg: LegSettlement) => actualReturn(1000, [leg], single());
    expect(one({ priceMilli: 1900, result: "void", voidFactor: 1 })).toBe(1000);
    expect(one({ priceMilli: 1900, result: "win", voidFactor: 0.5 })).toBe(1450);
    expect(one({ priceMilli: 1900, result: "lose", voidFactor: 0.5 })).toBe(500);
    expect(one({ priceMilli: 1900, result: "lose" })).toBe(0);
    expect(one({ priceMilli: 5000, result: "win", deadHeatFactor: 0.5 })).toBe(2500);
    expect(one({ priceMilli: 5000, result: "win", deadHeatFactor: 1 / 3 })).toBe(1666);
  });

  test("an accumulator with a void leg pays the others; with a lost leg nothing", () => {
    const legs: LegSettlement[] = [win(2000), { priceMilli: 3000, result: "void", voidFactor: 1 }, win(1500)];
    expect(actualReturn(1000, legs, accumulator(3))).toBe(3000);
    expect(actualReturn(1000, [win(2000), { priceMilli: 3000, result: "lose" }], accumulator(2))).toBe(0);
  });

  test("a Trixie with one loser pays its winning double", () => {
    const legs = [win(2000), win(3000), { priceMilli: 4000, result: "lose" as const }];
    expect(combinationReturns(100, legs, systemBet("trixie"))).toEqual([600, 0, 0, 0]);
  });

  const leg: fc.Arbitrary<LegSettlement> = fc.oneof(
    fc.integer({ min: 1010, max: 50_000 }).map(win),
    fc.record({
      priceMilli: fc.integer({ min: 1010, max: 9000 }),
      result: fc.constant("void" as const),
      voidFactor: fc.constant(1 as const),
    }),
    fc.record({ priceMilli: fc.integer({ min: 1010, max: 9000 }), result: fc.constant("lose" as const) }),
    fc.record({
      priceMilli: fc.integer({ min: 1010, max: 9000 }),
      result: fc.constantFrom("win" as const, "lose" as const),
      voidFactor: fc.constant(0.5 as const),
    }),
  );
  const factor = (l: LegSettlement) =>
    l.result === "void"
      ? 1
      : l.result === "lose"
        ? (l.voidFactor ?? 0)
        : (1 - (l.voidFactor ?? 0)) * (l.priceMilli / 1000) + (l.voidFactor ?? 0);

  test("an accumulator returns the product of its legs' factors (void at 1.00), floored", () => {
    fc.assert(
      fc.property(
        fc.array(leg, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (legs, stake) => {
          const exact = legs.reduce((product, l) => product * factor(l), stake);
          const paid = actualReturn(stake, legs, accumulator(legs.length));
          expect(Number.isInteger(paid)).toBe(true);
          expect(paid).toBeLessThanOrEqual(exact * (1 + 1e-12));
          expect(paid).toBeGreaterThan(exact * (1 - 1e-12) - 1);
        },
      ),
    );
  });

  test("a system bet returns the sum of its combinations' accumulators", () => {
    const system = fc
      .integer({ min: 2, max: 7 })
      .chain((n) =>
        fc.tuple(
          fc.array(leg, { minLength: n, maxLength: n }),
          fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: n }),
          fc.integer({ min: 1, max: 100_000 }),
        ),
      );
    fc.assert(
      fc.property(system, ([legs, sizes, stake]) => {
        const shape = betShape(legs.length, sizes);
        const byCombination = combinations(shape).reduce(
          (sum, combo) =>
            sum +
            actualReturn(
              stake,
              combo.map((i) => legs[i]!),
              accumulator(combo.length),
            ),
          0,
        );
        expect(actualReturn(stake, legs, shape)).toBe(byCombination);
      }),
    );
  });

  test("the largest unit stake within a maximum payout", () => {
    expect(maxUnitStake(100_000, [2500], single())).toBe(40_000);
    const prices = [2000, 3000, 4000];
    const shape = systemBet("patent");
    const unit = maxUnitStake(1_000_000, prices, shape);
    expect(potentialReturn(unit, prices, shape)).toBeLessThanOrEqual(1_000_000);
    expect(potentialReturn(unit + 1, prices, shape)).toBeGreaterThan(1_000_000);
  });

  test("a leg count that does not match the shape is refused", () => {
    expect(() => actualReturn(100, [win(2000)], accumulator(2))).toThrow(RangeError);
    expect(() => actualReturn(0, [win(2000)], single())).toThrow(RangeError);
  });
});
