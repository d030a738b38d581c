import { advisoryLeadership, type Leadership } from "@platform/server/advisory-lock";
import { LeaderJob } from "@platform/server/leader-job";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/create-database.ts";
import type { Database } from "../db/database.ts";
import type { Clock } from "../security/clock.ts";
import { Ledger } from "../wallet/ledger.ts";
import { createDrawsAhead } from "./draw-creation.ts";
import { type DrawSite, enabledDrawGames, isDrawGame, listDrawSites } from "./draw-games.ts";
import { closeDueDraws, drawDueDraws, drawsToSettle } from "./draw-results.ts";
import {
  type BatchReport,
  finishDraw,
  refreshTicketStatistics,
  settleTicketBatch,
} from "./draw-settlement.ts";

/** Drawn draws one tick looks at (after a long downtime there are many, each with few tickets). */
const DRAWS_PER_TICK = 200;

/** The advisory lock key of the draw scheduler: one runner across every API node. */
export const DRAW_SCHEDULER_LOCK_KEY = 7_401_010;

/** The scheduler's leadership on a database: the lock every API node of it competes for. */
export function drawSchedulerLeadership(handle: DatabaseHandle): Leadership {
  return advisoryLeadership(handle, DRAW_SCHEDULER_LOCK_KEY);
}

export interface DrawSchedulerOptions {
  db: Database;
  leadership: Leadership;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  ledger?: Ledger;
  /** Time between ticks. */
  intervalMs?: number;
  /** Tickets settled per database transaction. */
  batchSize?: number;
  /** Batches one tick settles at most, so closing and drawing never wait long behind a big draw. */
  maxBatchesPerTick?: number;
  /** Called after each committed batch (the crash test kills the process there). */
  onBatch?: (drawId: number, batch: BatchReport) => void | Promise<void>;
}

export interface TickReport {
  leader: boolean;
  created: number;
  closed: number;
  drawn: number;
  /** Tickets settled in this tick. */
  settled: number;
  /** Draws that became settled in this tick. */
  finished: number;
  /** Work was left for the next tick (due draws or tickets beyond one tick's budget). */
  more: boolean;
}

function emptyReport(leader: boolean): TickReport {
  return { leader, created: 0, closed: 0, drawn: 0, settled: 0, finished: 0, more: false };
}

/**
 * The persisted draw scheduler (docs/decisions/026). Every ~1 s the one node holding the advisory
 * lock: creates each enabled game's draws an hour ahead (seed committed), closes the sales of due
 * draws, draws the due ones and settles their tickets. Every step reads its work from the database
 * and is idempotent, so a restart, a late node or a second node picks up exactly where the last one
 * stopped: nothing is skipped and nothing is done twice.
 */
export class DrawScheduler {
  readonly #options: Required<Omit<DrawSchedulerOptions, "onBatch">> & Pick<DrawSchedulerOptions, "onBatch">;
  readonly #job: LeaderJob<TickReport>;
  /** Draws of more than one batch whose ticket statistics this process refreshed (see #settle). */
  readonly #analyzed = new Set<number>();

  constructor(options: DrawSchedulerOptions) {
    this.#options = {
      intervalMs: 1_000,
      batchSize: 1_000,
      maxBatchesPerTick: 20,
      ledger: options.ledger ?? new Ledger(options.db),
      ...options,
    };
    this.#job = new LeaderJob({
      leadership: this.#options.leadership,
      log: this.#options.log,
      intervalMs: this.#options.intervalMs,
      failure: "draw scheduler tick failed",
      work: () => this.#tick(),
      follower: () => emptyReport(false),
    });
  }

  start(): void {
    this.#job.start();
  }

  /** Stops the timer, waits for a tick under way and lets another node take over. */
  stop(): Promise<void> {
    return this.#job.stop();
  }

  /** One tick; a tick already under way is joined, not doubled. */
  tick(): Promise<TickReport> {
    return this.#job.run();
  }

  async #tick(): Promise<TickReport> {
    const report = emptyReport(true);
    const { db, clock, log } = this.#options;
    const { sites, invalid } = await listDrawSites(db);
    if (invalid.length > 0)
      log.warn({ sites: invalid }, "draw scheduler skips sites whose settings do not parse");

    // a. Draws ahead, per site and game, each in its own transaction.
    for (const site of sites) {
      for (const game of enabledDrawGames(site.settings)) {
        try {
          report.created += await createDrawsAhead(
            db,
            site.id,
            game,
            site.settings.lotto.schedules[game],
            clock(),
          );
        } catch (error) {
          log.error({ err: error, site: site.siteCode, game }, "creating draws failed");
        }
      }
    }
    // b. Sales end at closes_at; c. due draws are drawn from their committed seeds.
    report.closed = (await closeDueDraws(db, clock())).length;
    const { drawn, broken, more } = await drawDueDraws(db, clock());
    report.drawn = drawn.length;
    if (broken.length > 0)
      log.error({ draws: broken }, "draws whose seed does not match its hash stay undrawn");
    if (report.drawn > 0) log.info({ draws: drawn.map((draw) => draw.id) }, "draws drawn");

    // d. Settlement, oldest draw first, within the tick's budget.
    const byId = new Map(sites.map((site) => [site.id, site]));
    await this.#settle(report, byId);
    report.more ||= more;
    return report;
  }

  async #settle(report: TickReport, sites: Map<number, DrawSite>): Promise<void> {
    const { db, ledger, clock, log, batchSize, maxBatchesPerTick, onBatch } = this.#options;
    // Only batches that settled something count: a draw nobody played costs one cheap query.
    let budget = maxBatchesPerTick;
    const due = await drawsToSettle(db, DRAWS_PER_TICK);
    const settling = new Set(due.map((draw) => draw.id));
    for (const id of this.#analyzed) if (!settling.has(id)) this.#analyzed.delete(id);
    for (const draw of due) {
      if (budget === 0) break;
      const site = sites.get(draw.siteId);
      if (!site || !isDrawGame(draw.game) || !draw.numbers) {
        log.error({ draw: draw.id }, "a drawn draw cannot be settled (site settings or numbers missing)");
        continue;
      }
      const target = { id: draw.id, game: draw.game, sequence: draw.sequence, numbers: draw.numbers };
      try {
        while (budget > 0) {
          const batch = await settleTicketBatch(db, ledger, site, target, clock(), batchSize);
          report.settled += batch.settled;
          if (batch.settled === 0) break;
          budget--;
          await onBatch?.(draw.id, batch);
          if (batch.settled < batchSize) break;
          // A draw of many batches: once the planner knows it has that many open tickets, each batch
          // walks them by index instead of sorting them all (and updates them by id).
          if (!this.#analyzed.has(draw.id)) {
            this.#analyzed.add(draw.id);
            await refreshTicketStatistics(db);
          }
        }
        if (await finishDraw(db, draw.id, clock())) report.finished++;
      } catch (error) {
        log.error({ err: error, draw: draw.id }, "settling a draw failed");
      }
    }
    report.more = budget === 0 || due.length === DRAWS_PER_TICK;
  }
}
