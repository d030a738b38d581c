import type { FeedEventMessage, FeedMessage } from "@platform/contracts";
import type { Leadership } from "@platform/server/advisory-lock";
import { LeaderJob } from "@platform/server/leader-job";
import type { GamesDatabase } from "../../db/database.ts";
import type { Clock } from "../../shared/clock.ts";
import type { FeedAdapter, FeedHandler } from "../../sports/feed/feed-adapter.ts";
import { type BeaconResult, waitForBeacon } from "../beacon-wait.ts";
import { appliedUpTo } from "../close-match-day.ts";
import { drawRace, moveRace, raceBetsFinal } from "./close-race.ts";
import type { RaceOptions } from "./race-config.ts";
import {
  RACE_SEQUENCE,
  raceCancelMessage,
  raceFixtureMessage,
  racePricesMessage,
  raceSettlementMessage,
  raceStopMessage,
} from "./race-messages.ts";
import { createDueRaces, type RaceRow, raceFixtureId, racesInView } from "./race-schedule.ts";

/*
 * Virtual greyhounds' feed (docs/decisions/048 §Greyhounds at the aggregator): virtual football's
 * desk for races. Each step creates the races due and moves each one on by its clock: open
 * (fixture and prices sent), closing (bet_stop sent; the bets made final; the beacon awaited),
 * playing (the finish drawn, the fixture live), settled (the fixture ended and its markets settled)
 * or void (bets cancelled). The state is the database's; messages carry fixed sequences, so a new
 * leader or a recovery resends them and the processor drops what it applied.
 */

export interface RaceDeskOptions {
  db: GamesDatabase;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  leadership: Leadership;
  producer: number;
  options: RaceOptions;
}

export class RaceDesk implements FeedAdapter {
  readonly #o: RaceDeskOptions;
  readonly #handlers = new Set<FeedHandler>();
  readonly #job: LeaderJob<void>;
  /** Per fixture, the highest sequence sent by this leader (cleared on taking over or a recovery). */
  readonly #sent = new Map<string, number>();
  /** Beacon requests under way, per race: the step does not wait on them. */
  readonly #beacons = new Map<string, BeaconResult | null>();
  #recoveries: number[] = [];
  #leading = false;
  #lastAlive = Number.NEGATIVE_INFINITY;

  constructor(options: RaceDeskOptions) {
    this.#o = options;
    this.#job = new LeaderJob({
      leadership: options.leadership,
      log: options.log,
      intervalMs: options.options.tickMs,
      failure: "race desk step failed",
      work: () => this.#step(),
      follower: () => {
        this.#leading = false;
      },
    });
  }

  get options(): RaceOptions {
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
    if (producer !== this.#o.producer) throw new Error(`the race desk is producer ${this.#o.producer}`);
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
    if (recoveries.length > 0) this.#sent.clear();
    await createDueRaces(db, options, clock());
    for (const race of await racesInView(db, options, clock())) await this.#advance(race);
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

  async #advance(race: RaceRow): Promise<void> {
    const { db, clock, producer } = this.#o;
    await this.#send(
      raceFixtureMessage(race, producer, RACE_SEQUENCE.announced, "not_started", race.createdAt),
    );
    await this.#send(racePricesMessage(race, producer, race.createdAt));
    const now = clock();
    if (race.status === "open") {
      if (now < race.closesAt) return;
      await this.#send(raceStopMessage(race, producer, race.closesAt));
      const moved = await moveRace(db, race, "open", "closing", now);
      if (!moved) return;
      race = moved;
    }
    if (now >= race.closesAt) await this.#send(raceStopMessage(race, producer, race.closesAt));
    if (race.status === "closing") {
      const drawn = await this.#close(race);
      if (!drawn) return;
      race = drawn;
    }
    if (race.status === "void") {
      await this.#send(raceCancelMessage(race, producer, race.closesAt));
      await this.#send(
        raceFixtureMessage(race, producer, RACE_SEQUENCE.cancelledFixture, "cancelled", race.closesAt),
      );
      return;
    }
    if (!race.finishOrder) return;
    await this.#send(raceFixtureMessage(race, producer, RACE_SEQUENCE.live, "live", race.closesAt));
    if (clock() < race.endsAt) return;
    await this.#send(raceFixtureMessage(race, producer, RACE_SEQUENCE.ended, "ended", race.endsAt));
    await this.#send(raceSettlementMessage(race, race.finishOrder, producer, race.endsAt));
    if (race.status !== "playing") return;
    if (await appliedUpTo(db, [raceFixtureId(race)], RACE_SEQUENCE.settled))
      await moveRace(db, race, "playing", "settled", clock());
    else this.#sent.delete(raceFixtureId(race));
  }

  /** The close's second half: the bets final, then the beacon, then the draw (or the void). */
  async #close(race: RaceRow): Promise<RaceRow | null> {
    const { db, clock, log } = this.#o;
    if (!(await raceBetsFinal(db, race, RACE_SEQUENCE.stopped))) {
      // A stop the processor did not apply is sent again at the next step.
      this.#sent.delete(raceFixtureId(race));
      return null;
    }
    if (!this.#beacons.has(race.id)) this.#askBeacon(race);
    const result = this.#beacons.get(race.id);
    if (!result) return null;
    this.#beacons.delete(race.id);
    if ("error" in result) {
      log.warn({ err: result.error, race: race.id }, "virtual racing: no beacon round; the race is void");
      return moveRace(db, race, "closing", "void", clock());
    }
    return drawRace(db, race, result.value, clock());
  }

  #askBeacon(race: RaceRow): void {
    const { beacon, beaconTimeoutMs } = this.#o.options;
    this.#beacons.set(race.id, null);
    void waitForBeacon(beacon, race.closesAt, beaconTimeoutMs).then((result) =>
      this.#beacons.set(race.id, result),
    );
  }

  /** Sends what this leader has not sent yet. */
  async #send(message: FeedEventMessage): Promise<void> {
    if ((this.#sent.get(message.event) ?? 0) >= message.sequence) return;
    this.#sent.set(message.event, message.sequence);
    await this.#deliver(message);
  }

  async #deliver(message: FeedMessage): Promise<void> {
    for (const handler of this.#handlers) {
      try {
        await handler(message);
      } catch (error) {
        this.#o.log.error({ err: error, type: message.type }, "race desk: a subscriber failed");
      }
    }
  }
}
