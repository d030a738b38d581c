import type { Leadership } from "@platform/server/advisory-lock";
import { LeaderJob } from "@platform/server/leader-job";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.ts";
import type { Clock } from "../security/clock.ts";
import { alertUnsettledHolds } from "./held-funds-check.ts";
import type { PaymentRow } from "./payment-store.ts";
import type { PaymentsService } from "./payments-service.ts";

/** The advisory lock key of this job: one runner across every API node. */
export const RECONCILE_LOCK_KEY = 7_401_002;

export interface ReconcileJobOptions {
  payments: PaymentsService;
  /** For the check of the books after each sweep (holds nothing will settle). */
  db: Database;
  leadership: Leadership;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** Time between sweeps. */
  intervalMs?: number;
  /** A payment younger than this is left to its webhook or callback. */
  minAgeMs?: number;
  /** A deposit still pending after this (the provider reporting nothing) is cancelled. */
  depositExpiryMs?: number;
}

export interface SweepReport {
  leader: boolean;
  checked: number;
  settled: number;
  expired: number;
  unanswered: number;
  /** Pending holds under a final payment (or none): each raises a `hold_unsettled` alert once. */
  unsettledHolds: number;
}

const PAGE = 100;
/** A sweep stops after this many payments; the next one carries on. */
const MAX_PER_SWEEP = 2_000;

/**
 * Reconciliation: every ~20 s the one node holding the lock asks the providers about payments
 * pending for more than ~20 s (a lost webhook or callback still settles) and cancels deposits
 * that stayed pending past the expiry. A withdrawal is never cancelled here: its money stays
 * held until the provider or an operator settles it, because paying twice is worse than waiting.
 * Each sweep ends with a check of the books: a hold left pending under a final payment is money
 * nobody will ever pay out or return, so the operator is alerted.
 */
export class ReconcileJob {
  readonly #options: Required<ReconcileJobOptions>;
  readonly #job: LeaderJob<SweepReport>;

  constructor(options: ReconcileJobOptions) {
    this.#options = { intervalMs: 20_000, minAgeMs: 20_000, depositExpiryMs: 30 * 60_000, ...options };
    this.#job = new LeaderJob({
      leadership: this.#options.leadership,
      log: this.#options.log,
      intervalMs: this.#options.intervalMs,
      failure: "reconcile sweep failed",
      work: () => this.#sweep(),
      follower: () => ({
        leader: false,
        checked: 0,
        settled: 0,
        expired: 0,
        unanswered: 0,
        unsettledHolds: 0,
      }),
    });
  }

  start(): void {
    this.#job.start();
  }

  /** Stops the timer, waits for a sweep under way and lets another node take over. */
  stop(): Promise<void> {
    return this.#job.stop();
  }

  /** One sweep; a sweep already under way is joined, not doubled. */
  sweep(): Promise<SweepReport> {
    return this.#job.run();
  }

  async #sweep(): Promise<SweepReport> {
    const report: SweepReport = {
      leader: true,
      checked: 0,
      settled: 0,
      expired: 0,
      unanswered: 0,
      unsettledHolds: 0,
    };
    const { payments, minAgeMs, db, clock, log } = this.#options;
    let last: PaymentRow | undefined;
    while (report.checked < MAX_PER_SWEEP) {
      const page = await payments.pending(minAgeMs, PAGE, last);
      for (const payment of page) await this.#one(payment, report);
      last = page.at(-1);
      if (page.length < PAGE) break;
    }
    const unsettled = await alertUnsettledHolds(db, clock());
    report.unsettledHolds = unsettled.length;
    if (unsettled.length > 0)
      log.error({ holds: unsettled.map((hold) => hold.holdId) }, "holds left unsettled");
    if (report.settled + report.expired > 0) log.info({ ...report }, "payments reconciled");
    return report;
  }

  async #one(payment: PaymentRow, report: SweepReport): Promise<void> {
    report.checked++;
    const { payments, clock, depositExpiryMs, log } = this.#options;
    let current: PaymentRow;
    try {
      current = await payments.reconcile(payment);
    } catch (error) {
      // No answer (provider down, adapter not configured): ask again next sweep, expire nothing.
      report.unanswered++;
      log.warn({ err: error, payment: payment.id, gateway: payment.gatewayCode }, "status query failed");
      return;
    }
    if (current.status !== "pending") {
      report.settled++;
      return;
    }
    const age = clock().getTime() - current.createdAt.getTime();
    if (current.direction !== "deposit" || age < depositExpiryMs) return;
    try {
      const expired = await payments.expireDeposit(current);
      if (expired.status === "canceled") report.expired++;
      else if (expired.status !== "pending") report.settled++;
    } catch (error) {
      report.unanswered++;
      log.warn({ err: error, payment: payment.id }, "deposit expiry failed");
    }
  }
}
