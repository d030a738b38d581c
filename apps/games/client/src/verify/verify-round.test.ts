import type { SlotOutcome } from "@platform/contracts";
import type { FloatSource, SlotGame } from "@platform/slots";
import { describe, expect, it } from "vitest";
import { canonical, commitmentHolds, compareOutcomes, recompute } from "./verify-round.ts";

/** A stand-in engine: 3 reels of 10, one spin, stop i = floor(float × 10), pays 2× on three equal stops. */
const strip = ["A", "K", "Q", "J", "T", "A", "K", "Q", "J", "T"];
const game = {
  definition: { slug: "test-slot", name: "Test slot", reels: [strip, strip, strip], rows: 1 },
  play(floats: FloatSource, bet: number): SlotOutcome {
    const stops = [0, 1, 2].map(() => Math.floor(floats.next() * strip.length));
    const grid = stops.map((stop) => [strip[stop]!]);
    const win = new Set(grid.map((cell) => cell[0])).size === 1 ? bet * 2 : 0;
    return { spins: [{ stops, grid, wins: [], win }], total_win: win };
  },
  simulate: () => 0,
} as unknown as SlotGame;

const seeds = { serverSeed: "a1b2c3", clientSeed: "player-seed", nonce: 7, bet: 100 };

describe("the verifier", () => {
  it("recomputes the same round from the same seeds, and finds it equal to the record", async () => {
    const recorded = await recompute(game, seeds);
    const again = await recompute(game, seeds);
    expect(compareOutcomes(recorded, again).match).toBe(true);
    const other = await recompute(game, { ...seeds, nonce: 8 });
    expect(canonical(other.spins[0]!.stops)).not.toBe(canonical(recorded.spins[0]!.stops));
  });

  it("points at the spin that differs from the record", async () => {
    const recorded = await recompute(game, seeds);
    const tampered: SlotOutcome = structuredClone(recorded);
    tampered.spins[0]!.stops[1] = (tampered.spins[0]!.stops[1]! + 1) % 10;
    const comparison = compareOutcomes(tampered, recorded);
    expect(comparison.match).toBe(false);
    expect(comparison.spins[0]).toMatchObject({ stops: false });
    const longer = { ...recorded, spins: [...recorded.spins, recorded.spins[0]!] };
    expect(compareOutcomes(longer, recorded).spins[1]).toMatchObject({ computed: null, stops: false });
  });

  it("compares rounds whatever the order of their keys (jsonb reorders them)", () => {
    const a: SlotOutcome = {
      spins: [
        {
          stops: [1],
          grid: [["A"]],
          wins: [{ kind: "line", symbol: "A", count: 3, positions: [], amount: 5 }],
          win: 5,
        },
      ],
      total_win: 5,
    };
    const b = JSON.parse(
      '{"total_win":5,"spins":[{"win":5,"wins":[{"amount":5,"count":3,"kind":"line","positions":[],"symbol":"A"}],"grid":[["A"]],"stops":[1]}]}',
    );
    expect(compareOutcomes(a, b).match).toBe(true);
  });

  it("checks SHA-256 of the server seed against the committed hash", async () => {
    const abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    expect(await commitmentHolds("abc", abc)).toBe(true);
    expect(await commitmentHolds("abc", abc.toUpperCase())).toBe(true);
    expect(await commitmentHolds("abd", abc)).toBe(false);
  });
});
