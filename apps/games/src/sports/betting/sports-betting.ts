import type { Leadership } from "@platform/server/advisory-lock";
import { LeaderJob } from "@platform/server/leader-job";
import type { GamesDatabase } from "../../db/database.ts";
import type { Settlement } from "../../play/settlement.ts";
import type { Clock } from "../../shared/clock.ts";
import { BatchSender } from "../../wallet/batch-sender.ts";
import type { SportsBettingSettings } from "./betting-config.ts";
import type { BettingDeps } from "./betting-deps.ts";
import { BettingRulesStore } from "./betting-rules-store.ts";
import { autoCashOuts, purgeExpiredQuotes } from "./cash-out.ts";
import { abandonStalePlacing } from "./place-bet.ts";
import { settleDue } from "./settle-bets.ts";
import type { SportsLedger } from "./sports-wallet.ts";

/*
 * The betting service on one aggregator node (docs/decisions/046-sports-betting.md): placement,
 * cash-out and booking codes run on any node; the settlement job (settlement messages, then auto
 * cash-out rules) runs on the leader only, like crash's runner. Its wallet calls go through the
 * shared outbox: the node's Settlement must be built with `products: { sports: ledger }`, a
 * SportsLedger also given here (`ledger`) so that the calls it queues are sent at once.
 */

/** The settlement job's advisory lock. */
export const SPORTS_SETTLEMENT_LOCK_KEY = 7_402_046;

export interface SportsBettingOptions {
  db: GamesDatabase;
  settlement: Settlement;
  clock: Clock;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  leadership: Leadership;
  /** The outbox's sports side (the Settlement's): what it queues is sent by this node's sender. */
  ledger?: SportsLedger;
  settings?: SportsBettingSettings;
  leaseMs?: number;
  /** The settlement job's period. */
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Unused cash-out quotes are purged this often (by the leader, after a settlement step). */
const PURGE_EVERY_MS = 60_000;

export class SportsBetting {
  readonly deps: BettingDeps;
  readonly #job: LeaderJob<void>;
  #purgedAt = Number.NEGATIVE_INFINITY;

  constructor(options: SportsBettingOptions) {
    const settings = options.settings ?? {};
    this.deps = {
      db: options.db,
      settlement: options.settlement,
      deliveries: new BatchSender(options.settlement, options.log),
      clock: options.clock,
      settings,
      rules: new BettingRulesStore(options.db, settings),
      leaseMs: options.leaseMs ?? 20_000,
      ...(options.sleep ? { sleep: options.sleep } : {}),
    };
    options.ledger?.sendWith(this.deps.deliveries);
    this.#job = new LeaderJob({
      leadership: options.leadership,
      log: options.log,
      intervalMs: options.intervalMs ?? 1_000,
      failure: "sports settlement step failed",
      work: () => this.#step(),
      follower: () => undefined,
    });
  }

  start(): void {
    this.#job.start();
  }

  async stop(): Promise<void> {
    await this.#job.stop();
    await this.deps.deliveries.idle();
  }

  /** One settlement step now (tests step it by hand). */
  step(): Promise<void> {
    return this.#job.run();
  }

  /**
   * Settles as soon as the feed journals a settlement (the processor's hook), besides the timer;
   * answers the unsubscribe. A settlement journaled during a pass gets a pass after it (the pass
   * under way may have read the messages before it), not the next tick's.
   */
  followFeed(processor: { onSettlement(listener: () => void): () => void }): () => void {
    return processor.onSettlement(() => {
      void this.#job.runAfter().catch(() => undefined);
    });
  }

  /** Calls being sent: tests wait for them. */
  idle(): Promise<void> {
    return this.deps.deliveries.idle();
  }

  async #step(): Promise<void> {
    await abandonStalePlacing(this.deps, 2 * this.deps.leaseMs);
    await settleDue(this.deps);
    await autoCashOuts(this.deps);
    const now = this.deps.clock().getTime();
    if (now - this.#purgedAt >= PURGE_EVERY_MS) {
      this.#purgedAt = now;
      await purgeExpiredQuotes(this.deps);
    }
  }
}
