import type { FeedEventMessage, FeedMessage } from "@platform/contracts";
import type { Leadership } from "@platform/server/advisory-lock";
import { LeaderJob } from "@platform/server/leader-job";
import { MATCH_SECONDS, matchSecondAt } from "@platform/sports";
import type { GamesDatabase } from "../db/database.ts";
import type { Clock } from "../shared/clock.ts";
import type { FeedAdapter, FeedHandler } from "../sports/feed/feed-adapter.ts";
import { type BeaconResult, waitForBeacon } from "./beacon-wait.ts";
import { appliedUpTo, betsFinal, drawMatchDay, moveMatchDay } from "./close-match-day.ts";
import type { VirtualOptions } from "./virtual-config.ts";
import {
  cancelMessage,
  fixtureMessage,
  type MatchRef,
  pricesMessage,
  SEQUENCE,
  settlementMessage,
  stateMessage,
  stopMessage,
} from "./virtual-messages.ts";
import { createDueMatchDays, fixtureIdsOf, type MatchDayRow, matchDaysInView } from "./virtual-schedule.ts";

/*
 * Virtual football's feed (docs/decisions/048): a FeedAdapter like the simulated desk, driven by the
 * match days in the database on the node holding its lock. Each step creates the match days due,
 * and moves each one on by its clock: open (fixtures and prices sent), closing (bet_stop sent; the
 * bets made final; the beacon awaited), playing (the outcomes drawn; the match state sent as the
 * seconds pass), settled (results sent) or void (bets cancelled). The state is the database's; the
 * messages carry fixed sequences, so a new leader or a recovery resends them and the processor
 * drops what it applied. A transition that needs the feed's messages applied checks they were.
 */

export interface VirtualDeskOptions {
  db: GamesDatabase;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  leadership: Leadership;
  producer: number;
  options: VirtualOptions;
}

export class VirtualDesk implements FeedAdapter {
  readonly #o: VirtualDeskOptions;
  readonly #handlers = new Set<FeedHandler>();
  readonly #job: LeaderJob<void>;
  /** Per fixture, the highest sequence sent by this leader (cleared on taking over or a recovery). */
  readonly #sent = new Map<string, number>();
  /** Beacon requests under way, per match day: the step does not wait on them. */
  readonly #beacons = new Map<string, BeaconResult | null>();
  #recoveries: number[] = [];
  #leading = false;
  #lastAlive = Number.NEGATIVE_INFINITY;

