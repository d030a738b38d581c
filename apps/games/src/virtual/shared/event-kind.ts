import type { FeedEventMessage, VirtualMatchDayStatus } from "@platform/contracts";
import type { GamesDatabase } from "../../db/database.ts";
import type { BeaconValue } from "../beacon.ts";
import type { VirtualOptions } from "../virtual-config.ts";

/*
 * What the virtual event desk (event-desk.ts) needs to know of a game: how its events are created,
 * found, moved on and drawn, and which feed messages each stage sends (the desk sends each once per
 * leader, in the order given).
 */

export interface EventRow {
  id: string;
  status: VirtualMatchDayStatus;
  closesAt: Date;
  endsAt: Date;
}

/** One game's events: its table's steps and its feed messages, in the order the desk sends them. */
export interface EventKind<Row extends EventRow, Outcome> {
  createDue(db: GamesDatabase, options: VirtualOptions, now: Date): Promise<number>;
  inView(db: GamesDatabase, options: VirtualOptions, now: Date): Promise<Row[]>;
  fixtureIds(row: Row): string[];
  /** Moves the row from one status to the next (only from `from`); null if another run moved it. */
  move(
    db: GamesDatabase,
    row: Row,
    from: VirtualMatchDayStatus,
    to: VirtualMatchDayStatus,
    now: Date,
  ): Promise<Row | null>;
  draw(db: GamesDatabase, row: Row, beacon: BeaconValue | null, now: Date): Promise<Row | null>;
  /** The drawn outcome, or null before the draw (and on a void event). */
  outcome(row: Row): Outcome | null;
  /** The warning logged when no beacon round came and the event is void. */
  noBeacon(row: Row, error: unknown): { obj: object; msg: string };
  /** `priced`: the last sequence of the `announced` messages, so a leader builds them only once. */
  sequence: { priced: number; stopped: number; settled: number };
  announced(row: Row, producer: number): FeedEventMessage[];
  stopped(row: Row, producer: number): FeedEventMessage[];
  voided(row: Row, producer: number): FeedEventMessage[];
  live(row: Row, producer: number): FeedEventMessage[];
  /** While it plays (before `endsAt`): what the play is at `now`. */
  playing(
    row: Row,
    outcome: Outcome,
    producer: number,
    now: Date,
    options: VirtualOptions,
  ): FeedEventMessage[];
  /** Once it has ended: the end and the settlement. */
  finished(row: Row, outcome: Outcome, producer: number): FeedEventMessage[];
}
