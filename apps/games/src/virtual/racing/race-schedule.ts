import { raceCard } from "@platform/sports";
import { asc, desc } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { virtualRaces } from "../../db/schema.ts";
import { dueEvents, inView } from "../shared/event-schedule.ts";
import type { RaceOptions } from "./race-config.ts";

/*
 * The race schedule, every virtual game's rule (docs/decisions/048, ../shared/event-schedule.ts):
 * race n is the n-th of the stadium's life (sequence n, gapless, card raceCard(n)); closes fall on
 * multiples of the cadence since the epoch, each one cadence after the last, or at the next multiple
 * from now after a stop.
 */

export type RaceRow = typeof virtualRaces.$inferSelect;

export const STADIUM_NAME = "Virtual Stadium";
export const RACE_DISTANCE_M = 480;

export const raceId = (sequence: number) => `vr-${sequence}`;

/** The race's catalogue fixture (a URN the feed accepts). */
export const raceFixtureId = (race: Pick<RaceRow, "id">) => `virtual:race:${race.id}`;

/** "Race 412 · Virtual Stadium": what the pages and the slip call it. */
export const raceName = (sequence: number) => `Race ${sequence} · ${STADIUM_NAME}`;

/**
 * Creates the races that should be open for betting by `now` and are not yet. The sequence is
 * unique, so a repeat (a restart, a second leader for a moment) creates nothing twice.
 */
export async function createDueRaces(db: GamesDatabase, options: RaceOptions, now: Date): Promise<number> {
  const [last] = await db.select().from(virtualRaces).orderBy(desc(virtualRaces.sequence)).limit(1);
  let created = 0;
  for (const due of dueEvents(last, options, now)) {
    const inserted = await db
      .insert(virtualRaces)
      .values({ ...due, id: raceId(due.sequence), runners: raceCard(due.sequence) })
      .onConflictDoNothing()
      .returning({ id: virtualRaces.id });
    created += inserted.length;
  }
  return created;
}

/** Races not finished, and those finished lately (a recovery resends them). */
export function racesInView(db: GamesDatabase, options: RaceOptions, now: Date): Promise<RaceRow[]> {
  return db
    .select()
    .from(virtualRaces)
    .where(inView(virtualRaces, options, now))
    .orderBy(asc(virtualRaces.sequence));
}
