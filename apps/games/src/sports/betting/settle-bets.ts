import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  sportsBetLegs,
  sportsBets,
  sportsMarketCancellations,
  sportsOutcomeResults,
  sportsSettlementMessages,
} from "../../db/schema.ts";
import { loadBet, type SportsBetLegRow, type SportsBetRow } from "./bet-views.ts";
import { type BettingDeps, rulesFor } from "./betting-deps.ts";
import { MAX_CHUNK, SETTLE_CHUNK, settleChunk, yieldToEventLoop } from "./settle-batch.ts";
import {
  cancellationOfLeg,
  type LegOutcome,
  legOutcome,
  legResultColumns,
  payoutUnder,
  resultOfLeg,
  sameOutcome,
} from "./settle-decision.ts";
import { queueWin, reversalOutstanding, reverseSettlement } from "./sports-wallet.ts";

/*
 * Settlement as a workflow (docs/decisions/046-sports-betting.md), run by the leader's job. The feed
 * journals every settlement-kind message (sports_settlement_messages) and keeps each outcome's
 * current result (sports_outcome_results; a rollback deletes it) and each market's cancellation.
 * The job takes the unprocessed messages' events, looks at the bets with a leg there, and:
 * - an open bet whose every leg has a result (or a cancellation covering its placement) turns
 *   resulted, with its payout decided and its closing win queued, in one `… where version = $v`;
 * - a resulted or settled bet whose legs' results are no longer those it was settled on (a
 *   rollback, a correction) turns open again with the reversal of its win queued, and is settled
 *   again from the new results in the same pass. The wallet calls follow in order (sports-wallet.ts):
 *   the reversal once the win it takes back was answered, the new win once the reversal was applied.
 * Deciding from the current results, not from the messages, makes a message delivered twice, or a
 * replay after a crash, change nothing: the second look finds the bet already decided on them.
 * The pass takes the bets a chunk at a time (settle-batch.ts: a few statements per chunk, not per
 * bet); settleBet, one bet at a time, does what a chunk leaves it (a reopening, a lost race).
 */

/** Each leg's settlement as the book has it now, or null while it awaits one. */
async function currentLegOutcomes(
  deps: BettingDeps,
  bet: SportsBetRow,
  legs: readonly SportsBetLegRow[],
): Promise<(LegOutcome | null)[]> {
  const rows = await deps.db
    .select({ leg: sportsBetLegs.leg, ...legResultColumns })
    .from(sportsBetLegs)
    .leftJoin(sportsOutcomeResults, resultOfLeg)
    .leftJoin(sportsMarketCancellations, cancellationOfLeg)
    .where(eq(sportsBetLegs.betId, bet.id))
    .orderBy(asc(sportsBetLegs.leg));
  return legs.map((leg) =>
    legOutcome(
      rows.find((candidate) => candidate.leg === leg.leg),
      bet.placedAt,
    ),
  );
}

/** The payout of a bet on these leg settlements: return + accumulator bonus, capped. */
export async function payoutOf(
  deps: BettingDeps,
  bet: SportsBetRow,
  legs: readonly SportsBetLegRow[],
  outcomes: readonly LegOutcome[],
) {
  return payoutUnder(await rulesFor(deps, bet.operatorId), bet, legs, outcomes);
}

export type SettleResult = "settled" | "resettled" | "reopened" | "waiting" | "lost_race";

/**
 * Looks at one bet against the current results and moves it if they call for it. Exactly once:
 * every move is conditional on the version read, so of two deciders (two job runs, the job and a
 * cash-out) one moves the bet and the other finds nothing to update.
 */
export async function settleBet(deps: BettingDeps, betId: string): Promise<SettleResult> {
  const loaded = await loadBet(deps.db, betId);
  if (!loaded) return "waiting";
  const { bet, legs } = loaded;
  if (bet.state !== "open" && bet.state !== "resulted" && bet.state !== "settled") return "waiting";
  const outcomes = await currentLegOutcomes(deps, bet, legs);
  if (bet.state !== "open") {
    if (legs.every((leg, i) => sameOutcome(leg, outcomes[i]!))) return "waiting";
    const reopened = await reopen(deps, bet);
    if (!reopened) return "lost_race";
    const again = await settleBet(deps, betId);
    return again === "settled" ? "resettled" : "reopened";
  }
  if (outcomes.some((outcome) => outcome === null)) return "waiting";
  const settledOn = outcomes as LegOutcome[];
  const { payout, bonus } = await payoutOf(deps, bet, legs, settledOn);
  const now = deps.clock();
  const win = await deps.db.transaction(async (tx) => {
    const [resulted] = await tx
      .update(sportsBets)
      .set({
        state: "resulted",
        payout,
        bonus,
        wins: bet.wins + 1,
        version: bet.version + 1,
        decidedAt: now,
      })
      .where(
        and(eq(sportsBets.id, bet.id), eq(sportsBets.version, bet.version), eq(sportsBets.state, "open")),
      )
      .returning();
    if (!resulted) return null;
    for (const [i, leg] of legs.entries()) {
      await tx
        .update(sportsBetLegs)
        .set({
          settledResult: settledOn[i]!.result,
          settledVoidFactor: settledOn[i]!.voidFactor ?? 0,
          settledDeadHeatFactor: settledOn[i]!.deadHeatFactor ?? 1,
        })
        .where(and(eq(sportsBetLegs.betId, bet.id), eq(sportsBetLegs.leg, leg.leg)));
    }
    // A resettlement's win waits for the reversal of the win it replaces (SportsLedger queues it).
    if (await reversalOutstanding(tx, bet.id)) return "held";
    // 0 for a lost bet: it closes the platform's round all the same.
    return queueWin(tx, bet, resulted.wins, payout, true, now, deps.leaseMs);
  });
  if (!win) return "lost_race";
  if (win !== "held") deps.deliveries.send([win]);
  return "settled";
}

