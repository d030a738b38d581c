import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { sportsJackpotPools, sportsJackpotRounds, sportsJackpotTickets } from "../db/schema.ts";
import type { JackpotDeps } from "./jackpot-deps.ts";
import { linesByCorrect, settlePool, type TierResult, ticketPayout } from "./jackpot-maths.ts";
import { queueTicketWins } from "./jackpot-wallet.ts";
import { roundResults } from "./round-results.ts";

/*
 * Settlement, exactly once and resumable (docs/decisions/050-sports-jackpot.md), in three steps so
 * a round of 100,000 tickets never holds one long transaction:
 *  (a) `fixPrizes`, one transaction with the round locked and still `closed`: its 13 results, each
 *      operator's winning lines per number correct (summed over its tickets), tier amounts per line
 *      and rollover; the round `settling`. From here every ticket's payout is a function of its
 *      picks and rows already committed, so paying it later, or again, gives the same amount.
 *  (b) `payBatch`, per batch of tickets in id order (keyset): one UPDATE … FROM (VALUES …) moving
 *      them `open → settling` with their payout, and one multi-row insert of their closing wins.
 *      Only tickets still `open` are taken, and a win's id is the outbox's key: a batch repeated
 *      after a crash pays nobody twice.
 *  (c) the round `settled` (its seed shown) once no ticket is left `open`.
 * A correction of a result after (a) changes nothing (the published rule: confirmed results only).
 */

export const SETTLE_BATCH = 1_000;
/** Tickets read per query while (a) sums the winning lines. */
const COUNT_PAGE = 5_000;

type RoundRow = typeof sportsJackpotRounds.$inferSelect;

/** (a) Fixes the closed round's results and prizes, if they are all in; answers the round, or null. */
export async function fixPrizes(deps: JackpotDeps): Promise<RoundRow | null> {
  return deps.db.transaction(async (tx) => {
    const [round] = await tx
      .select()
      .from(sportsJackpotRounds)
      .where(eq(sportsJackpotRounds.status, "closed"))
      .for("update");
    if (!round) return null;
    const results = await roundResults(tx, round);
    if (!results) return null;
    // A ticket still waiting for the wallet is either in the pool or not: wait until it is decided.
    const [placing] = await tx
      .select({ id: sportsJackpotTickets.id })
      .from(sportsJackpotTickets)
      .where(and(eq(sportsJackpotTickets.roundId, round.id), eq(sportsJackpotTickets.state, "placing")))
      .limit(1);
    if (placing) return null;
    const outcomes = results.map((result) => result.outcome);

    const byOperator = new Map<string, { currency: string; sales: number; lines: Record<number, number> }>();
    for (let after: string | null = null; ; ) {
      const page: { id: string; operatorId: string; currency: string; stake: number; picks: string[][] }[] =
        await tx
          .select({
            id: sportsJackpotTickets.id,
            operatorId: sportsJackpotTickets.operatorId,
            currency: sportsJackpotTickets.currency,
            stake: sportsJackpotTickets.stake,
            picks: sportsJackpotTickets.picks,
          })
          .from(sportsJackpotTickets)
          .where(
            and(
              eq(sportsJackpotTickets.roundId, round.id),
              eq(sportsJackpotTickets.state, "open"),
              after ? gt(sportsJackpotTickets.id, after) : undefined,
            ),
          )
          .orderBy(asc(sportsJackpotTickets.id))
          .limit(COUNT_PAGE);
      for (const ticket of page) {
        let sums = byOperator.get(ticket.operatorId);
        if (!sums) {
          sums = { currency: ticket.currency, sales: 0, lines: {} };
          byOperator.set(ticket.operatorId, sums);
        }
        sums.sales += ticket.stake;
        const lines = sums.lines;
        linesByCorrect(ticket.picks, outcomes).forEach((count, correct) => {
          if (count > 0) lines[correct] = (lines[correct] ?? 0) + count;
        });
      }
      if (page.length < COUNT_PAGE) break;
      after = page.at(-1)!.id;
    }

    const pools = await tx.select().from(sportsJackpotPools).where(eq(sportsJackpotPools.roundId, round.id));
    const operatorIds = new Set([...pools.map((pool) => pool.operatorId), ...byOperator.keys()]);
    for (const operatorId of operatorIds) {
      const pool = pools.find((candidate) => candidate.operatorId === operatorId);
      const sums = byOperator.get(operatorId);
      const sales = sums?.sales ?? 0;
      const split = settlePool({
        poolIn: pool?.poolIn ?? 0,
        sales,
        poolShareBp: round.poolShareBp,
        tiers: round.tiers,
        winningLines: sums?.lines ?? {},
      });
      const values = {
        sales,
        salesShare: split.salesShare,
        prizesPaid: split.prizesPaid,
        rolloverOut: split.rolloverOut,
        tierResults: split.tiers,
      };
      await tx
        .insert(sportsJackpotPools)
        .values({
          roundId: round.id,
          operatorId,
          currency: pool?.currency ?? sums!.currency,
          poolIn: pool?.poolIn ?? 0,
          ...values,
        })
        .onConflictDoUpdate({
          target: [sportsJackpotPools.roundId, sportsJackpotPools.operatorId],
          set: values,
        });
    }
    const [settling] = await tx
      .update(sportsJackpotRounds)
      .set({ status: "settling", results })
      .where(and(eq(sportsJackpotRounds.id, round.id), eq(sportsJackpotRounds.status, "closed")))
      .returning();
    return settling ?? null;
  });
}

