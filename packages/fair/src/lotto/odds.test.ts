import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { Fraction } from "../fraction.ts";
import { checkSelection, type LineSize, lineSizeOf, type SelectionInput } from "./bet-types.ts";
import { betTypeOdds, binomial, lineChance, lineRtp, ticketOdds } from "./odds.ts";
import { DEFAULT_PAYTABLE } from "./paytable.ts";
import { againstInput, bankerInput, directInput, permInput } from "./test-selections.ts";

const f = (num: bigint | number, den: bigint | number = 1) => new Fraction(BigInt(num), BigInt(den));
const draws = binomial(90, 5);

describe("line chances and returns, exactly", () => {
  test("match REFERENCES §Lotto 5/90", () => {
    expect(lineChance(1, true)).toEqual(f(1, 90));
    expect(lineChance(2, false)).toEqual(f(2, 801));
    expect(lineChance(2, false)).toEqual(f(binomial(88, 3), draws));
    expect(lineChance(3, false)).toEqual(f(1, 11_748));
    expect(lineChance(4, false)).toEqual(f(1, 511_038));
    expect(lineChance(5, false)).toEqual(f(1, 43_949_268));
    expect(lineRtp(2, false, DEFAULT_PAYTABLE)).toEqual(f(480, 801));
    expect(lineRtp(2, false, DEFAULT_PAYTABLE).toPercent(2)).toBe("59.93");
  });

  test("C(90 − k, 5 − k) / C(90, 5) = C(5, k) / C(90, k) for every k", () => {
    for (const k of [1, 2, 3, 4, 5] as LineSize[])
      expect(lineChance(k, false)).toEqual(f(binomial(90 - k, 5 - k), draws));
  });

  test("the how-to-play rows", () => {
    const rows = Object.fromEntries(betTypeOdds(DEFAULT_PAYTABLE).map((row) => [row.label, row]));
    expect(Object.keys(rows)).toEqual([
      "Direct 1",
      "Direct 2",
      "Direct 3",
      "Direct 4",
      "Direct 5",
      "Perm 2",
      "Perm 3",
      "Perm 4",
      "Perm 5",
      "Banker 2",
      "Banker 3",
      "Banker 4",
      "Banker 5",
      "Against",
    ]);
    const summary = (label: string) => [rows[label]!.oneIn, rows[label]!.rtpPercent];
    expect(summary("Direct 1")).toEqual([90, "44.44"]);
    expect(summary("Direct 2")).toEqual([401, "59.93"]);
    expect(summary("Direct 3")).toEqual([11_748, "17.88"]);
    expect(summary("Direct 4")).toEqual([511_038, "1.17"]);
    expect(summary("Direct 5")).toEqual([43_949_268, "0.10"]);
    for (const k of [2, 3, 4, 5]) {
      expect(summary(`Perm ${k}`)).toEqual(summary(`Direct ${k}`));
      expect(summary(`Banker ${k}`)).toEqual(summary(`Direct ${k}`));
    }
    expect(summary("Against")).toEqual(summary("Direct 2"));
  });
});

describe("ticket odds", () => {
  const anySelection: fc.Arbitrary<SelectionInput> = fc.oneof(
    directInput,
    permInput,
    bankerInput(20),
    againstInput(),
  );

  test("a ticket returns its line RTP, and wins at least as often as one line", () => {
    fc.assert(
      fc.property(anySelection, (input) => {
        let selection: ReturnType<typeof checkSelection>;
        try {
          selection = checkSelection(input);
        } catch {
          return; // a Banker over the line cap
        }
        const size = lineSizeOf(selection);
        const firstBallOnly = input.type === "direct" && input.size === 1;
        const odds = ticketOdds(selection, DEFAULT_PAYTABLE);
        expect(odds.rtp).toEqual(lineRtp(size, firstBallOnly, DEFAULT_PAYTABLE));
        expect(odds.chanceOfWin.compare(lineChance(size, firstBallOnly))).toBeGreaterThanOrEqual(0);
        expect(odds.chanceOfWin.compare(f(1))).toBeLessThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  test("an Against ticket wins when both groups are hit (inclusion–exclusion)", () => {
    fc.assert(
      fc.property(againstInput(), (input) => {
        const t = input.top.length;
        const b = input.bottom.length;
        const none = (missing: number) => f(binomial(90 - missing, 5), draws);
        const expected = f(1)
          .sub(none(t))
          .sub(none(b))
          .add(none(t + b));
        expect(ticketOdds(checkSelection(input), DEFAULT_PAYTABLE).chanceOfWin).toEqual(expected);
      }),
    );
  });

  test("a Perm k of n wins when at least k of its numbers are drawn", () => {
    const selection = checkSelection({ type: "perm", size: 2, numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    // 1 − P(0 hits) − P(1 hit)
    const expected = f(1)
      .sub(f(binomial(80, 5), draws))
      .sub(f(10n * binomial(80, 4), draws));
    expect(ticketOdds(selection, DEFAULT_PAYTABLE).chanceOfWin).toEqual(expected);
  });
});
