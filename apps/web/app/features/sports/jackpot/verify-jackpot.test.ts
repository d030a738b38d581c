import type { SportsJackpotRound } from "@platform/contracts";
import { closeEntropy, toWeights, virtualCommitment } from "@platform/sports";
import { describe, expect, test } from "vitest";
import { servedJackpotInput, verifyJackpotRound } from "./verify-jackpot.ts";

/*
 * The Verify button's check: the server's recorded draw (apps/games cancelled-draw.test.ts: seed
 * 9f…, this entropy and weights draw 2111111132132 for matches 0–12) recomputed in the browser's
 * code, ✓ for the served round; ✗ for a tampered seed, and for a drawn result changed.
 */

const SEED = "9f".repeat(32);
const ENTROPY = closeEntropy({ closedAt: "2026-03-01T15:00:00.000Z", acceptedBetIds: ["a", "b"] });
const WEIGHTS = [...toWeights([0.45, 0.28, 0.27])];
const RECORDED = "2111111132132";
/** Matches 3, 8 and 9 were cancelled (drawn); the feed resulted the others. */
const DRAWN = new Set([3, 8, 9]);

function settledRound(): SportsJackpotRound {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    number: 7,
    status: "settled",
    closes_at: "2026-03-01T15:00:00.000Z",
    window_ends_at: "2026-03-08T15:00:00.000Z",
    settled_at: "2026-03-02T15:00:00.000Z",
    currency: "KES",
    line_price: 5_000,
    max_lines: 1_152,
    pool_share_bp: 6_000,
    pool: 0,
    pool_in: 0,
    rollover_out: 0,
    tiers: [],
    commitment: virtualCommitment(SEED),
    server_seed: SEED,
    beacon_round: null,
    entropy: ENTROPY,
    fixtures: Array.from({ length: 13 }, (_, i) => ({
      id: `sim:match:${i}`,
      home: `Home ${i}`,
      away: `Away ${i}`,
      kick_off: "2026-03-01T15:00:00.000Z",
      status: "ended",
      cancelled: false,
      weights: WEIGHTS,
      result: DRAWN.has(i)
        ? { outcome: RECORDED[i] as "1" | "2" | "3", drawn: true }
        : { outcome: "1" as const, drawn: false },
    })),
  };
}

describe("verifying a settled jackpot round in the browser", () => {
  test("the served round: commitment ✓, each drawn match recomputed ✓, the others not recomputed", () => {
    const round = settledRound();
    const verdict = verifyJackpotRound(round, servedJackpotInput(round)!);
    expect(verdict.commitmentOk).toBe(true);
    expect(verdict.verified).toBe(true);
    expect(verdict.matches.filter((match) => match.ok === true).map((match) => match.index)).toEqual([
      3, 8, 9,
    ]);
    expect(verdict.matches.filter((match) => match.ok === null)).toHaveLength(10);
    expect(verdict.matches[8]!.replayed).toBe(RECORDED[8]);
  });

  test("a tampered seed: the commitment ✗ and the round not verified", () => {
    const round = settledRound();
    const verdict = verifyJackpotRound(round, { ...servedJackpotInput(round)!, serverSeed: "9e".repeat(32) });
    expect(verdict.commitmentOk).toBe(false);
    expect(verdict.verified).toBe(false);
  });

  test("a drawn result served differently from the draw: that match ✗", () => {
    const round = settledRound();
    const served = round.fixtures[8]!.result!;
    round.fixtures[8]!.result = { outcome: served.outcome === "1" ? "3" : "1", drawn: true };
    const verdict = verifyJackpotRound(round, servedJackpotInput(round)!);
    expect(verdict.matches[8]!.ok).toBe(false);
    expect(verdict.verified).toBe(false);
    expect(verdict.matches[3]!.ok).toBe(true);
  });

  test("nothing to verify before the seed is revealed", () => {
    expect(servedJackpotInput({ ...settledRound(), server_seed: null })).toBeNull();
  });
});
