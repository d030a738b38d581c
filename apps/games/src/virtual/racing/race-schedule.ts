import { generateServerSeed } from "@platform/fair/node";
import { raceCard, virtualCommitment } from "@platform/sports";
import { asc, desc, gt, inArray, or } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { virtualRaces } from "../../db/schema.ts";
import { nextAligned } from "../virtual-schedule.ts";
import type { RaceOptions } from "./race-config.ts";

/*
 * The race schedule, virtual football's rule (docs/decisions/048): race n is the n-th of the
 * stadium's life (sequence n, gapless, card raceCard(n)); closes fall on multiples of the cadence
 * since the epoch, each one cadence after the last, or at the next multiple from now after a stop.
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
 * Creates the races that should be open for betting by `now` and are not yet, each with its own
 * server seed and commitment in its row before any message about it is sent. The sequence is
 * unique, so a repeat (a restart, a second leader for a moment) creates nothing twice.
 */
export async function createDueRaces(db: GamesDatabase, options: RaceOptions, now: Date): Promise<number> {
  const t = now.getTime();
  const { cadenceMs, ahead, playMs } = options;
  const [last] = await db.select().from(virtualRaces).orderBy(desc(virtualRaces.sequence)).limit(1);
  let sequence = last ? last.sequence + 1 : 0;
  let closes = Math.max(last ? last.closesAt.getTime() + cadenceMs : 0, nextAligned(t, cadenceMs));
  if (closes % cadenceMs !== 0) closes = nextAligned(closes, cadenceMs);
  let created = 0;
  while (closes - ahead * cadenceMs <= t) {
    const serverSeed = generateServerSeed();
    const inserted = await db
      .insert(virtualRaces)
      .values({
        id: raceId(sequence),
        sequence,
        opensAt: new Date(Math.max(t, closes - ahead * cadenceMs)),
        closesAt: new Date(closes),
        endsAt: new Date(closes + playMs),
        commitment: virtualCommitment(serverSeed),
        serverSeed,
        status: "open",
        runners: raceCard(sequence),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: virtualRaces.id });
    created += inserted.length;
    sequence += 1;
    closes += cadenceMs;
  }
  return created;
}

/** Races not finished, and those finished lately (a recovery resends them). */
export function racesInView(db: GamesDatabase, options: RaceOptions, now: Date): Promise<RaceRow[]> {
  const recent = new Date(now.getTime() - options.cadenceMs - options.playMs);
  return db
    .select()
    .from(virtualRaces)
    .where(or(inArray(virtualRaces.status, ["open", "closing", "playing"]), gt(virtualRaces.endsAt, recent)))
    .orderBy(asc(virtualRaces.sequence));
}
