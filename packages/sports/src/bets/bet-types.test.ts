import { describe, expect, test } from "vitest";
import {
  accumulator,
  betShape,
  combinations,
  numberOfBets,
  SYSTEM_BETS,
  type SystemName,
  single,
  systemBet,
  totalStake,
} from "./bet-types.ts";

describe("bet types", () => {
  test.each([
    ["trixie", 4],
    ["patent", 7],
    ["yankee", 11],
    ["lucky15", 15],
    ["canadian", 26],
    ["lucky31", 31],
    ["heinz", 57],
    ["lucky63", 63],
    ["superHeinz", 120],
    ["goliath", 247],
  ] as [SystemName, number][])("a %s is %i bets", (name, bets) => {
    const shape = systemBet(name);
    expect(numberOfBets(shape)).toBe(bets);
    const combos = combinations(shape);
    expect(combos).toHaveLength(bets);
    expect(new Set(combos.map((c) => c.join(","))).size).toBe(bets);
    expect(shape.legs).toBe(SYSTEM_BETS[name].legs);
  });

  test("sizes of n, as MTS writes them: [2,3] of 3 is a Trixie", () => {
    expect(combinations(betShape(3, [2, 3]))).toEqual(combinations(systemBet("trixie")));
    expect(combinations(betShape(3, [2, 3]))).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
  });

  test("singles and accumulators", () => {
    expect(combinations(single())).toEqual([[0]]);
    expect(combinations(accumulator(4))).toEqual([[0, 1, 2, 3]]);
    expect(numberOfBets(betShape(5, [1]))).toBe(5);
    expect(totalStake(150, systemBet("yankee"))).toBe(1650);
  });

  test("a banker is in every combination", () => {
    const shape = systemBet("trixie", 1); // legs 0–2 the Trixie, leg 3 the banker
    expect(numberOfBets(shape)).toBe(4);
    expect(combinations(shape)).toEqual([
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
      [0, 1, 2, 3],
    ]);
    const doubles = betShape(5, [2], [0, 4]);
    expect(numberOfBets(doubles)).toBe(3);
    for (const c of combinations(doubles)) expect(c).toEqual(expect.arrayContaining([0, 4]));
  });

  test("malformed shapes are refused", () => {
    expect(() => betShape(3, [4])).toThrow(RangeError);
    expect(() => betShape(3, [])).toThrow(RangeError);
    expect(() => betShape(3, [2, 2])).toThrow(RangeError);
    expect(() => betShape(3, [1], [3])).toThrow(RangeError);
    expect(() => betShape(3, [3], [0])).toThrow(RangeError);
    expect(() => totalStake(0, single())).toThrow(RangeError);
  });
});
