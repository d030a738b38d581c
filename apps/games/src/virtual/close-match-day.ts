import { MARKET_STATUS } from "@platform/contracts";
import { closeEntropy, fairMatchDay } from "@platform/sports";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import {
  sportsBetLegs,
  sportsBets,
  sportsEventSequences,
  sportsMarkets,
  virtualMatchDays,
} from "../db/schema.ts";
import type { BeaconValue } from "./beacon.ts";
import { fixtureIdsOf, type MatchDayRow } from "./virtual-schedule.ts";

/*
 * The close of a match day (docs/decisions/048). Placement re-reads each leg's market under a share
 * lock in its own transaction and refuses a suspended one (and, by the database clock, a virtual
 * match past its start): so once the bet_stop's update of the markets has committed, no bet on them
 * can be recorded any more, and one recorded before it has committed before it. What is left is to
 * wait for the bets recorded but not yet answered by the wallet (`placing`: they turn open, refused
 * or rolled back within the placement's deadline), then the accepted bets are final.
 */

/** States of a bet the wallet took (the bet stands, whatever happened to it since). */
const ACCEPTED_STATES = ["open", "resulted", "settled", "cashed_out"] as const;

/** Whether every fixture's applied sequence has reached `sequence` (the processor took the messages). */
export async function appliedUpTo(
  db: GamesDatabase,
  fixtureIds: string[],
  sequence: number,
): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sportsEventSequences)
    .where(
      and(
        inArray(sportsEventSequences.eventId, fixtureIds),
        sql`${sportsEventSequences.sequence} >= ${sequence}`,
      ),
    );
  return (row?.count ?? 0) === fixtureIds.length;
}

/** No market of these fixtures takes bets, nor can a producer's recovery reopen one. */
export async function marketsStopped(db: GamesDatabase, fixtureIds: string[]): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sportsMarkets)
    .where(
      and(
        inArray(sportsMarkets.eventId, fixtureIds),
        or(eq(sportsMarkets.status, MARKET_STATUS.active), eq(sportsMarkets.heldByWatchdog, true)),
      ),
    );
  return (row?.count ?? 0) === 0;
}

function betsOn(fixtureIds: string[]) {
  return inArray(
    sportsBets.id,
    sql`(select ${sportsBetLegs.betId} from ${sportsBetLegs} where ${inArray(sportsBetLegs.eventId, fixtureIds)})`,
  );
}

/** Bets on these fixtures still waiting for the wallet's answer. */
export async function placingBets(db: GamesDatabase, fixtureIds: string[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sportsBets)
    .where(and(betsOn(fixtureIds), eq(sportsBets.state, "placing")));
  return row?.count ?? 0;
}

export async function acceptedBetIds(db: GamesDatabase, fixtureIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: sportsBets.id })
    .from(sportsBets)
    .where(and(betsOn(fixtureIds), inArray(sportsBets.state, [...ACCEPTED_STATES])));
  return rows.map((row) => row.id).sort();
}

/** Whether the accepted bets are final: the stop applied and no placement left to answer. */
export async function betsFinal(
  db: GamesDatabase,
  fixtureIds: string[],
  stopSequence: number,
): Promise<boolean> {
  return (
    (await appliedUpTo(db, fixtureIds, stopSequence)) &&
    (await marketsStopped(db, fixtureIds)) &&
    (await placingBets(db, fixtureIds)) === 0
  );
}

/**
 * Fixes the entropy from the close time, the accepted bets and the beacon, draws the outcomes and
 * stores the three in one update, only if the match day is still closing (exactly once). Returns the
 * row as it now is, or null if another run moved it first.
 */
export async function drawMatchDay(
  db: GamesDatabase,
  day: MatchDayRow,
  beacon: BeaconValue | null,
  now: Date,
): Promise<MatchDayRow | null> {
  const betIds = await acceptedBetIds(db, fixtureIdsOf(day));
  const entropy = closeEntropy({
    closedAt: day.closesAt.toISOString(),
    acceptedBetIds: betIds,
    ...(beacon ? { beacon } : {}),
  });
  const outcomes = fairMatchDay(day.serverSeed, entropy, day.fixtures);
  const [row] = await db
    .update(virtualMatchDays)
    .set({ status: "playing", entropy, betIds, outcomes, updatedAt: now })
    .where(and(eq(virtualMatchDays.id, day.id), eq(virtualMatchDays.status, "closing")))
    .returning();
  return row ?? null;
}

/** Moves a match day from one status to the next (only from `from`: a repeat changes nothing). */
export async function moveMatchDay(
  db: GamesDatabase,
  day: MatchDayRow,
  from: MatchDayRow["status"],
  to: MatchDayRow["status"],
  now: Date,
): Promise<MatchDayRow | null> {
  const [row] = await db
    .update(virtualMatchDays)
    .set({ status: to, updatedAt: now })
    .where(and(eq(virtualMatchDays.id, day.id), eq(virtualMatchDays.status, from)))
    .returning();
  return row ?? null;
}
