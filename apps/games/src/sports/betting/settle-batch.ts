import { setImmediate } from "node:timers/promises";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import {
  sportsBetLegs,
  sportsBets,
  sportsMarketCancellations,
  sportsOutcomeResults,
  walletCalls,
} from "../../db/schema.ts";
import { type BetRequest, transactionId } from "../../wallet/wallet-calls.ts";
import type { BettingRules } from "./betting-config.ts";
import { type BettingDeps, rulesFor } from "./betting-deps.ts";
import {
  cancellationOfLeg,
  type LegOutcome,
  legOutcome,
  legResultColumns,
  payoutUnder,
  resultOfLeg,
  sameOutcome,
} from "./settle-decision.ts";
import { closingWinStands, winCallRow, winTransactionId } from "./sports-wallet.ts";

/*
 * The settlement job's bets a chunk at a time (issue 19: 100,000 open bets in seconds, not the
 * minutes of one bet after another). A chunk's bets, their legs and the legs' current outcomes are
 * read in one query and decided here as settleBet decides one (settle-decision.ts); then ONE
 * transaction moves every open bet whose legs all have a result, each exactly as settleBet would:
 * - one update of the chunk's bets to resulted, each row `… where version = $v and state = 'open'`
 *   (the version read): a row a cash-out moved meanwhile is not updated, and is left to settleBet;
 * - one update of the moved bets' legs with the results they were settled on;
 * - one read of the wallet calls of the moved bets that already had a win: whether a win a
 *   correction replaced is not yet taken back (sports-wallet.ts reversalOutstanding: the new win
 *   then waits for the reversal, and SportsLedger queues it);
 * - one read of their bet calls and one insert of their closing wins, each built by the function
 *   queueWin builds one with (winCallRow), sent after the commit.
 * What a chunk does not decide simply (a resulted or settled bet whose results changed: reopened,
 * its win reversed, settled again; a bet that lost the version race) goes back to the caller for
 * settleBet, unchanged. Each statement carries its rows as one JSON parameter, far from PostgreSQL's
 * 65,535 parameters however large the chunk.
 */

/** Bets decided together. */
export const SETTLE_CHUNK = 1_000;
/** No more: one transaction holds this many bets' rows locked. */
export const MAX_CHUNK = 5_000;

/** Lets the event loop serve timers and I/O before the next chunk. */
export const yieldToEventLoop = (): Promise<void> => setImmediate();

export interface ChunkOutcome {
  /** Turned resulted here (their closing win queued, or held behind a reversal). */
  settled: number;
  /** Nothing to do yet, or any more (awaiting a leg's result, already decided on these results). */
  waiting: number;
  /** For settleBet: results changed under a resulted or settled bet, or the version race lost. */
  others: string[];
  /** The closing wins committed, for the sender. */
  queued: string[];
}

