import type {
  SportsMarketView,
  VirtualFootballBoard,
  VirtualMatch,
  VirtualMatchDay,
  VirtualMatchDayDetail,
} from "@platform/contracts";
import {
  HALF_TIME_SECOND,
  leagueTable,
  type MatchOutcome,
  matchSecondAt,
  scoreAt,
  VIRTUAL_FOOTBALL_RTP_BP,
  VIRTUAL_LEAGUE,
} from "@platform/sports";
import { and, asc, desc, eq, inArray, lte } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { virtualMatchDays } from "../db/schema.ts";
import { marketsOf } from "../sports/catalogue/catalogue-queries.ts";
import { matchPrices } from "./match-prices.ts";
import { offeredMarketRtp } from "./shared/market-rtp.ts";
import type { VirtualOptions } from "./virtual-config.ts";
import { VIRTUAL_LEAGUE_NAME } from "./virtual-messages.ts";
import { fixtureIdsOf, type MatchDayRow, virtualFixtureId } from "./virtual-schedule.ts";

/*
 * What the virtual football page reads (packages/contracts virtual-sports.ts). Prices are the
 * catalogue's own views of the match day's fixtures, so what a page shows is what the slip accepts.
 * A match in play shows only what the server's clock has reached; the seed only once the match day
 * is settled or void.
 */

const RESULTS = 10;

const teamNames = new Map(VIRTUAL_LEAGUE.teams.map((team) => [team.id, team.name]));

/** The match second the server has reached; 5400 once the match day is over. */
function secondReached(day: MatchDayRow, now: Date, playMs: number): number | null {
  if (day.status === "open" || day.status === "closing" || !day.outcomes) return null;
  if (day.status === "settled" || now >= day.endsAt) return Number.POSITIVE_INFINITY;
  return matchSecondAt(now.getTime() - day.closesAt.getTime(), playMs);
}

function matchView(
  day: MatchDayRow,
  index: number,
  markets: SportsMarketView[],
  outcome: MatchOutcome | undefined,
  second: number | null,
): VirtualMatch {
  const fixture = day.fixtures[index]!;
  const shown = outcome && second !== null;
  return {
    fixture_id: virtualFixtureId(day.id, fixture.index),
    index: fixture.index,
    home: fixture.home,
    away: fixture.away,
    home_name: teamNames.get(fixture.home) ?? fixture.home,
    away_name: teamNames.get(fixture.away) ?? fixture.away,
    expected_goals: { home: fixture.expectedGoals.home, away: fixture.expectedGoals.away },
    rho: fixture.rho,
    markets,
    rtp_basis_points: markets.length > 0 ? offeredMarketRtp(matchPrices(fixture), markets) : {},
    events: shown
      ? outcome.events
          .filter((event) => event.second <= second)
          .map((event) => ({
            second: event.second,
            kind: event.kind,
            side: event.side,
            ...(event.score ? { score: { ...event.score } } : {}),
          }))
      : [],
    score: shown ? (second === Number.POSITIVE_INFINITY ? outcome.score : scoreAt(outcome, second)) : null,
    half_time: shown && second >= HALF_TIME_SECOND ? outcome.halfTime : null,
  };
}

async function matchDayViews(
  db: GamesDatabase,
  days: MatchDayRow[],
  now: Date,
  playMs: number,
): Promise<VirtualMatchDay[]> {
  const markets = await marketsOf(db, days.flatMap(fixtureIdsOf));
  return days.map((day) => {
    const second = secondReached(day, now, playMs);
    const revealed = day.status === "settled" || day.status === "void";
    return {
      id: day.id,
      season: day.season,
      match_day: day.matchDay,
      status: day.status,
      opens_at: day.opensAt.toISOString(),
      closes_at: day.closesAt.toISOString(),
      ends_at: day.endsAt.toISOString(),
      commitment: day.commitment,
      entropy: day.entropy,
      server_seed: revealed ? day.serverSeed : null,
      matches: day.fixtures.map((fixture, i) =>
        matchView(
          day,
          i,
          markets.get(virtualFixtureId(day.id, fixture.index)) ?? [],
          day.outcomes?.[i],
          second,
        ),
      ),
    };
  });
}

export async function virtualBoard(
  db: GamesDatabase,
  options: Pick<VirtualOptions, "playMs">,
  now: Date,
): Promise<VirtualFootballBoard> {
  const upcoming = await db
    .select()
    .from(virtualMatchDays)
    .where(and(eq(virtualMatchDays.status, "open"), lte(virtualMatchDays.opensAt, now)))
    .orderBy(asc(virtualMatchDays.closesAt));
  const [current] = await db
    .select()
    .from(virtualMatchDays)
    .where(inArray(virtualMatchDays.status, ["closing", "playing"]))
    .orderBy(desc(virtualMatchDays.sequence))
    .limit(1);
  const results = await db
    .select()
    .from(virtualMatchDays)
    .where(inArray(virtualMatchDays.status, ["settled", "void"]))
    .orderBy(desc(virtualMatchDays.sequence))
    .limit(RESULTS);
  const season = current?.season ?? upcoming[0]?.season ?? results[0]?.season ?? 1;
  const played = await db
    .select()
    .from(virtualMatchDays)
    .where(and(eq(virtualMatchDays.season, season), eq(virtualMatchDays.status, "settled")));
  const table = leagueTable(
    VIRTUAL_LEAGUE.teams.map((team) => team.id),
    played.flatMap((day) =>
      day.fixtures.map((fixture, i) => ({
        home: fixture.home,
        away: fixture.away,
        score: day.outcomes![i]!.score,
      })),
    ),
  );
  const [upcomingViews, currentViews, resultViews] = await Promise.all([
    matchDayViews(db, upcoming, now, options.playMs),
    matchDayViews(db, current ? [current] : [], now, options.playMs),
    matchDayViews(db, results, now, options.playMs),
  ]);
  return {
    server_time: now.toISOString(),
    play_ms: options.playMs,
    league: {
      id: VIRTUAL_LEAGUE.id,
      name: VIRTUAL_LEAGUE_NAME,
      seed: VIRTUAL_LEAGUE.seed,
      home_advantage: VIRTUAL_LEAGUE.homeAdvantage,
      teams: VIRTUAL_LEAGUE.teams.map((team) => ({
        id: team.id,
        name: team.name,
        short: team.short,
        attack: team.attack,
        defence: team.defence,
      })),
      rtp_basis_points: { ...VIRTUAL_FOOTBALL_RTP_BP },
    },
    upcoming: upcomingViews,
    current: currentViews[0] ?? null,
    results: resultViews,
    season,
    table: table.map((row) => ({
      team: row.team,
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      goals_for: row.goalsFor,
      goals_against: row.goalsAgainst,
      points: row.points,
    })),
  };
}

export async function virtualMatchDayDetail(
  db: GamesDatabase,
  options: Pick<VirtualOptions, "playMs">,
  id: string,
  now: Date,
): Promise<VirtualMatchDayDetail | null> {
  const [day] = await db.select().from(virtualMatchDays).where(eq(virtualMatchDays.id, id));
  if (!day) return null;
  const [view] = await matchDayViews(db, [day], now, options.playMs);
  const revealed = day.status === "settled" || day.status === "void";
  return { ...view!, server_time: now.toISOString(), bet_ids: revealed ? day.betIds : null };
}
