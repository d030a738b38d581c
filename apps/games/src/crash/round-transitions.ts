import { crashDelayMs, crashPoint, multiplierAt } from "@platform/fair/crash";
import { and, eq, max, sql } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { crashBets, crashRounds } from "../db/schema.ts";
import { abandonBetCalls, queueClosingCalls } from "./bet-calls.ts";
import { type ChainStore, chainPositionOf, type ReadyChain } from "./chain-store.ts";
import { CRASH_MAX_MULTIPLIER, type ResolvedCrashOptions } from "./crash-config.ts";
import type { CrashBetRow, CrashRoundRow } from "./crash-views.ts";
import { type CashOuts, runDueCashOuts } from "./due-cash-outs.ts";

/*
 * The runner's state changes, each one transaction and each conditional on the state it leaves,
 * so two runners (a leader that lost its lock mid-step and its successor) can never both make one.
 * They answer what changed; the runner publishes it and sends the queued calls once committed.
 */

export interface TransitionOptions extends ResolvedCrashOptions {
  leaseMs: number;
}

export interface Changed {
  rounds: CrashRoundRow[];
  bets: CrashBetRow[];
  /** Closing calls queued (wins, zero wins, rollbacks): to send. */
  calls: string[];
}

const nothing = (): Changed => ({ rounds: [], bets: [], calls: [] });

/** Another runner moved the round first: this one's transaction is undone, nothing changed. */
class Overtaken extends Error {}

