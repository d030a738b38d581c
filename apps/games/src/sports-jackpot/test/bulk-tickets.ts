import { randomUUID } from "node:crypto";
import { JACKPOT_MATCHES } from "@platform/contracts";
import { closeEntropy, virtualCommitment } from "@platform/sports";
import type { GamesDatabase } from "../../db/database.ts";
import { sportsJackpotRounds, sportsJackpotTickets, walletCalls } from "../../db/schema.ts";
import { drawCancelled, drawWeightsOf, OUTCOMES_1X2 } from "../cancelled-draw.ts";
import { DEFAULT_JACKPOT } from "../jackpot-config.ts";
import { ticketLines } from "../jackpot-maths.ts";
import { ticketBetCallRow } from "../jackpot-wallet.ts";

/*
 * Many accepted tickets at once, as a purchase leaves them (`open`, bet call acknowledged), written
 * a thousand rows a statement: a settlement test of thousands and the 100,000-ticket bench need
 * them in seconds, not the minutes of buying each one. Picks are reproducible from the ticket's
 * number: mostly singles, every fifth ticket with a double chance, every eleventh with a triple.
 */

const CHUNK = 1_000;

/** The outcome `1`, `2`, `3`, `1` … of match 0, 1, 2, 3 …: the settlement test's results. */
export const CYCLING_RESULTS = Array.from(
  { length: JACKPOT_MATCHES },
  (_, match) => OUTCOMES_1X2[match % 3]!,
);

/**
 * Ticket n's 13 picks: `right` (the results to come) except on n mod 6 matches, so winners of every
 * tier and losers mix.
 */
export function bulkPicks(n: number, right: readonly string[] = CYCLING_RESULTS): string[][] {
  const wrong = new Set(Array.from({ length: n % 6 }, (_, j) => (n + j * 5) % JACKPOT_MATCHES));
  return Array.from({ length: JACKPOT_MATCHES }, (_, match) => {
    const index = OUTCOMES_1X2.indexOf(right[match] as (typeof OUTCOMES_1X2)[number]);
    const first = OUTCOMES_1X2[(index + (wrong.has(match) ? 1 : 0)) % 3]!;
    if (match === (n + 4) % JACKPOT_MATCHES && n % 11 === 0) return [...OUTCOMES_1X2];
    if (match === (n + 2) % JACKPOT_MATCHES && n % 5 === 0)
      return [first, OUTCOMES_1X2[(OUTCOMES_1X2.indexOf(first) + 2) % 3]!];
    return [first];
  });
}

export async function insertBulkTickets(
  db: GamesDatabase,
  options: {
    roundId: string;
    count: number;
    /** Ticket n belongs to operators[n mod length]. */
    operators: readonly { id: string; currency: string; linePrice: number }[];
    now: Date;
    /** The results the picks are built around (bulkPicks). */
    right?: readonly string[];
  },
): Promise<void> {
  for (let start = 0; start < options.count; start += CHUNK) {
    const tickets = Array.from({ length: Math.min(CHUNK, options.count - start) }, (_, i) => {
      const n = start + i;
      const operator = options.operators[n % options.operators.length]!;
      const picks = bulkPicks(n, options.right);
      const lines = ticketLines(picks);
      return {
        id: randomUUID(),
        roundId: options.roundId,
        operatorId: operator.id,
        playerId: `bulk-${n % 500}`,
        sessionId: `bulk-session-${n % 500}`,
        requestId: `bulk-${n}`,
        currency: operator.currency,
        picks,
        lines,
        linePrice: operator.linePrice,
        stake: lines * operator.linePrice,
        state: "open" as const,
        placedAt: options.now,
        acceptedAt: options.now,
      };
    });
    await db.transaction(async (tx) => {
      await tx.insert(sportsJackpotTickets).values(tickets);
      await tx.insert(walletCalls).values(
        tickets.map((ticket) => ({
          ...ticketBetCallRow(ticket, `token-${ticket.playerId}`, options.now, 0),
          status: "acknowledged" as const,
        })),
      );
    });
  }
}

/**
 * A closed round whose 13 matches the round treats as cancelled, so every result is drawn and no
 * feed is needed (the bench): entropy and weights fixed as a close fixes them.
 */
export async function insertClosedRound(
  db: GamesDatabase,
  now: Date,
  number = 1,
): Promise<{ id: string; drawn: string[] }> {
  const id = randomUUID();
  const serverSeed = "bench-seed-".padEnd(64, "0");
  const fixtureIds = Array.from({ length: JACKPOT_MATCHES }, (_, i) => `bench:match:${number}-${i}`);
  const entropy = closeEntropy({ closedAt: now.toISOString(), acceptedBetIds: [] });
  const drawWeights = fixtureIds.map(() => drawWeightsOf([0.48, 0.28, 0.24]));
  await db.insert(sportsJackpotRounds).values({
    id,
    number,
    status: "closed",
    fixtureIds,
    closesAt: now,
    windowEndsAt: now,
    cancelledFixtureIds: fixtureIds,
    poolShareBp: DEFAULT_JACKPOT.poolShareBp,
    tiers: DEFAULT_JACKPOT.tiers.map((tier) => ({ ...tier })),
    maxLines: DEFAULT_JACKPOT.maxLines,
    commitment: virtualCommitment(serverSeed),
    serverSeed,
    entropy,
    drawWeights,
    openedAt: now,
    closedAt: now,
  });
  return { id, drawn: drawWeights.map((weights, i) => drawCancelled(serverSeed, entropy, i, weights)) };
}
