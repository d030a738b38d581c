import { describe, expect, test } from "vitest";
import { ClassicSlot } from "./classic-engine.ts";
import { StopFloats } from "./test-floats.ts";

/* Hand-built lines: each reel strip is X, the symbol to show, X, so stop 0 shows it on the middle row. */

function game(wildMultiplier: number) {
  return (line: string[]) => {
    const slot = new ClassicSlot({
      slug: "test-classic",
      name: "Test classic",
      description: "",
      volatility: "low",
      rtp: "0.00",
      maxWin: 0,
      symbols: [
        { id: "W", name: "Wild", role: "wild", pays: { 3: 100 } },
        { id: "R7", name: "Red seven", role: "regular", pays: { 3: 50 } },
        { id: "B7", name: "Blue seven", role: "regular", pays: { 3: 30 } },
        { id: "BAR1", name: "Bar", role: "regular", pays: { 3: 10 } },
        { id: "BAR2", name: "Double bar", role: "regular", pays: { 3: 20 } },
        { id: "C", name: "Cherry", role: "regular", pays: { 1: 1, 2: 3, 3: 9 } },
        { id: "X", name: "Blank", role: "regular" },
      ],
      groups: [
        { id: "ANY7", name: "Any seven", of: ["R7", "B7"], pays: { 3: 15 } },
        { id: "ANYBAR", name: "Any bar", of: ["BAR1", "BAR2"], pays: { 3: 5 } },
      ],
      wildMultiplier,
      paylines: [[1, 1, 1]],
      reels: line.map((symbol) => `X ${symbol} X`),
    });
    const spin = slot.play(new StopFloats([3, 3, 3], [[0, 0, 0]]), 2).spins[0]!;
    const win = spin.wins[0];
    return win ? { symbol: win.symbol, count: win.count, amount: win.amount } : null;
  };
}

describe("classic engine", () => {
  const plain = game(1);
  const doubling = game(2);

  test("three of a kind, mixed groups, and the highest win only", () => {
    expect(plain(["R7", "R7", "R7"])).toEqual({ symbol: "R7", count: 3, amount: 100 });
    expect(plain(["R7", "B7", "R7"])).toEqual({ symbol: "ANY7", count: 3, amount: 30 });
    expect(plain(["BAR2", "BAR1", "BAR2"])).toEqual({ symbol: "ANYBAR", count: 3, amount: 10 });
    expect(plain(["BAR1", "R7", "BAR1"])).toBeNull();
  });

  test("cherries count from the left", () => {
    expect(plain(["C", "X", "C"])).toEqual({ symbol: "C", count: 1, amount: 2 });
    expect(plain(["C", "C", "X"])).toEqual({ symbol: "C", count: 2, amount: 6 });
    expect(plain(["X", "C", "C"])).toBeNull();
  });

  test("the wild stands in, needs a real symbol, and pays three of its own", () => {
    expect(plain(["W", "R7", "B7"])).toEqual({ symbol: "ANY7", count: 3, amount: 30 });
    expect(plain(["W", "W", "W"])).toEqual({ symbol: "W", count: 3, amount: 200 });
    expect(plain(["W", "W", "X"])).toBeNull();
    expect(plain(["W", "C", "X"])).toEqual({ symbol: "C", count: 2, amount: 6 });
  });

  test("a doubling wild multiplies the win it completes, ×4 with two", () => {
    expect(doubling(["R7", "W", "R7"])).toEqual({ symbol: "R7", count: 3, amount: 200 });
    expect(doubling(["W", "W", "BAR1"])).toEqual({ symbol: "BAR1", count: 3, amount: 80 });
    expect(doubling(["W", "W", "C"])).toEqual({ symbol: "C", count: 3, amount: 72 });
    expect(doubling(["W", "W", "W"])).toEqual({ symbol: "W", count: 3, amount: 200 });
  });
});
