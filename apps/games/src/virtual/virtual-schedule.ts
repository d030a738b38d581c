import { MATCH_DAYS_PER_SEASON, matchDayFixtures, VIRTUAL_LEAGUE } from "@platform/sports";
import { asc, desc } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { virtualMatchDays } from "../db/schema.ts";
import { dueEvents, inView } from "./shared/event-schedule.ts";
import type { VirtualOptions } from "./virtual-config.ts";

/*
 * The schedule (docs/decisions/048, shared/event-schedule.ts): match day n is the n-th of the league's life (sequence n,
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

/**
 * Creates the match days that should be open for betting by `now` and are not yet. The sequence is
 * unique, so a repeat (a restart, a second leader for a moment) creates nothing twice.
 */
export async function createDueMatchDays(
  db: GamesDatabase,
  options: VirtualOptions,
  now: Date,
): Promise<number> {
  const [last] = await db.select().from(virtualMatchDays).orderBy(desc(virtualMatchDays.sequence)).limit(1);
  let created = 0;
  for (const due of dueEvents(last, options, now)) {
    const { season, matchDay } = seasonOf(due.sequence);
    const inserted = await db
      .insert(virtualMatchDays)
      .values({
        ...due,
        id: matchDayId(due.sequence),
        season,
        matchDay,
        fixtures: matchDayFixtures(VIRTUAL_LEAGUE, season, matchDay - 1),
      })
      .onConflictDoNothing()
      .returning({ id: virtualMatchDays.id });
    created += inserted.length;
  }
  return created;
}

/** Match days not finished, and those finished lately (a recovery resends them). */
export function matchDaysInView(
  db: GamesDatabase,
  options: VirtualOptions,
  now: Date,
): Promise<MatchDayRow[]> {
  return db
    .select()
    .from(virtualMatchDays)
    .where(inView(virtualMatchDays, options, now))
    .orderBy(asc(virtualMatchDays.sequence));
}
