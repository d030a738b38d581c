import type { FeedMessage } from "@platform/contracts";
import type { Leadership } from "@platform/server/advisory-lock";
import { LeaderJob } from "@platform/server/leader-job";
import { eq } from "drizzle-orm";
import type { GamesDatabase } from "../../../db/database.ts";
import { sportsDeskState } from "../../../db/schema.ts";
import type { Clock } from "../../../shared/clock.ts";
import type { DeskOptions } from "../../sports-config.ts";
import type { FeedAdapter, FeedHandler } from "../feed-adapter.ts";
import {
  type BasketballDeskMatch,
  basketballLeagueOf,
  basketballStepMessage,
  playBasketball,
} from "./basketball-desk.ts";
import { type DeskMatch, stepMessage } from "./desk-messages.ts";
import { simulateMatch } from "./match-simulator.ts";
import { buildTimeline } from "./match-timeline.ts";
import type { Pricer } from "./pricer.ts";
import { dayOf, fixturesOfDay, type ScheduledFixture } from "./schedule.ts";

/*
 * The built-in feed (docs/decisions/045-sports-feed.md): a trading desk that schedules real
 * leagues' fixtures, plays them on its clock and says so in UOF-shaped messages. It runs on the one
 * node holding its advisory lock (a LeaderJob step every `tickMs`); everything it says is a
 * function of (seed, anchor) — the anchor is stored once — so a node that takes over says the same
 * messages under the same sequences, and the processor drops what it already applied.
 *
 * Each step sends the messages that fell due (of several price updates due at once, only the last:
 * it carries the whole state), answers recovery requests by replaying what was due since the asked
 * time, then `snapshot_complete`, and sends `alive` every `aliveEveryMs`. `setQuiet(true)` makes the
 * producer go silent: its messages are lost, no alive, recoveries refused, as when the link is down.
 */

export interface SimulatedDeskOptions {
  db: GamesDatabase;
  clock: Clock;
  log: { error(obj: object, msg: string): void };
  leadership: Leadership;
  producer: number;
  pricer: Pricer;
  options: DeskOptions;
}

interface Recovery {
  since: number;
  requestId: number;
}

export class SimulatedDesk implements FeedAdapter {
  readonly #o: SimulatedDeskOptions;
  readonly #handlers = new Set<FeedHandler>();
  readonly #job: LeaderJob<void>;
  /** Matches of the days in view (football or basketball), built when first needed. */
  readonly #matches = new Map<string, DeskMatch | BasketballDeskMatch>();
  /** The schedule of each day in view (a pure function of seed, anchor and day). */
  readonly #days = new Map<number, ScheduledFixture[]>();
  /** Per match, the index of the next step to send (the steps before were sent or lost). */
  readonly #cursor = new Map<string, number>();
  #recoveries: Recovery[] = [];
  #anchor: number | null = null;
  #leading = false;
  #lastAlive = Number.NEGATIVE_INFINITY;
  #quiet = false;

