import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { checkSelection, lineSizeOf, linesOf, type SelectionInput } from "./bet-types.ts";
import { checkDraw, DEFAULT_PAYTABLE, type Paytable, payout, winningLinesOf } from "./paytable.ts";
import { againstInput, bankerInput, directInput, drawFor, permInput } from "./test-selections.ts";

/** Small enough to list every line on every run. */
const anySelection: fc.Arbitrary<SelectionInput> = fc.oneof(
  directInput,
  permInput,
  bankerInput(12),
  againstInput(10),
);

const paytables: fc.Arbitrary<Paytable> = fc.oneof(
  fc.constant(DEFAULT_PAYTABLE),
  fc
    .tuple(...[1, 2, 3, 4, 5].map(() => fc.integer({ min: 1, max: 100_000 })))
    .map(([a, b, c, d, e]) => ({ multipliers: { 1: a!, 2: b!, 3: c!, 4: d!, 5: e! } })),
);

/** The recount the property holds payout to: list every line and check it by the rules' own words. */
function bruteForceWinningLines(input: SelectionInput, drawn: readonly number[]): number {
  const lines = linesOf(checkSelection(input));
  if (input.type === "direct" && input.size === 1) return lines.filter((line) => line[0] === drawn[0]).length;
  return lines.filter((line) => line.every((n) => drawn.includes(n))).length;
}

describe("payout", () => {
  test("= winning lines × stake per line × the line size's multiplier, as a brute-force recount says", () => {
    fc.assert(
      fc.property(
        anySelection.chain((input) => fc.tuple(fc.constant(input), drawFor(input))),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        paytables,
        ([input, drawn], stake, paytable) => {
          const selection = checkSelection(input);
          const wins = bruteForceWinningLines(input, drawn);
          const multiplier = BigInt(paytable.multipliers[lineSizeOf(selection)]);
          const result = payout(selection, drawn, stake, paytable);
          expect(result.winningLines).toBe(wins);
          expect(result.payout).toBe(BigInt(wins) * stake * multiplier);
          expect(winningLinesOf(selection, drawn).length).toBe(wins);
        },
      ),
      { numRuns: 500 },
    );
  });

  test("Direct 1 wins on the first ball only", () => {
    const selection = checkSelection({ type: "direct", size: 1, numbers: [17] });
    expect(payout(selection, [17, 1, 2, 3, 4], 100n)).toEqual({ winningLines: 1, payout: 4_000n });
    expect(payout(selection, [1, 17, 2, 3, 4], 100n)).toEqual({ winningLines: 0, payout: 0n });
  });

  test("Direct 2–5 win in any order", () => {
    const drawn = [90, 4, 61, 23, 8];
    const direct = (numbers: number[]) =>
      checkSelection({ type: "direct", size: numbers.length as 2 | 3 | 4 | 5, numbers });
    expect(payout(direct([8, 90]), drawn, 50n).payout).toBe(12_000n);
    expect(payout(direct([23, 4, 61]), drawn, 50n).payout).toBe(105_000n);
    expect(payout(direct([8, 23, 61, 90]), drawn, 50n).payout).toBe(300_000n);
    expect(payout(direct([4, 8, 23, 61, 90]), drawn, 50n).payout).toBe(2_200_000n);
    expect(payout(direct([4, 8, 23, 61, 89]), drawn, 50n).payout).toBe(0n);
  });

  test("a Perm 2 of 4 with three numbers drawn wins C(3, 2) = 3 lines", () => {
    const selection = checkSelection({ type: "perm", size: 2, numbers: [1, 2, 3, 4] });
    expect(payout(selection, [3, 1, 77, 2, 50], 10n)).toEqual({ winningLines: 3, payout: 7_200n });
    expect(winningLinesOf(selection, [3, 1, 77, 2, 50])).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
  });

  test("a missed banker loses every line", () => {
    const selection = checkSelection({ type: "banker", size: 2, bankers: [7], numbers: [1, 2, 3] });
    expect(payout(selection, [1, 2, 3, 4, 5], 10n).winningLines).toBe(0);
    expect(payout(selection, [1, 2, 7, 4, 5], 10n)).toEqual({ winningLines: 2, payout: 4_800n });
  });

  test("Against pays the 2-number multiplier per winning pair", () => {
    const selection = checkSelection({ type: "against", top: [1, 2, 3], bottom: [10, 20] });
    // Hits 1, 2 on top and 20 below: pairs (1, 20) and (2, 20).
    expect(payout(selection, [1, 20, 2, 55, 66], 100n)).toEqual({ winningLines: 2, payout: 48_000n });
  });

  test("refuses a bad draw, stake or paytable", () => {
    const selection = checkSelection({ type: "direct", size: 2, numbers: [1, 2] });
    expect(() => payout(selection, [1, 2, 3, 4], 1n)).toThrow(/5 balls, not 4/);
    expect(() => payout(selection, [1, 2, 3, 4, 4], 1n)).toThrow(/4 is drawn twice/);
    expect(() => payout(selection, [1, 2, 3, 4, 91], 1n)).toThrow(/91 is not a ball/);
    expect(() => payout(selection, [1, 2, 3, 4, 5], 0n)).toThrow(/must be positive/);
    const broken = { multipliers: { ...DEFAULT_PAYTABLE.multipliers, 2: 2.5 } };
    expect(() => payout(selection, [1, 2, 3, 4, 5], 1n, broken)).toThrow(/2-number multiplier/);
    expect(checkDraw([5, 4, 3, 2, 1])).toEqual([5, 4, 3, 2, 1]);
  });
});
