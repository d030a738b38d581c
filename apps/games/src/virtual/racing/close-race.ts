import { closeEntropy, fairEventFloats, playRace } from "@platform/sports";
import { and, eq } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { virtualRaces } from "../../db/schema.ts";
import type { BeaconValue } from "../beacon.ts";
import { acceptedBetIds } from "../close-match-day.ts";
import { type RaceRow, raceFixtureId } from "./race-schedule.ts";

/*
 * The close of a race: virtual football's (close-match-day.ts) for one fixture. Once the bet_stop
 * is applied no bet on the race can be recorded; when no placement is left waiting for the wallet
 * (`betsFinal`, asked by the desk), the accepted bets are final and go into the entropy line with
 * the beacon's round.
 */

/**
 * Fixes the entropy from the close time, the accepted bets and the beacon, runs the race and stores
 * the three in one update, only if the race is still closing (exactly once). Returns the row as it
 * now is, or null if another run moved it first.
 */
export async function drawRace(
  db: GamesDatabase,
  race: RaceRow,
  beacon: BeaconValue | null,
  now: Date,
): Promise<RaceRow | null> {
  const betIds = await acceptedBetIds(db, [raceFixtureId(race)]);
  const entropy = closeEntropy({
    closedAt: race.closesAt.toISOString(),
    acceptedBetIds: betIds,
    ...(beacon ? { beacon } : {}),
  });
  const outcome = playRace(race.runners, fairEventFloats(race.serverSeed, entropy));
  const [row] = await db
    .update(virtualRaces)
    .set({
      status: "playing",
      entropy,
      betIds,
      finishOrder: [...outcome.order],
      timesMs: [...outcome.timesMs],
      updatedAt: now,
    })
    .where(and(eq(virtualRaces.id, race.id), eq(virtualRaces.status, "closing")))
    .returning();
  return row ?? null;
}

/** Moves a race from one status to the next (only from `from`: a repeat changes nothing). */
export async function moveRace(
  db: GamesDatabase,
  race: RaceRow,
  from: RaceRow["status"],
  to: RaceRow["status"],
  now: Date,
): Promise<RaceRow | null> {
  const [row] = await db
    .update(virtualRaces)
    .set({ status: to, updatedAt: now })
    .where(and(eq(virtualRaces.id, race.id), eq(virtualRaces.status, from)))
    .returning();
  return row ?? null;
}