  constructor(options: SimulatedDeskOptions) {
    this.#o = options;
    this.#job = new LeaderJob({
      leadership: options.leadership,
      log: options.log,
      intervalMs: options.options.tickMs,
      failure: "sports desk step failed",
      work: () => this.#step(),
      follower: () => {
        this.#leading = false;
      },
    });
  }

  async start(): Promise<void> {
    this.#job.start();
  }

  async stop(): Promise<void> {
    await this.#job.stop();
  }

  subscribe(handler: FeedHandler): () => void {
    const entry: FeedHandler = (message) => handler(message);
    this.#handlers.add(entry);
    return () => this.#handlers.delete(entry);
  }

  async recover(producer: number, since: Date, requestId: number): Promise<void> {
    if (producer !== this.#o.producer)
      throw new Error(`the desk is producer ${this.#o.producer}, not ${producer}`);
    if (this.#quiet) throw new Error("the desk's producer cannot be reached");
    this.#recoveries.push({ since: since.getTime(), requestId });
  }

  /** The test and demo hook: a producer that goes quiet (and comes back). */
  setQuiet(quiet: boolean): void {
    this.#quiet = quiet;
  }

  /** One step now (tests drive the desk with their clock). */
  step(): Promise<void> {
    return this.#job.run();
  }

  /** The matches of the days around `at` (tests look at what the desk will play). */
  async matchesAround(at: Date): Promise<(DeskMatch | BasketballDeskMatch)[]> {
    const anchor = await this.#loadAnchor(at.getTime());
    return this.#inView(anchor, at.getTime());
  }

  async #step(): Promise<void> {
    const now = this.#o.clock().getTime();
    if (!this.#leading) {
      // Taking over: resend from the start; the processor keeps what it had.
      this.#leading = true;
      this.#cursor.clear();
    }
    const anchor = await this.#loadAnchor(now);
    for (const match of this.#inView(anchor, now)) await this.#sendDue(match, now);
    if (this.#quiet) return;
    const recoveries = this.#recoveries;
    this.#recoveries = [];
    for (const recovery of recoveries) await this.#replay(anchor, recovery, now);
    if (now - this.#lastAlive >= this.#o.options.aliveEveryMs) {
      this.#lastAlive = now;
      await this.#deliver({
        type: "alive",
        producer: this.#o.producer,
        timestamp: new Date(now).toISOString(),
        subscribed: true,
      });
    }
  }

  async #sendDue(match: DeskMatch | BasketballDeskMatch, now: number): Promise<void> {
    const from = this.#cursor.get(match.fixture.id) ?? 0;
    let to = from;
    while (to < match.steps.length && match.steps[to]!.at <= now) to += 1;
    if (to === from) return;
    this.#cursor.set(match.fixture.id, to);
    if (!this.#quiet) await this.#sendRange(match, from, to);
  }

  /** Steps [from, to) in order, each price update skipped when a later one in the range replaces it. */
  async #sendRange(match: DeskMatch | BasketballDeskMatch, from: number, to: number): Promise<void> {
    let lastPrices = -1;
    for (let i = to - 1; i >= from && lastPrices < 0; i--) {
      const step = match.steps[i]!;
      if (step.kind === "odds" && step.period !== "ended") lastPrices = i;
    }
    for (let i = from; i < to; i++) {
      const step = match.steps[i]!;
      if (step.kind === "odds" && step.period !== "ended" && i !== lastPrices) continue;
      await this.#deliver(
        "sport" in match
          ? basketballStepMessage(match, i, this.#o.producer, this.#o.options.margin)
          : stepMessage(match, i, this.#o.producer, this.#o.pricer),
      );
    }
  }

  async #replay(anchor: number, recovery: Recovery, now: number): Promise<void> {
    // A step's time is its message's timestamp; a tick's worth earlier too, in case it went out late.
    const since = recovery.since - this.#o.options.tickMs;
    for (const match of this.#inView(anchor, now)) {
      const sent = this.#cursor.get(match.fixture.id) ?? 0;
      const from = match.steps.findIndex((step) => step.at >= since);
      if (from >= 0 && from < sent) await this.#sendRange(match, from, sent);
    }
    await this.#deliver({
      type: "snapshot_complete",
      producer: this.#o.producer,
      timestamp: new Date(now).toISOString(),
      request_id: recovery.requestId,
    });
  }

  async #deliver(message: FeedMessage): Promise<void> {
    for (const handler of this.#handlers) {
      try {
        await handler(message);
      } catch (error) {
        this.#o.log.error({ err: error, type: message.type }, "sports desk: a subscriber failed");
      }
    }
  }

  /**
   * The matches of yesterday, today and the next `days` days (relative to the anchor) that are
   * already announced, in kick-off order; each is simulated when first announced.
   */
  #inView(anchor: number, now: number): (DeskMatch | BasketballDeskMatch)[] {
    const { options } = this.#o;
    const today = dayOf(anchor, now);
    const view: (DeskMatch | BasketballDeskMatch)[] = [];
    for (let day = today - 1; day <= today + options.days; day++) {
      let fixtures = this.#days.get(day);
      if (!fixtures) {
        fixtures = fixturesOfDay(options, anchor, day);
        this.#days.set(day, fixtures);
      }
      for (const fixture of fixtures) {
        if (fixture.publishAt > now) continue;
        let match = this.#matches.get(fixture.id);
        if (!match) {
          match = this.#play(fixture);
          this.#matches.set(fixture.id, match);
        }
        view.push(match);
      }
    }
    // Days that left the view are forgotten.
    for (const day of this.#days.keys()) {
      if (day >= today - 1) continue;
      for (const fixture of this.#days.get(day)!) {
        this.#matches.delete(fixture.id);
        this.#cursor.delete(fixture.id);
      }
      this.#days.delete(day);
    }
    return view;
  }

  #play(fixture: ScheduledFixture): DeskMatch | BasketballDeskMatch {
    const basketball = basketballLeagueOf(fixture);
    if (basketball) return playBasketball(fixture, basketball, this.#o.options);
    const [, attackHome, defenceHome] = fixture.home;
    const [, attackAway, defenceAway] = fixture.away;
    const expected = this.#o.pricer.expectedGoals(
      { attack: attackHome, defence: defenceHome },
      { attack: attackAway, defence: defenceAway },
      fixture.league.homeAdvantage,
    );
    const script = simulateMatch(fixture.matchSeed, expected);
    return { fixture, script, expected, steps: buildTimeline(fixture, script, this.#o.options) };
  }

  /** The stored anchor (the first leader's start), or this one. A different seed re-anchors. */
  async #loadAnchor(now: number): Promise<number> {
    if (this.#anchor !== null) return this.#anchor;
    const { db, producer, options } = this.#o;
    await db
      .insert(sportsDeskState)
      .values({ producerId: producer, seed: options.seed, anchorAt: new Date(now) })
      .onConflictDoNothing();
    let [row] = await db.select().from(sportsDeskState).where(eq(sportsDeskState.producerId, producer));
    if (row && row.seed !== options.seed) {
      [row] = await db
        .update(sportsDeskState)
        .set({ seed: options.seed, anchorAt: new Date(now) })
        .where(eq(sportsDeskState.producerId, producer))
        .returning();
    }
    this.#anchor = row!.anchorAt.getTime();
    return this.#anchor;
  }
}