  constructor(options: VirtualDeskOptions) {
    this.#o = options;
    this.#job = new LeaderJob({
      leadership: options.leadership,
      log: options.log,
      intervalMs: options.options.tickMs,
      failure: "virtual desk step failed",
      work: () => this.#step(),
      follower: () => {
        this.#leading = false;
      },
    });
  }

  get options(): VirtualOptions {
    return this.#o.options;
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

  async recover(producer: number, _since: Date, requestId: number): Promise<void> {
    if (producer !== this.#o.producer) throw new Error(`the virtual desk is producer ${this.#o.producer}`);
    this.#recoveries.push(requestId);
  }

  /** One step now (tests drive the desk with their clock). */
  step(): Promise<void> {
    return this.#job.run();
  }

  async #step(): Promise<void> {
    const { db, options, clock } = this.#o;
    if (!this.#leading) {
      this.#leading = true;
      this.#sent.clear();
    }
    const recoveries = this.#recoveries;
    this.#recoveries = [];
    // A recovery resends the state of every match day in view; the processor keeps what it had.
    if (recoveries.length > 0) this.#sent.clear();
    await createDueMatchDays(db, options, clock());
    for (const day of await matchDaysInView(db, options, clock())) await this.#advance(day);
    const now = clock();
    for (const requestId of recoveries)
      await this.#deliver({
        type: "snapshot_complete",
        producer: this.#o.producer,
        timestamp: now.toISOString(),
        request_id: requestId,
      });
    if (now.getTime() - this.#lastAlive >= options.aliveEveryMs) {
      this.#lastAlive = now.getTime();
      await this.#deliver({
        type: "alive",
        producer: this.#o.producer,
        timestamp: now.toISOString(),
        subscribed: true,
      });
    }
  }

  async #advance(day: MatchDayRow): Promise<void> {
    const { db, clock, producer } = this.#o;
    await this.#each(day, (ref) =>
      fixtureMessage(ref, producer, SEQUENCE.announced, "not_started", day.createdAt),
    );
    await this.#each(day, (ref) => pricesMessage(ref, producer, day.createdAt));
    let now = clock();
    if (day.status === "open") {
      if (now < day.closesAt) return;
      await this.#each(day, (ref) => stopMessage(ref, producer, day.closesAt));
      const moved = await moveMatchDay(db, day, "open", "closing", now);
      if (!moved) return;
      day = moved;
    }
    if (now >= day.closesAt) await this.#each(day, (ref) => stopMessage(ref, producer, day.closesAt));
    if (day.status === "closing") {
      const drawn = await this.#close(day);
      if (!drawn) return;
      day = drawn;
    }
    if (day.status === "void") {
      await this.#each(day, (ref) => cancelMessage(ref, producer, day.closesAt));
      await this.#each(day, (ref) =>
        fixtureMessage(ref, producer, SEQUENCE.cancelledFixture, "cancelled", day.closesAt),
      );
      return;
    }
    if (!day.outcomes) return;
    const outcomes = day.outcomes;
    await this.#each(day, (ref) => fixtureMessage(ref, producer, SEQUENCE.live, "live", day.closesAt));
    now = clock();
    const second = matchSecondAt(now.getTime() - day.closesAt.getTime(), this.#o.options.playMs);
    const ended = now >= day.endsAt;
    if (!ended) {
      await this.#each(day, (ref, i) => stateMessage(ref, outcomes[i]!, producer, second, now));
      return;
    }
    await this.#each(day, (ref, i) => stateMessage(ref, outcomes[i]!, producer, MATCH_SECONDS, day.endsAt));
    await this.#each(day, (ref) => fixtureMessage(ref, producer, SEQUENCE.ended, "ended", day.endsAt));
    await this.#each(day, (ref, i) => settlementMessage(ref, outcomes[i]!, producer, day.endsAt));
    if (day.status !== "playing") return;
    if (await appliedUpTo(db, fixtureIdsOf(day), SEQUENCE.settled))
      await moveMatchDay(db, day, "playing", "settled", now);
    else this.#forget(day);
  }

  /** The close's second half: the bets final, then the beacon, then the draw (or the void). */
  async #close(day: MatchDayRow): Promise<MatchDayRow | null> {
    const { db, clock, log } = this.#o;
    if (!(await betsFinal(db, day, SEQUENCE.stopped))) {
      // A stop the processor did not apply is sent again at the next step.
      this.#forget(day);
      return null;
    }
    if (!this.#beacons.has(day.id)) this.#askBeacon(day);
    const result = this.#beacons.get(day.id);
    if (!result) return null;
    this.#beacons.delete(day.id);
    if ("error" in result) {
      log.warn(
        { err: result.error, matchDay: day.id },
        "virtual football: no beacon round; the match day is void",
      );
      return moveMatchDay(db, day, "closing", "void", clock());
    }
    return drawMatchDay(db, day, result.value, clock());
  }

  #askBeacon(day: MatchDayRow): void {
    const { beacon, beaconTimeoutMs } = this.#o.options;
    this.#beacons.set(day.id, null);
    void waitForBeacon(beacon, day.closesAt, beaconTimeoutMs).then((result) =>
      this.#beacons.set(day.id, result),
    );
  }

  /** One message per match of the day. */
  #each(day: MatchDayRow, make: (ref: MatchRef, i: number) => FeedEventMessage): Promise<void> {
    return this.#sendAll(day.fixtures.map((fixture, i) => make({ day, fixture }, i)));
  }

  /** Sends what this leader has not sent yet; for a fixture's match state, only the latest second. */
  async #sendAll(messages: FeedEventMessage[]): Promise<void> {
    for (const message of messages) {
      if ((this.#sent.get(message.event) ?? 0) >= message.sequence) continue;
      this.#sent.set(message.event, message.sequence);
      await this.#deliver(message);
    }
  }

  #forget(day: MatchDayRow): void {
    for (const id of fixtureIdsOf(day)) this.#sent.delete(id);
  }

  async #deliver(message: FeedMessage): Promise<void> {
    for (const handler of this.#handlers) {
      try {
        await handler(message);
      } catch (error) {
        this.#o.log.error({ err: error, type: message.type }, "virtual desk: a subscriber failed");
      }
    }
  }
}