/** A settlement the results no longer support: the bet runs again and its win is reversed. */
async function reopen(deps: BettingDeps, bet: SportsBetRow): Promise<boolean> {
  const now = deps.clock();
  const reversal = await deps.db.transaction(async (tx) => {
    const [open] = await tx
      .update(sportsBets)
      .set({
        state: "open",
        payout: null,
        bonus: null,
        settledAt: null,
        decidedAt: null,
        version: bet.version + 1,
      })
      .where(
        and(
          eq(sportsBets.id, bet.id),
          eq(sportsBets.version, bet.version),
          inArray(sportsBets.state, ["resulted", "settled"]),
        ),
      )
      .returning();
    if (!open) return null;
    await tx
      .update(sportsBetLegs)
      .set({ settledResult: null, settledVoidFactor: null, settledDeadHeatFactor: null })
      .where(eq(sportsBetLegs.betId, bet.id));
    // Queued now if its win was answered; otherwise once it is (SportsLedger).
    return { queued: await reverseSettlement(tx, bet, bet.wins, now, deps.leaseMs) };
  });
  if (reversal === null) return false;
  if (reversal.queued) deps.deliveries.send([reversal.queued]);
  return true;
}

export interface SettleDueOptions {
  /** Settlement messages taken per pass. */
  messages?: number;
  /** Bets decided together (settle-batch.ts), at most MAX_CHUNK. */
  chunk?: number;
}

/**
 * The job's pass: the events of the settlement messages not processed yet, every bet with a leg
 * there looked at, then the messages marked processed (a crash in between repeats the look, which
 * changes nothing the first one decided). The bets go in chunks (settle-batch.ts): what a chunk
 * cannot decide by itself (a correction to resettle, a bet moved meanwhile) goes through settleBet.
 */
export async function settleDue(
  deps: BettingDeps,
  options: SettleDueOptions = {},
): Promise<Record<SettleResult, number>> {
  const counts: Record<SettleResult, number> = {
    settled: 0,
    resettled: 0,
    reopened: 0,
    waiting: 0,
    lost_race: 0,
  };
  const messages = await deps.db
    .select({ id: sportsSettlementMessages.id, eventId: sportsSettlementMessages.eventId })
    .from(sportsSettlementMessages)
    .where(isNull(sportsSettlementMessages.processedAt))
    .orderBy(asc(sportsSettlementMessages.id))
    .limit(options.messages ?? 200);
  if (messages.length === 0) return counts;
  const events = [...new Set(messages.map((message) => message.eventId))];
  const ids = (
    await deps.db
      .selectDistinct({ id: sportsBets.id })
      .from(sportsBets)
      .innerJoin(sportsBetLegs, eq(sportsBetLegs.betId, sportsBets.id))
      .where(
        and(
          inArray(sportsBetLegs.eventId, events),
          inArray(sportsBets.state, ["open", "resulted", "settled"]),
        ),
      )
  ).map((bet) => bet.id);
  const size = Math.min(Math.max(1, options.chunk ?? SETTLE_CHUNK), MAX_CHUNK);
  const chunks = Array.from({ length: Math.ceil(ids.length / size) }, (_, i) =>
    ids.slice(i * size, (i + 1) * size),
  );
  // Two chunks at once: on PostgreSQL each spends most of its time waiting on the server, and a
  // chunk's bets are its own, so neither waits on the other's rows; on PGlite they take turns.
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      const outcome = await settleChunk(deps, chunk);
      if (outcome.queued.length > 0) deps.deliveries.send(outcome.queued);
      counts.settled += outcome.settled;
      counts.waiting += outcome.waiting;
      for (const id of outcome.others) {
        // A lost race (a cash-out, or a win's acknowledgement, moved the bet meanwhile) is looked
        // at again: the messages are marked processed after this, so a correction must not be skipped.
        let result = await settleBet(deps, id);
        for (let again = 0; result === "lost_race" && again < 3; again++) result = await settleBet(deps, id);
        counts[result]++;
      }
      // The event loop serves what waits (requests, timers) between chunks: on PGlite a pass's
      // queries resolve without I/O, and a pass of 100,000 bets would otherwise hold it for seconds.
      await yieldToEventLoop();
    }
  };
  // Both finish before a failure is reported: the job's next run never overlaps this one.
  for (const ran of await Promise.allSettled([worker(), worker()]))
    if (ran.status === "rejected") throw ran.reason;
  await deps.db
    .update(sportsSettlementMessages)
    .set({ processedAt: deps.clock() })
    .where(
      and(
        inArray(
          sportsSettlementMessages.id,
          messages.map((message) => message.id),
        ),
        sql`${sportsSettlementMessages.processedAt} is null`,
      ),
    );
  return counts;
}
