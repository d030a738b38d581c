import type { Leadership } from "@platform/server/advisory-lock";
import { LeaderJob } from "@platform/server/leader-job";
import { and, asc, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { crashBets, crashRounds } from "../db/schema.ts";
import type { Clock } from "../shared/clock.ts";
import type { ChainStore } from "./chain-store.ts";
import type { CrashPublisher } from "./crash-publisher.ts";
import type { CrashRoundRow } from "./crash-views.ts";
import type { Deliveries } from "./deliveries.ts";
import {
  type Changed,
  cashOutDue,
  createQueuedRound,
  endRound,
  openBetting,
  settleRound,
  startRound,
  type TransitionOptions,
} from "./round-transitions.ts";

/*
 * The round loop (docs/decisions/040-crash.md), on the one node holding advisory lock 7 402 003:
 * every tick it makes the step that is due — open the queued round for bets, start it when its
 * window closes, cash out what the curve reached, crash it at its crash time, mark the bets still
 * in play lost after a short grace — and publishes what changed. Any node takes bets and
 * cash-outs; only this one moves rounds.
 *
 * Failover: the first step after taking the lock adopts whatever the last runner left. A round
 * still running is ended by the rule: past its crash time, it crashed at its crash point (the
 * outcome was fixed; the auto cash-outs it reached are paid); before it, it ends at the takeover,
 * the cash-outs due by then are paid and the bets still in play refunded, since their players
 * could not be sure to reach a cash-out while no runner was there.
 */

export interface CrashRunnerOptions {
  db: GamesDatabase;
  chains: ChainStore;
  publisher: CrashPublisher;
  deliveries: Deliveries;
  leadership: Leadership;
  clock: Clock;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  options: TransitionOptions;
}

export class CrashRunner {
  readonly #o: CrashRunnerOptions;
  readonly #job: LeaderJob<void>;
  readonly #deliveries: Deliveries;
  /** False until the first step as leader: that step adopts what the last runner left. */
  #leading = false;
  #lastSync = 0;

  constructor(options: CrashRunnerOptions) {
    this.#o = options;
    this.#deliveries = options.deliveries;
    this.#job = new LeaderJob({
      leadership: options.leadership,
      log: options.log,
      intervalMs: options.options.timing.tickMs,
      failure: "crash round step failed",
      work: () => this.#step(),
      follower: () => {
        this.#leading = false;
      },
    });
  }

  start(): void {
    this.#job.start();
  }

  /** Stops the loop and lets another node take it; calls in flight finish (or the job retries them). */
  async stop(): Promise<void> {
    await this.#job.stop();
    await this.#deliveries.idle();
  }

  /** One step now (tests step the loop by hand with their clock). */
  step(): Promise<void> {
    return this.#job.run();
  }

  /** Calls being sent: tests wait for them. */
  idle(): Promise<void> {
    return this.#deliveries.idle();
  }

  async #step(): Promise<void> {
    const { db, clock, options } = this.#o;
    const now = clock();
    const takeover = !this.#leading;
    this.#leading = true;
    const rounds = await db
      .select()
      .from(crashRounds)
      .where(or(ne(crashRounds.state, "crashed"), isNull(crashRounds.settledAt)))
      .orderBy(asc(crashRounds.id));
    const running = rounds.find((round) => round.state === "running");
    const betting = rounds.find((round) => round.state === "betting");
    const queued = rounds.find((round) => round.state === "queued");

    if (running) {
      if (takeover && now < running.crashAt!) {
        this.#o.log.info(
          { round: running.id },
          "crash: round taken over before its crash point; interrupted",
        );
        await this.#apply(await endRound(db, running, now, options, now), now);
      } else if (now >= running.crashAt!) {
        await this.#apply(await endRound(db, running, now, options), now);
      } else {
        const { bets, calls } = await cashOutDue(db, running, now, options);
        await this.#apply({ rounds: [], bets, calls }, now, running);
      }
    } else if (betting) {
      if (now >= betting.bettingEndsAt! && (await this.#placementsSettled(betting, now))) {
        await this.#apply(await startRound(db, betting, now, options), now);
      }
    } else if (queued) {
      // Nothing runs and nothing takes bets (the first round, or after a takeover): open it now.
      const opened = await openBetting(db, queued.id, new Date(now.getTime() + options.timing.bettingMs));
      if (opened) this.#o.publisher.round(opened, now);
    }

    for (const round of rounds) {
      if (
        round.state !== "crashed" ||
        round.endedAt!.getTime() + options.timing.settleGraceMs > now.getTime()
      ) {
        continue;
      }
      await this.#apply(await settleRound(db, round, now, options), now);
    }

    if (!(await this.#hasQueued())) {
      const made = await createQueuedRound(db, this.#o.chains, now);
      if (made) this.#o.publisher.round(made, now);
    }
    await this.#sync(now);
  }

  /** Bets whose wallet answer is still out hold the start up to the grace; then the start refunds them. */
  async #placementsSettled(round: CrashRoundRow, now: Date): Promise<boolean> {
    if (now.getTime() >= round.bettingEndsAt!.getTime() + this.#o.options.timing.placementGraceMs)
      return true;
    const [placing] = await this.#o.db
      .select({ id: crashBets.id })
      .from(crashBets)
      .where(and(eq(crashBets.roundId, round.id), eq(crashBets.state, "placing")))
      .limit(1);
    return !placing;
  }

  async #hasQueued(): Promise<boolean> {
    const [row] = await this.#o.db
      .select({ id: crashRounds.id })
      .from(crashRounds)
      .where(eq(crashRounds.state, "queued"));
    return row !== undefined;
  }

  /** Publishes what a transition changed and sends the calls it queued. */
  async #apply(changed: Changed, now: Date, round?: CrashRoundRow): Promise<void> {
    const { publisher } = this.#o;
    for (const row of changed.rounds) publisher.round(row, now);
    if (changed.bets.length > 0) {
      const byRound = new Map<number, typeof changed.bets>();
      for (const bet of changed.bets) byRound.set(bet.roundId, [...(byRound.get(bet.roundId) ?? []), bet]);
      for (const [roundId, bets] of byRound) {
        publisher.bets(roundId, bets);
        const owner = changed.rounds.find((row) => row.id === roundId) ?? round ?? null;
        publisher.own(bets, owner);
      }
    }
    this.#deliveries.send(changed.calls);
  }

  /** A sync frame about every second for the round running or taking bets. */
  async #sync(now: Date): Promise<void> {
    if (now.getTime() - this.#lastSync < this.#o.options.timing.syncMs) return;
    this.#lastSync = now.getTime();
    const [current] = await this.#o.db
      .select()
      .from(crashRounds)
      .where(sql`${crashRounds.state} in ('betting', 'running')`)
      .orderBy(sql`${crashRounds.state} = 'running' desc`)
      .limit(1);
    if (current) this.#o.publisher.sync(current, now);
  }
}
