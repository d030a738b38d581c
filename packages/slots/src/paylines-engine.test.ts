import { slotOutcomeSchema } from "@platform/contracts";
import { describe, expect, test } from "vitest";
import { PaylinesSlot } from "./paylines-engine.ts";
import type { FreeSpinsSpec, PaylinesData } from "./slot-data.ts";
import { StopFloats } from "./test-floats.ts";

/* Hand-built grids: each reel strip is the column to show, so stop 0 shows it. */

const LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
];

function game(columns: string[][], freeSpins?: FreeSpinsSpec) {
  const data: PaylinesData = {
    slug: "test-lines",
    name: "Test lines",
    description: "",
    volatility: "low",
    rtp: "0.00",
    maxWin: 0,
    symbols: [
      { id: "W", name: "Wild", role: "wild", pays: { 3: 50, 4: 100, 5: 500 } },
      { id: "S", name: "Scatter", role: "scatter", pays: { 3: 8, 4: 40 } },
      { id: "A", name: "A", role: "regular", pays: { 3: 5, 4: 10, 5: 20 } },
      { id: "B", name: "B", role: "regular", pays: { 2: 1, 3: 4 } },
      { id: "X", name: "Blank", role: "regular" },
    ],
    paylines: LINES,
    reels: columns.map((column) => column.join(" ")),
    ...(freeSpins ? { freeSpins } : {}),
  };
  return new PaylinesSlot(data);
}

/** Columns whose middle row reads `middle`, X elsewhere. */
const middleRow = (...middle: string[]) => middle.map((symbol) => ["X", symbol, "X"]);
const spinOnce = (slot: PaylinesSlot, bet = 4) =>
  slot.play(new StopFloats([3, 3, 3, 3, 3], [[0, 0, 0, 0, 0]]), bet).spins[0]!;

