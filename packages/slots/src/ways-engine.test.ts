import { describe, expect, test } from "vitest";
import type { WaysData } from "./slot-data.ts";
import { StopFloats } from "./test-floats.ts";
import { WaysSlot } from "./ways-engine.ts";

/* Hand-built grids: each reel strip is the column to show, so stop 0 shows it. */

function game(columns: string[][], freeSpins?: WaysData["freeSpins"]) {
  return new WaysSlot({
    slug: "test-ways",
    name: "Test ways",
    description: "",
    volatility: "low",
    rtp: "0.00",
    maxWin: 0,
    betUnit: 10,
    symbols: [
      { id: "W", name: "Wild", role: "wild" },
      { id: "S", name: "Scatter", role: "scatter", pays: { 3: 20 } },
      { id: "A", name: "A", role: "regular", pays: { 3: 2, 4: 5, 5: 10 } },
      { id: "B", name: "B", role: "regular", pays: { 3: 1 } },
      { id: "X", name: "Blank", role: "regular" },
    ],
    reels: columns.map((column) => column.join(" ")),
    ...(freeSpins ? { freeSpins } : {}),
  });
}

const spinOnce = (slot: WaysSlot, bet = 10) =>
  slot.play(new StopFloats([3, 3, 3, 3, 3], [[0, 0, 0, 0, 0]]), bet).spins[0]!;

describe("243 ways engine", () => {
  test("a symbol pays once per way: the product of its cells on adjacent reels", () => {
    const spin = spinOnce(
      game([
        ["A", "A", "X"],
        ["A", "X", "X"],
        ["A", "W", "A"],
        ["X", "X", "X"],
        ["A", "A", "A"],
      ]),
    );
    expect(spin.wins).toEqual([
      {
        kind: "ways",
        symbol: "A",
        count: 3,
        ways: 6,
        positions: [
          [0, 0],
          [0, 1],
          [1, 0],
          [2, 0],
          [2, 1],
          [2, 2],
        ],
        amount: 12,
      },
    ]);
  });

  test("only symbols on reel 1 pay, from the left, and every symbol pays its own ways", () => {
    const columns = [
      ["A", "B", "X"],
      ["A", "B", "W"],
      ["B", "A", "X"],
      ["X", "X", "X"],
      ["X", "X", "X"],
    ];
    const wins = spinOnce(game(columns)).wins;
    expect(wins.map(({ symbol, count, ways, amount }) => ({ symbol, count, ways, amount }))).toEqual([
      { symbol: "A", count: 3, ways: 2, amount: 4 },
      { symbol: "B", count: 3, ways: 2, amount: 2 },
    ]);
    const noStart = [
      ["X", "X", "X"],
      ["A", "A", "A"],
      ["A", "A", "A"],
      ["A", "A", "A"],
      ["A", "A", "A"],
    ];
    expect(spinOnce(game(noStart)).wins).toEqual([]);
  });

  test("a gap ends the run; a count the paytable does not list pays nothing", () => {
    const gap = [
      ["A", "X", "X"],
      ["A", "X", "X"],
      ["X", "X", "X"],
      ["A", "A", "A"],
      ["A", "A", "A"],
    ];
    expect(spinOnce(game(gap)).win).toBe(0);
    const five = [
      ["A", "X", "X"],
      ["W", "W", "X"],
      ["A", "X", "X"],
      ["W", "X", "A"],
      ["A", "X", "X"],
    ];
    expect(spinOnce(game(five), 30).wins.map(({ count, ways, amount }) => ({ count, ways, amount }))).toEqual(
      [{ count: 5, ways: 4, amount: 120 }],
    );
  });

  test("scatters pay anywhere, on top of ways wins", () => {
    const spin = spinOnce(
      game([
        ["S", "A", "X"],
        ["A", "S", "X"],
        ["A", "X", "S"],
        ["X", "X", "X"],
        ["X", "X", "X"],
      ]),
    );
    expect(spin.wins.map(({ kind, count, amount }) => ({ kind, count, amount }))).toEqual([
      { kind: "ways", count: 3, amount: 2 },
      { kind: "scatter", count: 3, amount: 20 },
    ]);
  });

  test("the rules say what it pays: the published pay × the total stake, for each way", () => {
    const slot = game([
      ["A", "A", "X"],
      ["A", "X", "X"],
      ["A", "A", "A"],
      ["X", "X", "X"],
      ["X", "X", "X"],
    ]);
    expect(slot.definition.rules).toContain(
      "Pays are multiples of the total stake, for each way; the stake is a multiple of 10 minor units, so every win is whole.",
    );
    const published = slot.definition.paytable.find((entry) => entry.symbol === "A")!.pays["3"]!;
    const stake = 70;
    const ways = 2 * 1 * 3;
    expect(spinOnce(slot, stake).win).toBe(published * stake * ways);
  });

  test("refuses a wild on reel 1 and a wild with pays of its own", () => {
    const columns = [
      ["W", "A", "X"],
      ["A", "X", "X"],
      ["A", "X", "X"],
      ["A", "X", "X"],
      ["A", "X", "X"],
    ];
    expect(() => game(columns)).toThrow(/reel 1/);
  });
});
