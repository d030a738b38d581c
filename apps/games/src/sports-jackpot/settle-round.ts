import { and, eq, inArray } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import {
  type JackpotMatchResult,
  sportsJackpotPools,
  sportsJackpotRounds,
  sportsJackpotTickets,
  sportsMarketCancellations,
  sportsOutcomeResults,
} from "../db/schema.ts";
import { drawCancelled, OUTCOMES_1X2 } from "./cancelled-draw.ts";
import type { JackpotDeps } from "./jackpot-deps.ts";
import { linesByCorrect, settlePool, ticketPayout } from "./jackpot-maths.ts";
import { queueTicketWin } from "./jackpot-wallet.ts";

/*
 * Settlement, exactly once (docs/decisions/050-sports-jackpot.md). A closed round settles when each
 * of its 13 fixtures has a confirmed 1X2 result, or a cancellation (bet_cancel of market 1, or a
 * result void in full), whose outcome is then drawn (cancelled-draw.ts), and no ticket still waits
 * for the wallet. In one transaction with the round locked and still `closed`: each accepted
 * ticket's lines counted per number correct, each operator's pool split into tiers, every ticket's
 * payout decided with its one closing win queued (0 for none), the round `settled`, its seed now
 * shown. A second settler finds the round settled; the wins' ids are the outbox's keys. A correction
 * of a result after the settlement changes nothing (the published rule: confirmed results only).
 */

type Tx = GamesDatabase;

/** The 13 results (a drawn one for a cancelled match), or null while one is missing. */
export async function roundResults(
  tx: Tx,
  round: Pick<
    typeof sportsJackpotRounds.$inferSelect,
    "fixtureIds" | "serverSeed" | "entropy" | "drawWeights"
  >,
): Promise<JackpotMatchResult[] | null> {
  if (!round.entropy || !round.drawWeights) return null;
  const ids = round.fixtureIds;
  const [results, cancelled] = await Promise.all([
    tx
      .select()
      .from(sportsOutcomeResults)
      .where(
        and(
          inArray(sportsOutcomeResults.eventId, ids),
          eq(sportsOutcomeResults.marketId, 1),
          eq(sportsOutcomeResults.specifiers, ""),
        ),
      ),
    tx
      .select({ eventId: sportsMarketCancellations.eventId })
      .from(sportsMarketCancellations)
      .where(
        and(
          inArray(sportsMarketCancellations.eventId, ids),
          eq(sportsMarketCancellations.marketId, 1),
          eq(sportsMarketCancellations.specifiers, ""),
        ),
      ),
  ]);
  const out: JackpotMatchResult[] = [];
  for (const [index, id] of ids.entries()) {
    const rows = results.filter((row) => row.eventId === id);
    const voided = rows.length > 0 && rows.every((row) => row.voidFactor === 1);
    if (voided || cancelled.some((row) => row.eventId === id)) {
      out.push({
        outcome: drawCancelled(round.serverSeed, round.entropy, index, round.drawWeights[index]!),
        drawn: true,
      });
      continue;
    }
    const won = rows.find((row) => row.result === 1 && row.certainty === "confirmed");
    const outcome = OUTCOMES_1X2.find((candidate) => candidate === won?.outcomeId);
    if (!outcome) return null;
    out.push({ outcome, drawn: false });
  }
  return out;
}

/** Settles the closed round if it can; answers the wins queued (sent by the caller after commit). */
export async function settleRound(deps: JackpotDeps): Promise<string[]> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [round] = await tx
      .select()
      .from(sportsJackpotRounds)
      .where(eq(sportsJackpotRounds.status, "closed"))
      .for("update");
    if (!round) return [];
    const results = await roundResults(tx, round);
    if (!results) return [];
    const tickets = await tx
      .select()
      .from(sportsJackpotTickets)
      .where(
        and(
          eq(sportsJackpotTickets.roundId, round.id),
          inArray(sportsJackpotTickets.state, ["placing", "open"]),
        ),
      );
    // A ticket still waiting for the wallet is either in the pool or not: wait until it is decided.
    if (tickets.some((ticket) => ticket.state === "placing")) return [];
    const outcomes = results.map((result) => result.outcome);
    const counted = tickets.map((ticket) => ({ ticket, counts: linesByCorrect(ticket.picks, outcomes) }));

    const pools = await tx.select().from(sportsJackpotPools).where(eq(sportsJackpotPools.roundId, round.id));
    const operatorIds = new Set([
      ...pools.map((pool) => pool.operatorId),
      ...tickets.map((t) => t.operatorId),
    ]);
    const wins: string[] = [];
    for (const operatorId of operatorIds) {
      const mine = counted.filter(({ ticket }) => ticket.operatorId === operatorId);
      const pool = pools.find((candidate) => candidate.operatorId === operatorId);
      const winningLines: Record<number, number> = {};
      for (const { counts } of mine) {
        counts.forEach((lines, correct) => {
          winningLines[correct] = (winningLines[correct] ?? 0) + lines;
        });
      }
      const split = settlePool({
        poolIn: pool?.poolIn ?? 0,
        sales: mine.reduce((sum, { ticket }) => sum + ticket.stake, 0),
        poolShareBp: round.poolShareBp,
        tiers: round.tiers,
        winningLines,
      });
      const values = {
        sales: mine.reduce((sum, { ticket }) => sum + ticket.stake, 0),
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
          currency: pool?.currency ?? mine[0]!.ticket.currency,
          poolIn: pool?.poolIn ?? 0,
          ...values,
        })
        .onConflictDoUpdate({
          target: [sportsJackpotPools.roundId, sportsJackpotPools.operatorId],
          set: values,
        });
      for (const { ticket, counts } of mine) {
        const payout = ticketPayout(counts, split.tiers);
        const linesBy = Object.fromEntries(
          counts.flatMap((lines, correct) => (lines > 0 ? [[String(correct), lines]] : [])),
        );
        await tx
          .update(sportsJackpotTickets)
          .set({
            state: "settling",
            payout,
            bestCorrect: counts.findLastIndex((lines) => lines > 0),
            linesByCorrect: linesBy,
          })
          .where(and(eq(sportsJackpotTickets.id, ticket.id), eq(sportsJackpotTickets.state, "open")));
        wins.push(await queueTicketWin(tx, ticket, payout, now, deps.leaseMs));
      }
    }
    await tx
      .update(sportsJackpotRounds)
      .set({ status: "settled", results, settledAt: now })
      .where(and(eq(sportsJackpotRounds.id, round.id), eq(sportsJackpotRounds.status, "closed")));
    return wins;
  });
}
