import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { Fraction } from "../fraction.ts";
import { SelectionError } from "./bet-types.ts";
import { drawNumbers } from "./draw-numbers.ts";
import {
  checkNumberSelection,
  DEFAULT_NUMBER_PAYTABLE,
  LUCKY_NUMBER,
  type NumberSelection,
  numberBetOdds,
  numberChance,
  numberPayout,
  numberRtp,
  numbersCovered,
  numberWins,
} from "./lucky-number.ts";

const ball = fc.integer({ min: 1, max: 90 });
const selection: fc.Arbitrary<NumberSelection> = fc.oneof(
  ball.map((number) => ({ type: "exact" as const, number })),
  fc.constantFrom("odd" as const, "even" as const).map((value) => ({ type: "parity" as const, value })),
  fc.constantFrom("low" as const, "high" as const).map((value) => ({ type: "range" as const, value })),
  fc.integer({ min: 1, max: 9 }).map((value) => ({ type: "tens" as const, value })),
);

describe("Lucky Number bets", () => {
  test("each bet type wins on the numbers it names", () => {
    expect(numberWins({ type: "exact", number: 17 }, 17)).toBe(true);
    expect(numberWins({ type: "exact", number: 17 }, 18)).toBe(false);
    expect(numberWins({ type: "parity", value: "odd" }, 89)).toBe(true);
    expect(numberWins({ type: "parity", value: "even" }, 89)).toBe(false);
    expect(numberWins({ type: "parity", value: "even" }, 90)).toBe(true);
    expect(numberWins({ type: "range", value: "low" }, 45)).toBe(true);
    expect(numberWins({ type: "range", value: "high" }, 46)).toBe(true);
    expect(numberWins({ type: "range", value: "low" }, 46)).toBe(false);
    expect(numbersCovered({ type: "tens", value: 1 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(numbersCovered({ type: "tens", value: 9 })).toEqual([81, 82, 83, 84, 85, 86, 87, 88, 89, 90]);
    expect(numbersCovered({ type: "parity", value: "odd" })).toHaveLength(45);
    expect(numbersCovered({ type: "range", value: "high" })[0]).toBe(46);
  });

  test("the chance is the share of the 90 numbers covered, for every selection", () => {
    fc.assert(
      fc.property(selection, (pick) => {
        expect(numberChance(pick.type)).toEqual(new Fraction(BigInt(numbersCovered(pick).length), 90n));
      }),
    );
  });

  test("payout = winning lines × floor(stake × hundredths / 100), in integers", () => {
    fc.assert(
      fc.property(selection, ball, fc.bigInt({ min: 1n, max: 10n ** 12n }), (pick, drawn, stake) => {
        const result = numberPayout(pick, [drawn], stake);
        const wins = numberWins(pick, drawn);
        expect(result.winningLines).toBe(wins ? 1 : 0);
        const hundredths = BigInt(DEFAULT_NUMBER_PAYTABLE[pick.type]);
        expect(result.payout).toBe(wins ? (stake * hundredths) / 100n : 0n);
      }),
    );
    // 0.15 × 1.90 = 0.285: the fraction of a cent stays with the house.
    expect(numberPayout({ type: "parity", value: "odd" }, [1], 15n).payout).toBe(28n);
    expect(numberPayout({ type: "exact", number: 5 }, [5], 100n).payout).toBe(8_500n);
    expect(numberPayout({ type: "exact", number: 5 }, [6], 100n).payout).toBe(0n);
  });

  test("a site's paytable is used, and a bad one refused", () => {
    const paytable = { exact: 8_000, parity: 195, range: 180, tens: 800 };
    expect(numberPayout({ type: "range", value: "low" }, [3], 1_000n, paytable).payout).toBe(1_800n);
    expect(() =>
      numberPayout({ type: "range", value: "low" }, [3], 1_000n, { ...paytable, range: 99 }),
    ).toThrow(RangeError);
    expect(() => numberPayout({ type: "range", value: "low" }, [3, 4], 1_000n)).toThrow(RangeError);
    expect(() => numberPayout({ type: "range", value: "low" }, [3], 0n)).toThrow(RangeError);
  });

  test("invalid selections are refused with a SelectionError", () => {
    expect(() => checkNumberSelection({ type: "exact", number: 0 })).toThrow(SelectionError);
    expect(() => checkNumberSelection({ type: "exact", number: 91 })).toThrow(SelectionError);
    expect(() => checkNumberSelection({ type: "tens", value: 10 })).toThrow(SelectionError);
    expect(() => checkNumberSelection({ type: "parity", value: "both" } as never)).toThrow(SelectionError);
    expect(() => checkNumberSelection({ type: "colour" } as never)).toThrow(SelectionError);
    expect(checkNumberSelection({ type: "tens", value: 3 })).toEqual({ type: "tens", value: 3 });
  });

  test("the how-to-play rows, exactly", () => {
    const rows = Object.fromEntries(numberBetOdds(DEFAULT_NUMBER_PAYTABLE).map((row) => [row.type, row]));
    expect([rows.exact?.oneIn, rows.exact?.rtpPercent]).toEqual([90, "94.44"]);
    expect([rows.parity?.oneIn, rows.parity?.rtpPercent]).toEqual([2, "95.00"]);
    expect([rows.range?.oneIn, rows.range?.rtpPercent]).toEqual([2, "95.00"]);
    expect([rows.tens?.oneIn, rows.tens?.rtpPercent]).toEqual([9, "94.44"]);
    expect(numberRtp("exact", DEFAULT_NUMBER_PAYTABLE)).toEqual(new Fraction(85n, 90n));
  });

  test("the RTP is the average payout over all 90 balls, per unit staked", () => {
    fc.assert(
      fc.property(selection, (pick) => {
        // A stake of 100 minor units makes every payout exact, so the mean equals the RTP.
        let total = 0n;
        for (let drawn = 1; drawn <= 90; drawn++) total += numberPayout(pick, [drawn], 100n).payout;
        expect(new Fraction(total, 9_000n)).toEqual(numberRtp(pick.type, DEFAULT_NUMBER_PAYTABLE));
      }),
    );
  });

  test("the draw shape gives one ball of 1–90", async () => {
    const balls = await drawNumbers(
      { serverSeed: "a".repeat(64), clientSeed: "number:1:x", nonce: 0 },
      LUCKY_NUMBER,
    );
    expect(balls).toHaveLength(1);
    expect(balls[0]).toBeGreaterThanOrEqual(1);
    expect(balls[0]).toBeLessThanOrEqual(90);
  });
});
