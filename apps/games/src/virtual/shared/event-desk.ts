import type { FeedEventMessage, FeedMessage } from "@platform/contracts";
import type { Leadership } from "@platform/server/advisory-lock";
import { LeaderJob } from "@platform/server/leader-job";
import type { GamesDatabase } from "../../db/database.ts";
import type { Clock } from "../../shared/clock.ts";
import type { FeedAdapter, FeedHandler } from "../../sports/feed/feed-adapter.ts";
import { type BeaconResult, waitForBeacon } from "../beacon-wait.ts";
import { appliedUpTo, betsFinal } from "../close-match-day.ts";
import type { VirtualOptions } from "../virtual-config.ts";
import type { EventKind, EventRow } from "./event-kind.ts";

/*
 * A virtual event desk (docs/decisions/048): a FeedAdapter driven by the events in the database on
 * the node holding its lock, one loop for every virtual game. Each step creates the events due and
 * moves each one on by its clock: open (fixtures and prices sent), closing (bet_stop sent; the bets
 * made final; the beacon awaited), playing (the outcome drawn, the fixtures live, the play sent as
 * it passes), settled (results sent) or void (bets cancelled). The state is the database's; the
 * messages carry fixed sequences, so a new leader or a recovery resends them and the processor
 * drops what it applied. A transition that needs the feed's messages applied checks they were.
 * What an event is (a match day, a race) and what its messages say is the game's EventKind
 * (event-kind.ts).
 */

export interface EventDeskOptions<O extends VirtualOptions = VirtualOptions> {
  db: GamesDatabase;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  leadership: Leadership;
  producer: number;
  options: O;
}

export class EventDesk<Row extends EventRow, Outcome, O extends VirtualOptions = VirtualOptions>
  implements FeedAdapter
{
  readonly #o: EventDeskOptions<O>;
  readonly #kind: EventKind<Row, Outcome>;
  /** "virtual desk", "race desk": in its logs and errors. */
  readonly #name: string;
  readonly #handlers = new Set<FeedHandler>();
  readonly #job: LeaderJob<void>;
  /** Per fixture, the highest sequence sent by this leader (cleared on taking over or a recovery). */
  readonly #sent = new Map<string, number>();
  /** Beacon requests under way, per event: the step does not wait on them. */
  readonly #beacons = new Map<string, BeaconResult | null>();
  #recoveries: number[] = [];
  #leading = false;
  #lastAlive = Number.NEGATIVE_INFINITY;

  constructor(options: EventDeskOptions<O>, kind: EventKind<Row, Outcome>, name: string) {
    this.#o = options;
    this.#kind = kind;
    this.#name = name;
    this.#job = new LeaderJob({
      leadership: options.leadership,
      log: options.log,
      intervalMs: options.options.tickMs,
      failure: `${name} step failed`,
      work: () => this.#step(),
      follower: () => {
        this.#leading = false;
      },
    });
  }

  get options(): O {
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
    if (producer !== this.#o.producer) throw new Error(`the ${this.#name} is producer ${this.#o.producer}`);
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
    // A recovery resends the state of every event in view; the processor keeps what it had.
    if (recoveries.length > 0) this.#sent.clear();
    await this.#kind.createDue(db, options, clock());
    for (const row of await this.#kind.inView(db, options, clock())) await this.#advance(row);
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

  async #advance(row: Row): Promise<void> {
    const { db, clock, producer, options } = this.#o;
    const kind = this.#kind;
    // Pricing a race is 720 finishing orders: built when this leader has not sent them yet, not
    // on every step of every event in view.
    if (!this.#sentUpTo(row, kind.sequence.priced)) await this.#sendAll(kind.announced(row, producer));
    let now = clock();
    if (row.status === "open") {
      if (now < row.closesAt) return;
      await this.#sendAll(kind.stopped(row, producer));
      const moved = await kind.move(db, row, "open", "closing", now);
      if (!moved) return;
      row = moved;
    }
    if (now >= row.closesAt) await this.#sendAll(kind.stopped(row, producer));
    if (row.status === "closing") {
      const drawn = await this.#close(row);
      if (!drawn) return;
      row = drawn;
    }
    if (row.status === "void") {
      await this.#sendAll(kind.voided(row, producer));
      return;
    }
    const outcome = kind.outcome(row);
    if (outcome === null) return;
    await this.#sendAll(kind.live(row, producer));
    now = clock();
    if (now < row.endsAt) {
      await this.#sendAll(kind.playing(row, outcome, producer, now, options));
      return;
    }
    await this.#sendAll(kind.finished(row, outcome, producer));
    if (row.status !== "playing") return;
    if (await appliedUpTo(db, kind.fixtureIds(row), kind.sequence.settled))
      await kind.move(db, row, "playing", "settled", now);
    else this.#forget(row);
  }

  /** The close's second half: the bets final, then the beacon, then the draw (or the void). */
  async #close(row: Row): Promise<Row | null> {
    const { db, clock, log } = this.#o;
    if (!(await betsFinal(db, this.#kind.fixtureIds(row), this.#kind.sequence.stopped))) {
      // A stop the processor did not apply is sent again at the next step.
      this.#forget(row);
      return null;
    }
    if (!this.#beacons.has(row.id)) this.#askBeacon(row);
    const result = this.#beacons.get(row.id);
    if (!result) return null;
    this.#beacons.delete(row.id);
    if ("error" in result) {
      const { obj, msg } = this.#kind.noBeacon(row, result.error);
      log.warn(obj, msg);
      return this.#kind.move(db, row, "closing", "void", clock());
    }
    return this.#kind.draw(db, row, result.value, clock());
  }

  #askBeacon(row: Row): void {
    const { beacon, beaconTimeoutMs } = this.#o.options;
    this.#beacons.set(row.id, null);
    void waitForBeacon(beacon, row.closesAt, beaconTimeoutMs).then((result) =>
      this.#beacons.set(row.id, result),
    );
  }

  /** Sends what this leader has not sent yet; for a fixture's play, only the latest state. */
  async #sendAll(messages: FeedEventMessage[]): Promise<void> {
    for (const message of messages) {
      if ((this.#sent.get(message.event) ?? 0) >= message.sequence) continue;
      this.#sent.set(message.event, message.sequence);
      await this.#deliver(message);
    }
  }

  #sentUpTo(row: Row, sequence: number): boolean {
    return this.#kind.fixtureIds(row).every((id) => (this.#sent.get(id) ?? 0) >= sequence);
  }

  #forget(row: Row): void {
    for (const id of this.#kind.fixtureIds(row)) this.#sent.delete(id);
  }

  async #deliver(message: FeedMessage): Promise<void> {
    for (const handler of this.#handlers) {
      try {
        await handler(message);
      } catch (error) {
        this.#o.log.error({ err: error, type: message.type }, `${this.#name}: a subscriber failed`);
      }
    }
  }
}
