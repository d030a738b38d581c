import { generateServerSeed } from "@platform/fair/node";
import { MATCH_DAYS_PER_SEASON, matchDayFixtures, VIRTUAL_LEAGUE, virtualCommitment } from "@platform/sports";
import { asc, desc, gt, inArray, or } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { virtualMatchDays } from "../db/schema.ts";
import type { VirtualOptions } from "./virtual-config.ts";

/*
 * The schedule (docs/decisions/048): match day n is the n-th of the league's life (sequence n,
 * gapless), season floor(n / 30) + 1, match day n mod 30 + 1. Closes fall on multiples of the
 * cadence since the epoch; each next match day closes one cadence after the last, or at the next
 * multiple from now after a stop (the league resumes where it was, it does not skip match days).
 */

export type MatchDayRow = typeof virtualMatchDays.$inferSelect;

export function seasonOf(sequence: number): { season: number; matchDay: number } {
  return {
    season: Math.floor(sequence / MATCH_DAYS_PER_SEASON) + 1,
    matchDay: (sequence % MATCH_DAYS_PER_SEASON) + 1,
  };
}

export function matchDayId(sequence: number): string {
  const { season, matchDay } = seasonOf(sequence);
  return `vf-s${season}-d${matchDay}-${sequence}`;
}

/** The catalogue fixture of match `index` of a match day (a URN the feed accepts). */
export function virtualFixtureId(matchDayId: string, index: number): string {
  return `virtual:match:${matchDayId}-${index}`;
}

export function fixtureIdsOf(row: Pick<MatchDayRow, "id" | "fixtures">): string[] {
  return row.fixtures.map((fixture) => virtualFixtureId(row.id, fixture.index));
}

/** The first multiple of the cadence strictly after `at`. */
export function nextAligned(at: number, cadenceMs: number): number {
  return (Math.floor(at / cadenceMs) + 1) * cadenceMs;
}

/**
 * Creates the match days that should be open for betting by `now` and are not yet: each gets its
 * own server seed and commitment in its row before any message about it is sent. The sequence is
 * unique, so a repeat (a restart, a second leader for a moment) creates nothing twice.
 */
export async function createDueMatchDays(
  db: GamesDatabase,
  options: VirtualOptions,
  now: Date,
): Promise<number> {
  const t = now.getTime();
  const { cadenceMs, ahead, playMs } = options;
  const [last] = await db.select().from(virtualMatchDays).orderBy(desc(virtualMatchDays.sequence)).limit(1);
  let sequence = last ? last.sequence + 1 : 0;
  let closes = Math.max(last ? last.closesAt.getTime() + cadenceMs : 0, nextAligned(t, cadenceMs));
  // Aligned again, in case the cadence changed since the last match day.
  if (closes % cadenceMs !== 0) closes = nextAligned(closes, cadenceMs);
  let created = 0;
  while (closes - ahead * cadenceMs <= t) {
    const { season, matchDay } = seasonOf(sequence);
    const serverSeed = generateServerSeed();
    const inserted = await db
      .insert(virtualMatchDays)
      .values({
        id: matchDayId(sequence),
        sequence,
        season,
        matchDay,
        opensAt: new Date(Math.max(t, closes - ahead * cadenceMs)),
        closesAt: new Date(closes),
        endsAt: new Date(closes + playMs),
        commitment: virtualCommitment(serverSeed),
        serverSeed,
        status: "open",
        fixtures: matchDayFixtures(VIRTUAL_LEAGUE, season, matchDay - 1),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: virtualMatchDays.id });
    created += inserted.length;
    sequence += 1;
    closes += cadenceMs;
  }
  return created;
}

/** Match days not finished, and those finished lately (a recovery resends them). */
export function matchDaysInView(
  db: GamesDatabase,
  options: VirtualOptions,
  now: Date,
): Promise<MatchDayRow[]> {
  const recent = new Date(now.getTime() - options.cadenceMs - options.playMs);
  return db
    .select()
    .from(virtualMatchDays)
    .where(
      or(
        inArray(virtualMatchDays.status, ["open", "closing", "playing"]),
        gt(virtualMatchDays.endsAt, recent),
      ),
    )
    .orderBy(asc(virtualMatchDays.sequence));
}