/**
 * (b) Pays the next batch of the settling round's open tickets after `after` (id order); answers the
 * wins queued (sent by the caller after the commit) and the batch's last id, or null when none is left.
 */
export async function payBatch(
  deps: JackpotDeps,
  roundId: string,
  after: string | null,
  size = SETTLE_BATCH,
): Promise<{ wins: string[]; last: string } | null> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [round] = await tx
      .select({ results: sportsJackpotRounds.results })
      .from(sportsJackpotRounds)
      .where(and(eq(sportsJackpotRounds.id, roundId), eq(sportsJackpotRounds.status, "settling")))
      .for("share");
    if (!round?.results) return null;
    const outcomes = round.results.map((result) => result.outcome);
    const tickets = await tx
      .select({
        id: sportsJackpotTickets.id,
        operatorId: sportsJackpotTickets.operatorId,
        picks: sportsJackpotTickets.picks,
      })
      .from(sportsJackpotTickets)
      .where(
        and(
          eq(sportsJackpotTickets.roundId, roundId),
          eq(sportsJackpotTickets.state, "open"),
          after ? gt(sportsJackpotTickets.id, after) : undefined,
        ),
      )
      .orderBy(asc(sportsJackpotTickets.id))
      .limit(size)
      .for("update");
    if (tickets.length === 0) return null;
    const pools = await tx
      .select({ operatorId: sportsJackpotPools.operatorId, tiers: sportsJackpotPools.tierResults })
      .from(sportsJackpotPools)
      .where(eq(sportsJackpotPools.roundId, roundId));
    const tiersOf = new Map<string, TierResult[]>(pools.map((pool) => [pool.operatorId, pool.tiers ?? []]));
    const paid = tickets.map((ticket) => {
      const counts = linesByCorrect(ticket.picks, outcomes);
      return {
        id: ticket.id,
        operatorId: ticket.operatorId,
        payout: ticketPayout(counts, tiersOf.get(ticket.operatorId) ?? []),
        best_correct: counts.findLastIndex((lines) => lines > 0),
        lines_by_correct: Object.fromEntries(
          counts.flatMap((lines, correct) => (lines > 0 ? [[String(correct), lines]] : [])),
        ),
      };
    });
    // The batch's rows as one JSON parameter (as the sportsbook's settle-batch.ts), far from
    // PostgreSQL's 65,535 parameters whatever the batch size.
    const moved = await tx.execute(sql`
      update ${sportsJackpotTickets} as t
      set state = 'settling', payout = v.payout, best_correct = v.best_correct,
        lines_by_correct = v.lines_by_correct
      from jsonb_to_recordset(${JSON.stringify(paid)}::jsonb)
        as v(id uuid, payout bigint, best_correct smallint, lines_by_correct jsonb)
      where t.id = v.id and t.state = 'open'
      returning t.id`);
    const movedIds = new Set((moved as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
    const wins = await queueTicketWins(
      tx,
      paid.filter((ticket) => movedIds.has(ticket.id)),
      now,
      deps.leaseMs,
    );
    return { wins, last: tickets.at(-1)!.id };
  });
}

/** (c) The round settled once no ticket is left open; answers whether it moved. */
export async function finishRound(deps: JackpotDeps, roundId: string): Promise<boolean> {
  const open = sql`(select 1 from ${sportsJackpotTickets} where ${sportsJackpotTickets.roundId} = ${roundId}
    and ${sportsJackpotTickets.state} = 'open')`;
  const moved = await deps.db
    .update(sportsJackpotRounds)
    .set({ status: "settled", settledAt: deps.clock() })
    .where(
      and(
        eq(sportsJackpotRounds.id, roundId),
        eq(sportsJackpotRounds.status, "settling"),
        sql`not exists ${open}`,
      ),
    )
    .returning({ id: sportsJackpotRounds.id });
  return moved.length > 0;
}

export interface SettleOptions {
  batchSize?: number;
  /** Stop after this many batches (a test's crash between batches); the next run resumes. */
  maxBatches?: number;
}

/**
 * The round job's settlement: (a) if a closed round is ready, then (b) batches of a settling round
 * (this run's or one a crash left) with each batch's wins handed to the sender after its commit,
 * then (c). Answers the tickets paid in this run.
 */
export async function settleRound(deps: JackpotDeps, options: SettleOptions = {}): Promise<number> {
  await fixPrizes(deps);
  const [round] = await deps.db
    .select({ id: sportsJackpotRounds.id })
    .from(sportsJackpotRounds)
    .where(eq(sportsJackpotRounds.status, "settling"))
    .limit(1);
  if (!round) return 0;
  let paid = 0;
  let after: string | null = null;
  for (let batches = 0; batches < (options.maxBatches ?? Number.POSITIVE_INFINITY); batches++) {
    const batch = await payBatch(deps, round.id, after, options.batchSize);
    if (!batch) break;
    deps.deliveries.send(batch.wins);
    paid += batch.wins.length;
    after = batch.last;
    // Timers and sockets (the sender's wins among them) get their turn between batches.
    await yieldToEventLoop();
  }
  await finishRound(deps, round.id);
  return paid;
}
