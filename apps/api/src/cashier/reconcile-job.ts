import type { FastifyBaseLogger } from "fastify";
import type { Leadership } from "../db/advisory-lock.ts";
import type { Clock } from "../security/clock.ts";
import type { PaymentRow, PaymentsService } from "./payments-service.ts";

/** The advisory lock key of this job: one runner across every API node. */
export const RECONCILE_LOCK_KEY = 7_401_002;

export interface ReconcileJobOptions {
  payments: PaymentsService;
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
}

const PAGE = 100;
/** A sweep stops after this many payments; the next one carries on. */
const MAX_PER_SWEEP = 2_000;

/**
 * Reconciliation: every ~20 s the one node holding the lock asks the providers about payments
 * pending for more than ~20 s (a lost webhook or callback still settles) and cancels deposits
 * that stayed pending past the expiry. A withdrawal is never cancelled here: its money stays
 * held until the provider or an operator settles it, because paying twice is worse than waiting.
 */
export class ReconcileJob {
  readonly #options: Required<ReconcileJobOptions>;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<SweepReport> | null = null;

  constructor(options: ReconcileJobOptions) {
    this.#options = { intervalMs: 20_000, minAgeMs: 20_000, depositExpiryMs: 30 * 60_000, ...options };
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.#options.log.error({ err: error }, "reconcile sweep failed"),
      );
    }, this.#options.intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer, waits for a sweep under way and lets another node take over. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => undefined);
    await this.#options.leadership.release();
  }

  /** One sweep; a sweep already under way is joined, not doubled. */
  sweep(): Promise<SweepReport> {
    this.#running ??= this.#sweep().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #sweep(): Promise<SweepReport> {
    const report: SweepReport = { leader: false, checked: 0, settled: 0, expired: 0, unanswered: 0 };
    if (!(await this.#options.leadership.acquire())) return report;
    report.leader = true;
    const { payments, minAgeMs } = this.#options;
    let last: PaymentRow | undefined;
    while (report.checked < MAX_PER_SWEEP) {
      const page = await payments.pending(minAgeMs, PAGE, last);
      for (const payment of page) await this.#one(payment, report);
      last = page.at(-1);
      if (page.length < PAGE) break;
    }
    if (report.settled + report.expired > 0) this.#options.log.info({ ...report }, "payments reconciled");
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