describe("paylines engine", () => {
  test("the wild stands in for a regular symbol", () => {
    const spin = spinOnce(game(middleRow("A", "W", "A", "X", "X")));
    expect(spin.wins).toEqual([
      {
        kind: "line",
        symbol: "A",
        count: 3,
        line: 0,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        amount: 5,
      },
    ]);
    expect(spin.win).toBe(5);
  });

  test("wins count from the leftmost reel only", () => {
    expect(spinOnce(game(middleRow("X", "A", "A", "A", "A"))).wins).toEqual([]);
    expect(spinOnce(game(middleRow("A", "A", "X", "A", "A"))).wins).toEqual([]);
  });

  test("each line pays only its highest win: wilds alone or the symbol they complete", () => {
    const byWilds = spinOnce(game(middleRow("W", "W", "W", "A", "A"))).wins;
    expect(byWilds.map(({ symbol, count, amount }) => ({ symbol, count, amount }))).toEqual([
      { symbol: "W", count: 3, amount: 50 },
    ]);
    const bySymbol = spinOnce(game(middleRow("W", "W", "A", "A", "A"))).wins;
    expect(bySymbol.map(({ symbol, count, amount }) => ({ symbol, count, amount }))).toEqual([
      { symbol: "A", count: 5, amount: 20 },
    ]);
  });

  test("the wild pays on its own and a scatter ends a line", () => {
    const wins = spinOnce(game(middleRow("W", "W", "W", "S", "W"))).wins;
    expect(wins.map(({ kind, symbol, count }) => ({ kind, symbol, count }))).toEqual([
      { kind: "line", symbol: "W", count: 3 },
    ]);
  });

  test("a count the paytable does not list pays nothing", () => {
    expect(spinOnce(game(middleRow("A", "A", "X", "X", "X"))).win).toBe(0);
    expect(spinOnce(game(middleRow("B", "B", "X", "X", "X"))).win).toBe(1);
  });

  test("lines add up, each with its own cells", () => {
    const columns = [
      ["A", "B", "X"],
      ["A", "B", "X"],
      ["A", "B", "X"],
      ["X", "X", "X"],
      ["X", "X", "X"],
    ];
    const wins = spinOnce(game(columns)).wins;
    expect(wins.map(({ line, symbol, count }) => ({ line, symbol, count }))).toEqual([
      { line: 0, symbol: "B", count: 3 },
      { line: 1, symbol: "A", count: 3 },
    ]);
    // Line 3 is the V: A (top), B (middle), X (bottom) — no win.
    expect(spinOnce(game(columns)).win).toBe(4 + 5);
  });

  test("scatters pay anywhere, with their positions, on the total count", () => {
    const columns = [
      ["S", "X", "X"],
      ["X", "X", "X"],
      ["X", "S", "X"],
      ["X", "X", "X"],
      ["X", "X", "S"],
    ];
    const spin = spinOnce(game(columns));
    expect(spin.wins).toEqual([
      {
        kind: "scatter",
        symbol: "S",
        count: 3,
        positions: [
          [0, 0],
          [2, 1],
          [4, 2],
        ],
        amount: 8,
      },
    ]);
  });

  test("free spins are played at once, with their multiplier, from the same floats", () => {
    // Stop 0 shows three scatters; stop 3 shows A across the middle row.
    const columns = [
      ["S", "X", "X", "X", "A", "X"],
      ["X", "X", "X", "X", "A", "X"],
      ["X", "S", "X", "X", "A", "X"],
      ["X", "X", "X", "X", "A", "X"],
      ["X", "X", "S", "X", "A", "X"],
    ];
    const slot = game(columns, { awards: { 3: 2 }, multiplier: 3, retrigger: false });
    const floats = new StopFloats(
      [6, 6, 6, 6, 6],
      [
        [0, 0, 0, 0, 0],
        [3, 3, 3, 3, 3],
        [3, 3, 3, 3, 3],
      ],
    );
    const outcome = slot.play(floats, 8);
    expect(floats.left).toBe(0);
    expect(outcome.spins.map((spin) => [spin.win, spin.multiplier, spin.awarded_free_spins])).toEqual([
      [16, undefined, 2],
      [120, 3, undefined],
      [120, 3, undefined],
    ]);
    expect(outcome.total_win).toBe(256);
    expect(outcome.spins[1]!.wins[0]!.amount).toBe(120);
    expect(slotOutcomeSchema.parse(outcome)).toEqual(outcome);
  });

  test("retriggered free spins add to those left; without retrigger scatters still pay", () => {
    const columns = [
      ["S", "X", "X", "X", "A", "X"],
      ["X", "X", "X", "X", "A", "X"],
      ["X", "S", "X", "X", "A", "X"],
      ["X", "X", "X", "X", "A", "X"],
      ["X", "X", "S", "X", "A", "X"],
    ];
    const trigger = [0, 0, 0, 0, 0];
    const line = [3, 3, 3, 3, 3];
    const retriggering = game(columns, { awards: { 3: 2 }, multiplier: 2, retrigger: true });
    const again = retriggering.play(new StopFloats([6, 6, 6, 6, 6], [trigger, trigger, line, line, line]), 4);
    expect(again.spins.map((spin) => spin.awarded_free_spins ?? 0)).toEqual([2, 2, 0, 0, 0]);
    const once = game(columns, { awards: { 3: 2 }, multiplier: 2, retrigger: false });
    const floats = new StopFloats([6, 6, 6, 6, 6], [trigger, trigger, line]);
    const outcome = once.play(floats, 4);
    expect(outcome.spins.map((spin) => [spin.win, spin.awarded_free_spins ?? 0])).toEqual([
      [8, 2],
      [16, 0],
      [40, 0],
    ]);
  });

  test("wins scale with the stake, which must be a multiple of the line count", () => {
    const slot = game(middleRow("A", "A", "A", "A", "X"));
    expect(spinOnce(slot, 4).win).toBe(10);
    expect(spinOnce(slot, 28).win).toBe(70);
    expect(slot.simulate(new StopFloats([3, 3, 3, 3, 3], [[0, 0, 0, 0, 0]]))).toBe(10);
    for (const bet of [0, 5, -4, 4.5]) expect(() => spinOnce(slot, bet)).toThrow(RangeError);
    expect(slot.definition.betUnit).toBe(4);
  });
});
