import type { Leadership } from "@platform/server/advisory-lock";
import { LeaderJob } from "@platform/server/leader-job";
import { Deliveries } from "../crash/deliveries.ts";
import type { GamesDatabase } from "../db/database.ts";
import type { Settlement } from "../play/settlement.ts";
import type { Clock } from "../shared/clock.ts";
import { fetchCloseBeacon } from "./beacon-entropy.ts";
import { closeDueRound } from "./close-round.ts";
import { recheckFixtures } from "./fixture-moves.ts";
import { DEFAULT_JACKPOT, type JackpotSettings } from "./jackpot-config.ts";
import type { JackpotDeps } from "./jackpot-deps.ts";
import { abandonStaleTickets } from "./jackpot-wallet.ts";
import { openRound } from "./open-round.ts";
import { settleRound } from "./settle-round.ts";

/*
 * The 13-match jackpot on one aggregator node (docs/decisions/050-sports-jackpot.md): tickets are
 * bought on any node; the round job (re-check the coupon's kick-offs, close at the first kick-off,
 * fetch the close's drand round, settle in batches once the 13 results are in, open the next)
 * runs on the leader only, like the sportsbook's settlement. Its wallet calls share the
 * outbox: the node's Settlement is built with `products: { sports_jackpot: new JackpotLedger() }`.
 */

/** The round job's advisory lock. */
export const SPORTS_JACKPOT_LOCK_KEY = 7_402_050;

export interface SportsJackpotOptions {
  db: GamesDatabase;
  settlement: Settlement;
  clock: Clock;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  leadership: Leadership;
  settings?: Partial<JackpotSettings>;
  leaseMs?: number;
}

export class SportsJackpot {
  readonly deps: JackpotDeps;
  readonly #job: LeaderJob<void>;
  readonly #log: SportsJackpotOptions["log"];

  constructor(options: SportsJackpotOptions) {
    const settings = { ...DEFAULT_JACKPOT, ...options.settings };
    this.#log = options.log;
    this.deps = {
      db: options.db,
      settlement: options.settlement,
      deliveries: new Deliveries(options.settlement, options.log),
      clock: options.clock,
      settings,
      leaseMs: options.leaseMs ?? 20_000,
    };
    this.#job = new LeaderJob({
      leadership: options.leadership,
      log: options.log,
      intervalMs: settings.intervalMs,
      failure: "sports jackpot step failed",
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

  /** One step of the round job now (tests step it by hand). */
  step(): Promise<void> {
    return this.#job.run();
  }

  /** Calls being sent: tests wait for them. */
  idle(): Promise<void> {
    return this.deps.deliveries.idle();
  }

  async #step(): Promise<void> {
    await abandonStaleTickets(this.deps, 2 * this.deps.leaseMs);
    const moved = await recheckFixtures(this.deps);
    if (moved) this.#log.info(moved, "sports jackpot: a fixture moved");
    const closed = await closeDueRound(this.deps);
    if (closed) this.#log.info({ round: closed }, "sports jackpot closed");
    await fetchCloseBeacon(this.deps, this.#log);
    // Each batch's wins are handed to the sender as it commits.
    const paid = await settleRound(this.deps);
    if (paid > 0) this.#log.info({ wins: paid }, "sports jackpot settled");
    const opened = await openRound(this.deps);
    if (opened) this.#log.info({ round: opened }, "sports jackpot opened");
  }
}
