import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  checkSelection,
  choose,
  combinations,
  lineCount,
  linesOf,
  MAX_LINES,
  SelectionError,
  type SelectionInput,
} from "./bet-types.ts";
import { binomial } from "./odds.ts";
import { againstInput, bankerInput, directInput, permInput, pickedNumbers } from "./test-selections.ts";

/** Lines as comparable strings, to check that no line is listed twice. */
const keys = (lines: readonly (readonly number[])[]) => new Set(lines.map((line) => line.join(",")));

describe("line counts", () => {
  test("choose is exact up to C(90, 5)", () => {
    for (let n = 0; n <= 90; n++)
      for (let k = 0; k <= 6; k++) expect(BigInt(choose(n, k))).toBe(binomial(n, k));
    expect(choose(90, 5)).toBe(43_949_268);
  });

  test("Perm k of n numbers has C(n, k) lines, all distinct k-subsets of the picks", () => {
    fc.assert(
      fc.property(permInput, (input) => {
        if (input.type !== "perm") throw new Error("perm expected");
        const selection = checkSelection(input);
        const lines = linesOf(selection);
        expect(lineCount(selection)).toBe(choose(input.numbers.length, input.size));
        expect(lines.length).toBe(lineCount(selection));
        expect(keys(lines).size).toBe(lines.length);
        const wellFormed = (line: readonly number[]) =>
          line.length === input.size &&
          line.every((n, i) => input.numbers.includes(n) && (i === 0 || line[i - 1]! < n));
        expect(lines.every(wellFormed)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  test("Banker: bankers on every line with C(variables, size − bankers) choices of the rest", () => {
    fc.assert(
      fc.property(bankerInput(), (input) => {
        const expected = choose(input.numbers.length, input.size - input.bankers.length);
        if (expected > MAX_LINES) {
          expect(() => checkSelection(input)).toThrow(SelectionError);
          return;
        }
        const selection = checkSelection(input);
        const lines = linesOf(selection);
        expect(lineCount(selection)).toBe(expected);
        expect(lines.length).toBe(expected);
        expect(keys(lines).size).toBe(lines.length);
        const wellFormed = (line: readonly number[]) =>
          line.length === input.size &&
          input.bankers.every((b) => line.includes(b)) &&
          line.filter((n) => input.numbers.includes(n)).length === input.size - input.bankers.length;
        expect(lines.every(wellFormed)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  test("one banker on 2-number lines pairs the banker with each variable number", () => {
    const selection = checkSelection({ type: "banker", size: 2, bankers: [7], numbers: [3, 50, 90] });
    expect(linesOf(selection)).toEqual([
      [3, 7],
      [7, 50],
      [7, 90],
    ]);
    // "Banker to all": the banker with every other number.
    const all = Array.from({ length: 90 }, (_, i) => i + 1).filter((n) => n !== 7);
    expect(lineCount(checkSelection({ type: "banker", size: 2, bankers: [7], numbers: all }))).toBe(89);
  });

  test("Against has |top| × |bottom| lines, one number from each group", () => {
    fc.assert(
      fc.property(againstInput(), (input) => {
        const selection = checkSelection(input);
        const lines = linesOf(selection);
        expect(lineCount(selection)).toBe(input.top.length * input.bottom.length);
        expect(lines.length).toBe(lineCount(selection));
        expect(keys(lines).size).toBe(lines.length);
        const across = (line: readonly number[]) =>
          line.filter((n) => input.top.includes(n)).length === 1 &&
          line.filter((n) => input.bottom.includes(n)).length === 1;
        expect(lines.every(across)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  test("Direct is one line of its own numbers, sorted", () => {
    fc.assert(
      fc.property(directInput, (input) => {
        const selection = checkSelection(input);
        expect(lineCount(selection)).toBe(1);
        expect(linesOf(selection)).toEqual([pickedNumbers(input).sort((a, b) => a - b)]);
      }),
    );
  });

  test("combinations lists C(n, k) distinct subsets", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 6 }), (n, k) => {
        const items = Array.from({ length: n }, (_, i) => i);
        const subsets = combinations(items, k);
        expect(subsets.length).toBe(choose(n, k));
        expect(keys(subsets).size).toBe(subsets.length);
      }),
    );
  });
});

describe("validation", () => {
  const rejects: [string, SelectionInput, RegExp][] = [
    ["a number below 1", { type: "direct", size: 1, numbers: [0] }, /0 is not a number from 1 to 90/],
    ["a number above 90", { type: "perm", size: 2, numbers: [1, 2, 91] }, /91 is not a number from 1 to 90/],
    ["a fraction", { type: "direct", size: 2, numbers: [1, 2.5] }, /2.5 is not a number/],
    ["a repeated number", { type: "perm", size: 3, numbers: [4, 5, 6, 4] }, /4 is picked twice/],
    ["too few for the Direct", { type: "direct", size: 3, numbers: [1, 2] }, /exactly 3 numbers, not 2/],
    ["too many for the Direct", { type: "direct", size: 1, numbers: [1, 2] }, /exactly 1 number, not 2/],
    ["a Direct 6", { type: "direct", size: 6 as 5, numbers: [1, 2, 3, 4, 5, 6] }, /Direct 1 to Direct 5/],
    ["a Perm of exactly k", { type: "perm", size: 3, numbers: [1, 2, 3] }, /more than 3 numbers/],
    [
      "a Perm 2 of 26",
      { type: "perm", size: 2, numbers: Array.from({ length: 26 }, (_, i) => i + 1) },
      /at most 25 numbers, not 26/,
    ],
    [
      "a Perm 5 of 11",
      { type: "perm", size: 5, numbers: Array.from({ length: 11 }, (_, i) => i + 1) },
      /at most 10 numbers, not 11/,
    ],
    ["a Perm 1", { type: "perm", size: 1 as 2, numbers: [1, 2] }, /Perm 2 to Perm 5/],
    ["a Banker without bankers", { type: "banker", size: 2, bankers: [], numbers: [1, 2] }, /1 to 1 banker/],
    [
      "a Banker with as many bankers as line numbers",
      { type: "banker", size: 3, bankers: [1, 2, 3], numbers: [4, 5] },
      /1 to 2 bankers, not 3/,
    ],
    [
      "a banker that is also variable",
      { type: "banker", size: 2, bankers: [5], numbers: [5, 6, 7] },
      /a banker cannot also be a variable number \(5\)/,
    ],
    [
      "a Banker that is a Direct",
      { type: "banker", size: 3, bankers: [1], numbers: [2, 3] },
      /more than 2 variable numbers/,
    ],
    [
      "a Banker of too many lines",
      { type: "banker", size: 3, bankers: [1], numbers: Array.from({ length: 89 }, (_, i) => i + 2) },
      /makes 3916 lines; a ticket takes at most 2025/,
    ],
    ["an empty Against group", { type: "against", top: [1, 2], bottom: [] }, /at least one number in each/],
    ["one against one", { type: "against", top: [1], bottom: [2] }, /is a Direct 2/],
    [
      "overlapping Against groups",
      { type: "against", top: [1, 2, 3], bottom: [3, 4, 1] },
      /cannot be in both groups \(1, 3\)/,
    ],
    ["an unknown type", { type: "lucky" } as unknown as SelectionInput, /unknown bet type "lucky"/],
  ];

  test.each(rejects)("rejects %s", (_, input, message) => {
    expect(() => checkSelection(input)).toThrow(SelectionError);
    expect(() => checkSelection(input)).toThrow(message);
  });

  test("rejects any selection holding a number outside 1–90 or a repeat", () => {
    const bad = fc.oneof(fc.integer({ min: -1000, max: 0 }), fc.integer({ min: 91, max: 1000 }));
    fc.assert(
      fc.property(permInput, bad, fc.nat(), (input, wrong, at) => {
        if (input.type !== "perm") throw new Error("perm expected");
        const numbers = [...input.numbers];
        numbers[at % numbers.length] = wrong;
        expect(() => checkSelection({ ...input, numbers })).toThrow(/is not a number from 1 to 90/);
        const repeated = [...input.numbers];
        repeated[(at + 1) % repeated.length] = repeated[at % repeated.length]!;
        expect(() => checkSelection({ ...input, numbers: repeated })).toThrow(/is picked twice/);
      }),
    );
  });

  test("sorts every group and keeps the picks", () => {
    const selection = checkSelection({ type: "against", top: [9, 3], bottom: [80, 1, 45] });
    expect(selection).toEqual({ type: "against", top: [3, 9], bottom: [1, 45, 80] });
  });
});