/** The next round, queued: it takes bets while the one before runs. Null if another runner made it. */
export async function createQueuedRound(
  db: GamesDatabase,
  chains: ChainStore,
  now: Date,
): Promise<CrashRoundRow | null> {
  const [last] = await db.select({ id: max(crashRounds.id) }).from(crashRounds);
  const id = (last?.id ?? 0) + 1;
  const chain: ReadyChain | null = await chains.chainFor(id);
  if (!chain) return null;
  const roundId = Math.max(id, chain.firstRound);
  const position = chainPositionOf(chain, roundId);
  const hash = await chains.hashAt(chain, position);
  const [round] = await db
    .insert(crashRounds)
    .values({
      id: roundId,
      chainId: chain.id,
      chainPosition: position,
      hash,
      crashPoint: crashPoint(hash, chain.salt),
      state: "queued",
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return round ?? null;
}

/** The queued round opens for bets until `endsAt` (bets already queued stay on it). */
export async function openBetting(
  db: GamesDatabase,
  queuedId: number,
  endsAt: Date,
): Promise<CrashRoundRow | null> {
  const [round] = await db
    .update(crashRounds)
    .set({ state: "betting", bettingEndsAt: endsAt })
    .where(and(eq(crashRounds.id, queuedId), eq(crashRounds.state, "queued")))
    .returning();
  return round ?? null;
}

/**
 * The round starts: its crash time is fixed by its crash point, bets whose wallet answer never came
 * are refunded, and each operator's cap is set so that its players' profit stays within its
 * maximum: cap = 1 + maximum profit ÷ the operator's stakes in the round (at least 1.01×, at most
 * the maximum multiplier), shown with the start.
 */
export async function startRound(
  db: GamesDatabase,
  round: CrashRoundRow,
  now: Date,
  options: TransitionOptions,
): Promise<Changed> {
  return db.transaction(async (tx) => {
    const crashAt = new Date(now.getTime() + crashDelayMs(round.crashPoint, options.growthRate));
    const [started] = await tx
      .update(crashRounds)
      .set({ state: "running", startedAt: now, crashAt })
      .where(and(eq(crashRounds.id, round.id), eq(crashRounds.state, "betting")))
      .returning();
    if (!started) return nothing();
    const unconfirmed = await tx
      .update(crashBets)
      .set({ state: "refunded", refundReason: "unconfirmed", decidedAt: now })
      .where(and(eq(crashBets.roundId, round.id), eq(crashBets.state, "placing")))
      .returning();
    await abandonBetCalls(
      tx,
      unconfirmed.map((bet) => bet.id),
      "not confirmed before the round started",
      now,
    );
    const calls = await queueClosingCalls(tx, unconfirmed, "rollback", now, options.leaseMs);

    const stakes = await tx
      .select({
        operatorId: crashBets.operatorId,
        currency: crashBets.currency,
        staked: sql<string>`sum(${crashBets.amount})::text`,
      })
      .from(crashBets)
      .where(and(eq(crashBets.roundId, round.id), eq(crashBets.state, "active")))
      .groupBy(crashBets.operatorId, crashBets.currency);
    const caps: Record<string, number> = {};
    for (const { operatorId, currency, staked } of stakes) {
      const byProfit = 100n + (100n * options.maxProfit(currency)) / BigInt(staked);
      const cap = Number(byProfit > BigInt(CRASH_MAX_MULTIPLIER) ? BigInt(CRASH_MAX_MULTIPLIER) : byProfit);
      caps[operatorId] = Math.max(101, cap);
      await tx
        .update(crashBets)
        .set({ maxMultiplier: caps[operatorId] })
        .where(
          and(
            eq(crashBets.roundId, round.id),
            eq(crashBets.operatorId, operatorId),
            eq(crashBets.state, "active"),
          ),
        );
    }
    const [withCaps] = await tx
      .update(crashRounds)
      .set({ cashOutCaps: caps })
      .where(eq(crashRounds.id, round.id))
      .returning();
    return { rounds: [withCaps!], bets: unconfirmed, calls };
  });
}

/** Auto cash-outs and caps the curve has reached by `now`. */
export async function cashOutDue(
  db: GamesDatabase,
  round: CrashRoundRow,
  now: Date,
  options: TransitionOptions,
): Promise<CashOuts> {
  const reached = Math.min(
    multiplierAt(now.getTime() - round.startedAt!.getTime(), options.growthRate),
    round.crashPoint,
  );
  return db.transaction((tx) => runDueCashOuts(tx, round, reached, now, options));
}

/**
 * The round ends: at its crash time, or — taken over from a runner that died before it — at the
 * takeover (`interruptedAt`), when the bets still in play are refunded (decision 040's rule).
 * Cash-outs due before the end are made first, at their exact multipliers. The queued round opens
 * for bets after the pause.
 */
export async function endRound(
  db: GamesDatabase,
  round: CrashRoundRow,
  now: Date,
  options: TransitionOptions,
  interruptedAt: Date | null = null,
): Promise<Changed> {
  const ending = db.transaction(async (tx) => {
    const endedAt = interruptedAt ?? round.crashAt!;
    const reached = interruptedAt
      ? Math.min(
          multiplierAt(interruptedAt.getTime() - round.startedAt!.getTime(), options.growthRate),
          round.crashPoint,
        )
      : round.crashPoint;
    const cashed = await runDueCashOuts(tx, round, reached, now, options);
    let refunded: CrashBetRow[] = [];
    let calls = cashed.calls;
    if (interruptedAt) {
      refunded = await tx
        .update(crashBets)
        .set({ state: "refunded", refundReason: "interrupted", decidedAt: now })
        .where(and(eq(crashBets.roundId, round.id), eq(crashBets.state, "active")))
        .returning();
      calls = [...calls, ...(await queueClosingCalls(tx, refunded, "rollback", now, options.leaseMs))];
    }
    const [ended] = await tx
      .update(crashRounds)
      .set({
        state: "crashed",
        endedAt,
        interrupted: interruptedAt !== null,
        // An interrupted round has nothing left to decide.
        ...(interruptedAt ? { settledAt: now } : {}),
        maxProfitHit: sql`exists (select 1 from ${crashBets} where ${crashBets.roundId} = ${round.id} and ${crashBets.cashOutKind} = 'max_profit')`,
      })
      .where(and(eq(crashRounds.id, round.id), eq(crashRounds.state, "running")))
      .returning();
    if (!ended) throw new Overtaken();
    const opensAt = Math.max(now.getTime(), endedAt.getTime()) + options.timing.pauseMs;
    const [next] = await tx
      .update(crashRounds)
      .set({ state: "betting", bettingEndsAt: new Date(opensAt + options.timing.bettingMs) })
      .where(eq(crashRounds.state, "queued"))
      .returning();
    return { rounds: next ? [ended, next] : [ended], bets: [...cashed.bets, ...refunded], calls };
  });
  return ending.catch((error: unknown) => {
    if (error instanceof Overtaken) return nothing();
    throw error;
  });
}

/** After the grace for cash-outs received before the crash, the bets still in play lose (zero wins). */
export async function settleRound(
  db: GamesDatabase,
  round: CrashRoundRow,
  now: Date,
  options: TransitionOptions,
): Promise<Changed> {
  return db.transaction(async (tx) => {
    const [settling] = await tx
      .update(crashRounds)
      .set({ settledAt: now })
      .where(
        and(
          eq(crashRounds.id, round.id),
          eq(crashRounds.state, "crashed"),
          sql`${crashRounds.settledAt} is null`,
        ),
      )
      .returning();
    if (!settling) return nothing();
    const lost = await tx
      .update(crashBets)
      .set({ state: "lost", decidedAt: now })
      .where(and(eq(crashBets.roundId, round.id), eq(crashBets.state, "active")))
      .returning();
    const calls = await queueClosingCalls(
      tx,
      lost.map((bet) => ({ ...bet, payout: 0n })),
      "win",
      now,
      options.leaseMs,
    );
    return { rounds: [settling], bets: lost, calls };
  });
}
