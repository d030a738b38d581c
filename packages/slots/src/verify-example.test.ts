import { SLOT_EXAMPLE } from "@platform/fair";
import { nodeFairFloats } from "@platform/fair/node";
import { expect, test } from "vitest";
import { findSlotGame } from "./slot-games.ts";

/*
 * The slot worked example of the "How to verify" sections, replayed by the engine that plays the
 * game: the same stops, reels in view, wins and total (packages/fair checks its floats and script).
 */
test("the How to verify slot example is what the game plays on those seeds", () => {
  const game = findSlotGame(SLOT_EXAMPLE.game.slug)!;
  const { definition } = game;
  expect(definition.name).toBe(SLOT_EXAMPLE.game.name);
  expect(SLOT_EXAMPLE.reels.map((reel) => reel.length)).toEqual(
    definition.reels.map((strip) => strip.length),
  );
  const outcome = game.play(nodeFairFloats(SLOT_EXAMPLE), SLOT_EXAMPLE.stake);
  expect(outcome.spins).toHaveLength(1);
  const [spin] = outcome.spins;
  expect(spin!.stops).toEqual(SLOT_EXAMPLE.reels.map((reel) => reel.stop));
  expect(spin!.grid).toEqual(SLOT_EXAMPLE.window);
  // The window as the method reads it: strip[stop], strip[stop + 1], strip[stop + 2], wrapping.
  const window = definition.reels.map((strip, reel) =>
    Array.from({ length: definition.rows }, (_, row) => strip[(spin!.stops[reel]! + row) % strip.length]),
  );
  expect(window).toEqual(SLOT_EXAMPLE.window);
  expect(definition.paylines).toHaveLength(SLOT_EXAMPLE.game.lines);
  const lineBet = SLOT_EXAMPLE.stake / SLOT_EXAMPLE.game.lines;
  expect(spin!.wins).toEqual(
    SLOT_EXAMPLE.wins.map((win) => ({
      kind: "line",
      symbol: win.symbol,
      count: win.count,
      line: win.line - 1,
      positions: win.positions,
      amount: win.linePay * lineBet,
    })),
  );
  for (const win of SLOT_EXAMPLE.wins) {
    const shape = definition.paylines![win.line - 1]!;
    expect(win.positions).toEqual(shape.slice(0, win.count).map((row, reel) => [reel, row]));
  }
  for (const win of SLOT_EXAMPLE.wins) {
    expect(definition.paytable.find((entry) => entry.symbol === win.symbol)?.pays[win.count]).toBe(
      win.linePay,
    );
  }
  expect(outcome.total_win).toBe(SLOT_EXAMPLE.totalWin);
});