/** JSON rows for jsonb_to_recordset: a whole chunk in one parameter, on PGlite and PostgreSQL alike. */
const recordset = (rows: unknown[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;
/** `column in (ids)` with the ids as one JSON parameter. */
const amongIds = (column: typeof sportsBetLegs.betId | typeof walletCalls.roundId, ids: readonly string[]) =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What deciding a bet reads of it and of its legs. */
const betColumns = {
  id: sportsBets.id,
  operatorId: sportsBets.operatorId,
  state: sportsBets.state,
  version: sportsBets.version,
  wins: sportsBets.wins,
  betType: sportsBets.betType,
  sizes: sportsBets.sizes,
  bankers: sportsBets.bankers,
  unitStake: sportsBets.unitStake,
  placedAt: sportsBets.placedAt,
};
const legColumns = {
  leg: sportsBetLegs.leg,
  acceptedPriceMilli: sportsBetLegs.acceptedPriceMilli,
  settledResult: sportsBetLegs.settledResult,
  settledVoidFactor: sportsBetLegs.settledVoidFactor,
  settledDeadHeatFactor: sportsBetLegs.settledDeadHeatFactor,
};

/** The chunk's bets with their legs (in order) and each leg's current result, in one query. */
async function readChunk(deps: BettingDeps, ids: readonly string[]) {
  const rows = await deps.db
    .select({ bet: betColumns, leg: legColumns, ...legResultColumns })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .leftJoin(sportsOutcomeResults, resultOfLeg)
    .leftJoin(sportsMarketCancellations, cancellationOfLeg)
    .where(amongIds(sportsBetLegs.betId, ids))
    .orderBy(asc(sportsBetLegs.betId), asc(sportsBetLegs.leg));
  const bets = new Map<string, { bet: (typeof rows)[number]["bet"]; legs: typeof rows }>();
  for (const row of rows) {
    const entry = bets.get(row.bet.id);
    if (entry) entry.legs.push(row);
    else bets.set(row.bet.id, { bet: row.bet, legs: [row] });
  }
  return [...bets.values()];
}

type ChunkBet = Awaited<ReturnType<typeof readChunk>>[number];

interface Decided {
  bet: ChunkBet["bet"];
  legs: ChunkBet["legs"][number]["leg"][];
  outcomes: LegOutcome[];
  payout: number;
  bonus: number;
}

/**
 * Looks at these bets against the current results; moves in one transaction those it can decide.
 * The wins it queued are for the caller to send (after the commit, as always).
 */
export async function settleChunk(deps: BettingDeps, ids: readonly string[]): Promise<ChunkOutcome> {
  const outcome: ChunkOutcome = { settled: 0, waiting: 0, others: [], queued: [] };
  if (ids.length === 0) return outcome;
  const bets = await readChunk(deps, ids);
  const rules = new Map<string, BettingRules>();
  const decided: Decided[] = [];
  // Bets gone meanwhile (none is deleted) or without legs: nothing to decide.
  outcome.waiting = ids.length - bets.length;
  for (const { bet, legs: rows } of bets) {
    const legs = rows.map((row) => row.leg);
    const outcomes = rows.map((row) => legOutcome(row, bet.placedAt));
    if (bet.state === "resulted" || bet.state === "settled") {
      if (legs.every((leg, i) => sameOutcome(leg, outcomes[i]!))) outcome.waiting++;
      // Reopened, its win reversed, settled again: settleBet's path, its calls strictly in order.
      else outcome.others.push(bet.id);
      continue;
    }
    if (bet.state !== "open" || outcomes.some((leg) => leg === null)) {
      outcome.waiting++;
      continue;
    }
    let operatorRules = rules.get(bet.operatorId);
    if (!operatorRules) {
      operatorRules = await rulesFor(deps, bet.operatorId);
      rules.set(bet.operatorId, operatorRules);
    }
    const settledOn = outcomes as LegOutcome[];
    decided.push({ bet, legs, outcomes: settledOn, ...payoutUnder(operatorRules, bet, legs, settledOn) });
  }
  if (decided.length === 0) return outcome;

  const now = deps.clock();
  outcome.queued = await deps.db.transaction(async (tx) => {
    const moved = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update sports_bets set state = 'resulted', payout = v.payout, bonus = v.bonus, wins = v.wins + 1,
          version = v.version + 1, decided_at = ${now.toISOString()}::timestamptz
        from ${recordset(
          decided.map(({ bet, payout, bonus }) => ({
            id: bet.id,
            version: bet.version,
            wins: bet.wins,
            payout,
            bonus,
          })),
        )} as v(id uuid, version integer, wins integer, payout bigint, bonus bigint)
        where sports_bets.id = v.id and sports_bets.version = v.version and sports_bets.state = 'open'
        returning sports_bets.id`),
    );
    const movedIds = new Set(moved.map((row) => row.id));
    const won = decided.filter((entry) => movedIds.has(entry.bet.id));
    // Lost to a cash-out (or another decider) since the read: settleBet looks at it afresh.
    for (const entry of decided) if (!movedIds.has(entry.bet.id)) outcome.others.push(entry.bet.id);
    if (won.length === 0) return [];
    await tx.execute(sql`
      update sports_bet_legs set settled_result = v.result, settled_void_factor = v.void_factor,
        settled_dead_heat_factor = v.dead_heat_factor
      from ${recordset(
        won.flatMap(({ bet, legs, outcomes }) =>
          legs.map((leg, i) => ({
            bet_id: bet.id,
            leg: leg.leg,
            result: outcomes[i]!.result,
            void_factor: outcomes[i]!.voidFactor ?? 0,
            dead_heat_factor: outcomes[i]!.deadHeatFactor ?? 1,
          })),
        ),
      )} as v(bet_id uuid, leg smallint, result text, void_factor double precision,
        dead_heat_factor double precision)
      where sports_bet_legs.bet_id = v.bet_id and sports_bet_legs.leg = v.leg`);
    // A resettlement's win waits for the reversal of the win it replaces (SportsLedger queues it).
    // Only a bet that had a win before can have one to take back.
    const held = await heldBehindReversal(
      tx,
      won.filter(({ bet }) => bet.wins > 0).map(({ bet }) => bet.id),
    );
    const paying = won.filter(({ bet }) => !held.has(bet.id));
    if (paying.length > 0) {
      // 0 for a lost bet: it closes the platform's round all the same. Each refers to its bet call,
      // whose token, round and currency it carries (queueWin's rows: winCallRow).
      const requests = await betCallRequests(
        tx,
        paying.map(({ bet }) => bet.id),
      );
      const wins = paying.map(({ bet, payout }) => {
        const request = requests.get(bet.id);
        if (!request) throw new Error(`sports bet ${bet.id} being settled has no bet call`);
        const row = winCallRow(bet, request, bet.wins + 1, payout, true);
        return {
          id: row.transactionId,
          round_id: row.roundId,
          operator_id: row.operatorId,
          request: row.request,
        };
      });
      const nextAttemptAt = new Date(now.getTime() + deps.leaseMs);
      await tx.execute(sql`
        insert into wallet_calls (transaction_id, round_id, product, operator_id, kind, request, status,
          next_attempt_at, created_at, updated_at)
        select v.id, v.round_id, 'sports', v.operator_id, 'win', v.request, 'pending',
          ${nextAttemptAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
          ${now.toISOString()}::timestamptz
        from ${recordset(wins)} as v(id text, round_id uuid, operator_id text, request jsonb)
        on conflict do nothing`);
    }
    outcome.settled = won.length;
    return paying.map(({ bet }) => winTransactionId(bet.id, bet.wins + 1));
  });
  return outcome;
}

/** The bet calls' requests of these bets, by bet, in one query. */
async function betCallRequests(
  db: GamesDatabase,
  betIds: readonly string[],
): Promise<Map<string, BetRequest>> {
  const calls = await db
    .select({ roundId: walletCalls.roundId, request: walletCalls.request })
    .from(walletCalls)
    .where(
      sql`${walletCalls.transactionId} in (select jsonb_array_elements_text(${JSON.stringify(
        betIds.map((id) => transactionId(id, "bet")),
      )}::jsonb))`,
    );
  return new Map(calls.map((call) => [call.roundId, call.request as unknown as BetRequest]));
}

/**
 * The bets (of these) with a closing win not taken back: sports-wallet.ts reversalOutstanding over
 * all of them in one query. Asked once they are resulted again, when every closing win in the
 * outbox is a superseded one.
 */
async function heldBehindReversal(db: GamesDatabase, betIds: readonly string[]): Promise<Set<string>> {
  if (betIds.length === 0) return new Set();
  const calls = await db
    .select({
      roundId: walletCalls.roundId,
      transactionId: walletCalls.transactionId,
      kind: walletCalls.kind,
      status: walletCalls.status,
      request: walletCalls.request,
    })
    .from(walletCalls)
    .where(
      and(
        amongIds(walletCalls.roundId, betIds),
        eq(walletCalls.product, "sports"),
        inArray(walletCalls.kind, ["win", "rollback"]),
      ),
    );
  const byBet = new Map<string, typeof calls>();
  for (const call of calls) byBet.set(call.roundId, [...(byBet.get(call.roundId) ?? []), call]);
  return new Set([...byBet].filter(([, own]) => closingWinStands(own)).map(([betId]) => betId));
}
