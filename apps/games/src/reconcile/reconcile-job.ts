import type { Leadership } from "@platform/server/advisory-lock";
import { LeaderJob } from "@platform/server/leader-job";
import { and, asc, eq, inArray, lt, lte } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { rounds, walletCalls } from "../db/schema.ts";
import type { Settlement } from "../play/settlement.ts";
import type { Clock } from "../shared/clock.ts";

/** The advisory lock key of this job: one runner across every aggregator node. */
export const GAMES_RECONCILE_LOCK_KEY = 7_402_002;

export interface GamesReconcileOptions {
  db: GamesDatabase;
  settlement: Settlement;
  leadership: Leadership;
  clock: Clock;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  intervalMs?: number;
  /** A round still waiting for its bet's answer after this long is rolled back. */
  openRoundAgeMs?: number;
}

export interface GamesSweepReport {
  leader: boolean;
  /** Rounds whose bet was never confirmed, turned to rolling back. */
  abandoned: number;
  /** Wins and rollbacks acknowledged this sweep. */
  delivered: number;
  /** Calls still unanswered (tried again later). */
  pending: number;
  failed: number;
}

const PAGE = 100;

/**
 * Reconciliation: on the node holding the lock, every few seconds, rounds left open are finished.
 * A bet never confirmed (its answer lost, the process killed) is rolled back; a confirmed bet's
 * win and every rollback are delivered until the platform acknowledges them. Nothing is dropped.
 */
export class GamesReconcileJob {
  readonly #o: Required<GamesReconcileOptions>;
  readonly #job: LeaderJob<GamesSweepReport>;

  constructor(options: GamesReconcileOptions) {
    this.#o = { intervalMs: 5_000, openRoundAgeMs: 15_000, ...options };
    this.#job = new LeaderJob({
      leadership: this.#o.leadership,
      log: this.#o.log,
      intervalMs: this.#o.intervalMs,
      failure: "games reconcile sweep failed",
      work: () => this.#sweep(),
      follower: () => ({ leader: false, abandoned: 0, delivered: 0, pending: 0, failed: 0 }),
    });
  }

  start(): void {
    this.#job.start();
  }

  /** Stops the timer, waits for a sweep under way and lets another node take over. */
  stop(): Promise<void> {
    return this.#job.stop();
  }

  /** One sweep; one already under way is joined, not doubled. */
  sweep(): Promise<GamesSweepReport> {
    return this.#job.run();
  }

  /** A sweep on the node holding the lock. */
  async #sweep(): Promise<GamesSweepReport> {
    const report: GamesSweepReport = { leader: true, abandoned: 0, delivered: 0, pending: 0, failed: 0 };
    const { db, settlement, clock } = this.#o;
    const now = clock();

    const stale = await db
      .select({ id: rounds.id })
      .from(rounds)
      .where(
        and(
          eq(rounds.status, "betting"),
          lt(rounds.createdAt, new Date(now.getTime() - this.#o.openRoundAgeMs)),
        ),
      )
      .orderBy(asc(rounds.createdAt))
      .limit(PAGE);
    for (const { id } of stale) {
      const abandoned = await settlement.abandonBet(id, "bet unanswered; rolled back by reconciliation", {
        dueNow: true,
      });
      if (abandoned) report.abandoned++;
    }

    // Rollbacks just queued above are due at once: they are the job's from the start.
    const due = await db
      .select({ transactionId: walletCalls.transactionId })
      .from(walletCalls)
      .where(
        and(
          eq(walletCalls.status, "pending"),
          inArray(walletCalls.kind, ["win", "rollback"]),
          lte(walletCalls.nextAttemptAt, clock()),
        ),
      )
      .orderBy(asc(walletCalls.nextAttemptAt))
      .limit(PAGE);
    for (const { transactionId } of due) {
      const verdict = await settlement.deliverDue(transactionId);
      if (verdict === "done") report.delivered++;
      else if (verdict === "retry") report.pending++;
      else if (verdict === "failed") report.failed++;
    }
    if (report.abandoned + report.delivered + report.failed > 0) {
      this.#o.log.info({ ...report }, "games rounds reconciled");
    }
    return report;
  }
}
