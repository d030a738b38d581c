import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { DEFAULT_TIERS } from "./jackpot-config.ts";
import { linesByCorrect, settlePool, ticketLines, ticketPayout } from "./jackpot-maths.ts";

/*
 * The pool's accounting over random rounds: sales, carried pools and tickets (random picks, random
 * results). pool_in + sales_share − prizes_paid − rollover_out = 0, rollover_out ≥ 0, each tier
 * pays at most its share, lines are never paid fractions, and the tickets' payouts add up to the
 * prizes paid. A chain of rounds carries each rollover into the next pool_in, so no money appears
 * or disappears across rounds.
 */

const outcome = fc.constantFrom("1", "2", "3");
const matchPicks = fc.subarray(["1", "2", "3"], { minLength: 1, maxLength: 3 });
const ticket = fc.array(matchPicks, { minLength: 13, maxLength: 13 });

describe("lines", () => {
  test("a double chance doubles, a triple triples; counting by polynomial equals brute force", () => {
    fc.assert(
      fc.property(ticket, fc.array(outcome, { minLength: 13, maxLength: 13 }), (picks, results) => {
        const counts = linesByCorrect(picks, results);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(ticketLines(picks));
        // Brute force over the product of picks (small tickets only).
        if (ticketLines(picks) <= 256) {
          const brute = new Array(14).fill(0);
          const walk = (index: number, correct: number) => {
            if (index === 13) {
              brute[correct]++;
              return;
            }
            for (const pick of picks[index]!) walk(index + 1, correct + (pick === results[index] ? 1 : 0));
          };
          walk(0, 0);
          expect(counts).toEqual(brute);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("two double chances: 4 lines; all right: one line of 13, two of 12, one of 11", () => {
    const picks = Array.from({ length: 13 }, (_, i) => (i < 2 ? ["1", "2"] : ["1"]));
    expect(ticketLines(picks)).toBe(4);
    const counts = linesByCorrect(picks, Array(13).fill("1"));
    expect([counts[13], counts[12], counts[11]]).toEqual([1, 2, 1]);
  });
});

describe("the pool", () => {
  const round = fc.record({
    poolIn: fc.integer({ min: 0, max: 10 ** 10 }),
    tickets: fc.array(fc.record({ picks: ticket, linePrice: fc.constantFrom(100, 5_000, 2_000) }), {
      maxLength: 15,
    }),
    results: fc.array(outcome, { minLength: 13, maxLength: 13 }),
    poolShareBp: fc.integer({ min: 0, max: 10_000 }),
  });

  test("pool_end = pool_in + sales_share − prizes_paid − rollover_out = 0, payouts add up", () => {
    fc.assert(
      fc.property(round, ({ poolIn, tickets, results, poolShareBp }) => {
        const counted = tickets.map((t) => ({
          stake: ticketLines(t.picks) * t.linePrice,
          counts: linesByCorrect(t.picks, results),
        }));
        const winningLines: Record<number, number> = {};
        for (const { counts } of counted)
          counts.forEach((lines, k) => {
            winningLines[k] = (winningLines[k] ?? 0) + lines;
          });
        const sales = counted.reduce((sum, t) => sum + t.stake, 0);
        const split = settlePool({ poolIn, sales, poolShareBp, tiers: DEFAULT_TIERS, winningLines });
        expect(poolIn + split.salesShare - split.prizesPaid - split.rolloverOut).toBe(0);
        expect(split.salesShare).toBeLessThanOrEqual(sales);
        expect(split.rolloverOut).toBeGreaterThanOrEqual(0);
        for (const [i, tier] of split.tiers.entries()) {
          expect(Number.isInteger(tier.perLine)).toBe(true);
          expect(tier.lines * tier.perLine).toBeLessThanOrEqual(
            ((poolIn + split.salesShare) * DEFAULT_TIERS[i]!.shareBp) / 10_000,
          );
          if (tier.lines === 0) expect(tier.perLine).toBe(0);
        }
        const paid = counted.reduce((sum, t) => sum + ticketPayout(t.counts, split.tiers), 0);
        expect(paid).toBe(split.prizesPaid);
      }),
      { numRuns: 500 },
    );
  });

  test("a chain of rounds: each rollover is the next pool_in; nothing appears or vanishes", () => {
    const rounds = fc.array(
      fc.record({
        sales: fc.integer({ min: 0, max: 10 ** 9 }),
        winners: fc.dictionary(fc.constantFrom("10", "11", "12", "13"), fc.integer({ min: 0, max: 50 })),
      }),
      { minLength: 1, maxLength: 20 },
    );
    fc.assert(
      fc.property(rounds, (chain) => {
        let poolIn = 0;
        let funded = 0;
        let paid = 0;
        for (const { sales, winners } of chain) {
          const winningLines = Object.fromEntries(Object.entries(winners).map(([k, v]) => [Number(k), v]));
          const split = settlePool({ poolIn, sales, poolShareBp: 6_000, tiers: DEFAULT_TIERS, winningLines });
          funded += split.salesShare;
          paid += split.prizesPaid;
          poolIn = split.rolloverOut;
        }
        expect(funded - paid).toBe(poolIn);
      }),
      { numRuns: 300 },
    );
  });
});
