import type { SlotOutcome } from "@platform/contracts";
import { nodeFairFloats } from "@platform/fair/node";
import type { FloatSource, PublishedSlot, SlotGame } from "@platform/slots";
import type { SlotEngine } from "../play/engine.ts";

/**
 * A tiny deterministic game for the service's tests: three reels of [seven, bar, cherry, bar],
 * one line across the middle; three sevens pay 20× the stake, three bars 2×, three cherries 5×.
 * Stakes are multiples of 10 minor units. It is not one of the engine's games: the service must
 * work with any SlotGame.
 */
const strip = ["7", "B", "C", "B"];
const pays: Record<string, number> = { "7": 20, B: 2, C: 5 };

export const testSlotDefinition: PublishedSlot = {
  slug: "test-sevens",
  name: "Test Sevens",
  description: "A three-reel test game.",
  lines: "1 line",
  volatility: "low",
  rtp: "90.63",
  maxWin: 20,
  rows: 1,
  reels: [strip, strip, strip],
  paytable: Object.entries(pays).map(([symbol, multiple]) => ({
    symbol,
    name: symbol,
    pays: { "3": multiple },
    role: "regular" as const,
  })),
  rules: ["Three of a kind on the line pays."],
  betUnit: 10,
};

export const testSlot: SlotGame = {
  definition: testSlotDefinition,
  play(floats: FloatSource, bet: number): SlotOutcome {
    const stops = [0, 1, 2].map(() => Math.floor(floats.next() * strip.length));
    const grid = stops.map((stop) => [strip[stop]!]);
    const symbols = grid.map((column) => column[0]!);
    const win = symbols.every((symbol) => symbol === symbols[0]) ? (pays[symbols[0]!] ?? 0) * bet : 0;
    const wins =
      win > 0
        ? [
            {
              kind: "line" as const,
              symbol: symbols[0]!,
              count: 3,
              line: 0,
              positions: [0, 1, 2].map((reel) => [reel, 0] as [number, number]),
              amount: win,
            },
          ]
        : [];
    return { spins: [{ stops, grid, wins, win }], total_win: win };
  },
  simulate(floats: FloatSource): number {
    return this.play(floats, testSlotDefinition.betUnit).total_win;
  },
};

/** The service's engine in tests: the test game and the real provably fair float stream. */
export const testEngine: SlotEngine = {
  games: new Map([[testSlot.definition.slug, testSlot]]),
  floats: nodeFairFloats,
};
