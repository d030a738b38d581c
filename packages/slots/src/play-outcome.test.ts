import { slotOutcomeSchema } from "@platform/contracts";
import { nodeFairFloats } from "@platform/fair/node";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SLOT_GAMES } from "./slot-games.ts";
import type { FloatSource } from "./types.ts";

/** Records the floats a round reads. */
class Recorded implements FloatSource {
  readonly floats: number[] = [];
  constructor(private readonly source: FloatSource) {}
  next(): number {
    const float = this.source.next();
    this.floats.push(float);
    return float;
  }
}

const seeds = fc.record({
  serverSeed: fc.stringMatching(/^[0-9a-f]{64}$/),
  clientSeed: fc.string({ minLength: 1, maxLength: 20 }),
  nonce: fc.nat({ max: 1_000_000 }),
});

describe.each(SLOT_GAMES.map((game) => [game.definition.slug, game] as const))("%s: play", (_, game) => {
  const { definition } = game;
  const lengths = definition.reels.map((strip) => strip.length);

  test("shows what the floats and the strips say, and pays what simulate says", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 40 }), (round, units) => {
        const bet = units * definition.betUnit;
        const floats = new Recorded(nodeFairFloats(round));
        const outcome = game.play(floats, bet);
        expect(slotOutcomeSchema.parse(outcome)).toEqual(outcome);
        // The same floats through the fast path give the same round.
        expect(outcome.total_win).toBe(units * game.simulate(nodeFairFloats(round)));
        expect(floats.floats.length).toBe(outcome.spins.length * lengths.length);
        let awarded = 0;
        outcome.spins.forEach((spin, k) => {
          spin.stops.forEach((stop, reel) => {
            expect(stop).toBe(Math.floor(floats.floats[k * lengths.length + reel]! * lengths[reel]!));
            spin.grid[reel]!.forEach((symbol, row) => {
              expect(symbol).toBe(definition.reels[reel]![(stop + row) % lengths[reel]!]);
            });
          });
          expect(spin.wins.reduce((sum, win) => sum + win.amount, 0)).toBe(spin.win);
          for (const win of spin.wins) {
            expect(win.amount % units).toBe(0);
            for (const [reel, row] of win.positions) expect(spin.grid[reel]![row]).toBeDefined();
          }
          expect(spin.win).toBeLessThanOrEqual(definition.maxWin * bet);
          expect(spin.multiplier === undefined).toBe(k === 0);
          awarded += spin.awarded_free_spins ?? 0;
        });
        expect(outcome.spins.length).toBe(1 + awarded);
        expect(outcome.total_win).toBe(outcome.spins.reduce((sum, spin) => sum + spin.win, 0));
      }),
      { numRuns: 150 },
    );
  });

  test("publishes its rules, strips and paytable", () => {
    expect(definition.rules.length).toBeGreaterThan(3);
    expect(definition.paytable.some((entry) => Object.keys(entry.pays).length > 0)).toBe(true);
    const symbols = new Set(definition.paytable.map((entry) => entry.symbol));
    for (const strip of definition.reels) for (const symbol of strip) expect(symbols.has(symbol)).toBe(true);
  });
});
