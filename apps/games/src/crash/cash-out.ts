import { type CrashOwnBetView, MIN_CASH_OUT, multiplierAt } from "@platform/fair/crash";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { crashBets, crashRounds, walletCalls } from "../db/schema.ts";
import { GamesError } from "../http/http-error.ts";
import type { AuthorizedSession } from "../play/sessions.ts";
import { transactionId } from "../wallet/wallet-calls.ts";
import { betNotFound } from "./crash-bets.ts";
import type { CrashPublisher } from "./crash-publisher.ts";
import { type CrashBetRow, type CrashRoundRow, ownBetView } from "./crash-views.ts";
import type { Deliveries } from "./deliveries.ts";
import { capKind } from "./due-cash-outs.ts";

/*
 * A cash-out by hand, on any node. The server's receipt time decides (the published rule): the
 * multiplier is the curve's at that time, and the cash-out is taken if that time is before the
 * round's crash time (and its end, for an interrupted round) — however late the request is
 * processed, up to the grace after the crash when the bets still in play are marked lost. One
 * conditional update decides it, so of many parallel requests one pays and the others answer the
 * same cash-out; the database's trigger refuses any cash-out outside the round's run regardless.
 * The win is queued in the same statement and sent after the answer.
 */

export interface CashOutDeps {
  db: GamesDatabase;
  publisher: CrashPublisher;
  deliveries: Deliveries;
  growthRate: number;
  leaseMs: number;
}

export async function cashOut(
  deps: CashOutDeps,
  { session }: AuthorizedSession,
  betId: string,
  receivedAt: Date,
): Promise<CrashOwnBetView> {
  const { db } = deps;
  const mine = and(
    eq(crashBets.id, betId),
    eq(crashBets.operatorId, session.operatorId),
    eq(crashBets.playerId, session.playerId!),
  );
  const [found] = await db
    .select({ bet: crashBets, round: crashRounds })
    .from(crashBets)
    .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
    .where(mine);
  if (!found) throw betNotFound();
  const { bet, round } = found;
  if (bet.state === "cashed_out") return ownBetView(bet, round);
  if (bet.state !== "active") throw closed(bet);
  if (!round.startedAt || round.state === "queued" || round.state === "betting") {
    throw new GamesError(409, "RS_ERROR_ROUND_NOT_STARTED", "The round has not started yet.");
  }
  if (receivedAt >= round.crashAt! || (round.endedAt && receivedAt >= round.endedAt)) throw crashed(round);

  const reached = multiplierAt(receivedAt.getTime() - round.startedAt.getTime(), deps.growthRate);
  if (reached < MIN_CASH_OUT) {
    throw new GamesError(409, "RS_ERROR_TOO_EARLY", "A cash-out is taken from 1.01×.");
  }
  // An auto cash-out or a cap the curve already passed comes first (the runner may not have got there yet).
  const cap = bet.maxMultiplier ?? reached;
  const auto = bet.autoCashOut !== null && bet.autoCashOut <= Math.min(reached, cap) ? bet.autoCashOut : null;
  const multiplier = auto ?? Math.min(reached, cap);
  const kind = auto !== null ? "auto" : reached >= cap ? capKind(cap) : "manual";

  // One statement decides the cash-out and queues its win: of many parallel requests one updates
  // the bet (the others wait on its row, then find it no longer active), and a bet is never cashed
  // out without its win in the outbox.
  const payout = (bet.amount * BigInt(multiplier)) / 100n;
  const update = db
    .update(crashBets)
    .set({
      state: "cashed_out",
      cashOutMultiplier: multiplier,
      cashOutKind: kind,
      cashedOutAt: receivedAt,
      payout,
      decidedAt: receivedAt,
    })
    .where(
      and(
        mine,
        eq(crashBets.state, "active"),
        sql`exists (select 1 from ${crashRounds} where ${and(
          eq(crashRounds.id, bet.roundId),
          lte(crashRounds.startedAt, receivedAt),
          gt(crashRounds.crashAt, receivedAt),
          or(isNull(crashRounds.endedAt), gt(crashRounds.endedAt, receivedAt)),
        )})`,
      ),
    )
    .returning({ id: crashBets.id });
  const decided = await db.execute(
    sql`with cashed as (${update.getSQL()}), queued as (${winCallOf(payout, receivedAt, deps.leaseMs)}) select id from cashed`,
  );
  // node-postgres and PGlite both answer `rows`; the driver-neutral handle does not say so.
  const cashedIds = (decided as unknown as { rows: { id: string }[] }).rows;
  const [current] = await db.select().from(crashBets).where(mine);
  if (cashedIds.length === 0 || !current) {
    // Another request (or the runner) decided it first: answer what it is now.
    if (current?.state === "cashed_out") return ownBetView(current, round);
    throw current ? closed(current) : betNotFound();
  }
  deps.deliveries.send([transactionId(current.id, "win")]);
  deps.publisher.bets(round.id, [current]);
  deps.publisher.own([current], round);
  return ownBetView(current, round);
}

/**
 * The win call of the bet the `cashed` CTE just cashed out, built from its bet call as
 * wallet-calls.ts `winRequest` builds it (crash-round.test.ts compares the two).
 */
function winCallOf(payout: bigint, now: Date, leaseMs: number) {
  const at = now.toISOString();
  const due = new Date(now.getTime() + leaseMs).toISOString();
  return sql`insert into ${walletCalls} (transaction_id, round_id, product, operator_id, kind, request, status, attempts, next_attempt_at, created_at, updated_at)
    select cashed.id::text || '-win', cashed.id, 'crash', bet.operator_id, 'win',
      (bet.request - 'game_name') || jsonb_build_object(
        'transaction_id', cashed.id::text || '-win',
        'amount', ${payout.toString()}::bigint,
        'reference_transaction_id', bet.transaction_id,
        'round_closed', true),
      'pending', 0, ${due}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
    from cashed join ${walletCalls} bet on bet.transaction_id = cashed.id::text || '-bet'`;
}

function crashed(round: CrashRoundRow): GamesError {
  return new GamesError(
    409,
    "RS_ERROR_ROUND_CRASHED",
    round.interrupted
      ? "The round had ended when your cash-out was received."
      : "The round had crashed when your cash-out was received.",
  );
}

function closed(bet: CrashBetRow): GamesError {
  if (bet.state === "lost")
    return new GamesError(409, "RS_ERROR_ROUND_CRASHED", "The round crashed before you cashed out.");
  if (bet.state === "refunded") return new GamesError(409, "RS_ERROR_BET_REFUNDED", "This bet was refunded.");
  return new GamesError(409, "RS_ERROR_BET_CLOSED", "This bet is not in play.");
}
