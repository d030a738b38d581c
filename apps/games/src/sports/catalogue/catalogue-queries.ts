import type {
  SportsFixtureDetail,
  SportsFixtureSummary,
  SportsFixturesQuery,
  SportsMarketView,
  SportsMenu,
} from "@platform/contracts";
import { BASKETBALL_MARKET, FOOTBALL_MARKET, marketKey } from "@platform/sports";
import { and, asc, eq, gte, ilike, inArray, lt, notLike, or, type SQL, sql } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import {
  sportsCategories,
  sportsFixtures,
  sportsMarkets,
  sportsOutcomes,
  sportsSports,
  sportsTournaments,
} from "../../db/schema.ts";

/*
 * What the sportsbook's pages read (issue 19): the book as the feed processor leaves it. Only open
 * (1) and suspended (−1) markets are shown; a suspended one is shown greyed, so a price never
 * vanishes from under a player's finger during a goal.
 */

const LISTED_STATUSES = [1, -1];
/** What a list row prices: the match result and total goals 2.5; basketball's winner (incl. OT). */
const MAIN_MARKET_KEYS = new Set([
  marketKey(FOOTBALL_MARKET.matchResult),
  marketKey(FOOTBALL_MARKET.total, { total: "2.5" }),
  marketKey(BASKETBALL_MARKET.winner),
]);
/** How far ahead the menu and "upcoming" look: a week of fixtures. */
const HORIZON_MS = 7 * 24 * 3_600_000;

type FixtureRow = {
  fixture: typeof sportsFixtures.$inferSelect;
  tournament: typeof sportsTournaments.$inferSelect;
  category: typeof sportsCategories.$inferSelect;
  sport: typeof sportsSports.$inferSelect;
};

function fixtureQuery(db: GamesDatabase) {
  return db
    .select({
      fixture: sportsFixtures,
      tournament: sportsTournaments,
      category: sportsCategories,
      sport: sportsSports,
    })
    .from(sportsFixtures)
    .innerJoin(sportsTournaments, eq(sportsTournaments.id, sportsFixtures.tournamentId))
    .innerJoin(sportsCategories, eq(sportsCategories.id, sportsTournaments.categoryId))
    .innerJoin(sportsSports, eq(sportsSports.id, sportsFixtures.sportId));
}

/** Live now, or not started and due within the horizon (kick-off may be late: a minute's grace). */
function openFixtures(now: Date): SQL {
  return or(
    eq(sportsFixtures.status, "live"),
    and(
      eq(sportsFixtures.status, "not_started"),
      gte(sportsFixtures.startTime, new Date(now.getTime() - 60_000)),
      lt(sportsFixtures.startTime, new Date(now.getTime() + HORIZON_MS)),
    ),
  )!;
}

function whenFilter(query: SportsFixturesQuery, now: Date): SQL {
  if (query.when === "live") return eq(sportsFixtures.status, "live");
  if (query.when === "today") {
    const endOfDay = new Date(now);
    endOfDay.setUTCHours(24, 0, 0, 0);
    return and(openFixtures(now), lt(sportsFixtures.startTime, endOfDay))!;
  }
  return openFixtures(now);
}

/** Virtual sports have their own pages (decision 048): the menu and unfiltered lists leave them out. */
const notVirtual = notLike(sportsFixtures.sportId, "virtual:%");

/** Markets (open or suspended) of these events with their outcomes, grouped by event. */
export async function marketsOf(
  db: GamesDatabase,
  eventIds: string[],
): Promise<Map<string, SportsMarketView[]>> {
  const byEvent = new Map<string, SportsMarketView[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({ market: sportsMarkets, outcome: sportsOutcomes })
    .from(sportsMarkets)
    .innerJoin(
      sportsOutcomes,
      and(
        eq(sportsOutcomes.eventId, sportsMarkets.eventId),
        eq(sportsOutcomes.marketId, sportsMarkets.marketId),
        eq(sportsOutcomes.specifiers, sportsMarkets.specifiers),
      ),
    )
    .where(and(inArray(sportsMarkets.eventId, eventIds), inArray(sportsMarkets.status, LISTED_STATUSES)))
    .orderBy(asc(sportsMarkets.marketId), asc(sportsMarkets.specifiers), asc(sportsOutcomes.outcomeId));
  const byKey = new Map<string, SportsMarketView>();
  for (const { market, outcome } of rows) {
    const key = `${market.eventId} ${market.marketId} ${market.specifiers}`;
    let view = byKey.get(key);
    if (!view) {
      view = {
        // @platform/sports' marketKey: `1` for a market without specifiers, `18|total=2.5` with.
        key: market.specifiers ? `${market.marketId}|${market.specifiers}` : String(market.marketId),
        market_id: market.marketId,
        specifiers: market.specifiers,
        status: market.status === 1 ? "active" : "suspended",
        outcomes: [],
      };
      byKey.set(key, view);
      const list = byEvent.get(market.eventId) ?? [];
      list.push(view);
      byEvent.set(market.eventId, list);
    }
    view.outcomes.push({ id: outcome.outcomeId, price_milli: outcome.priceMilli, active: outcome.active });
  }
  return byEvent;
}

function summaryOf(row: FixtureRow, markets: SportsMarketView[]): SportsFixtureSummary {
  const { fixture } = row;
  const inPlay = fixture.homeScore !== null && fixture.awayScore !== null;
  return {
    id: fixture.id,
    sport: { id: row.sport.id, name: row.sport.name },
    category: { id: row.category.id, name: row.category.name, country_code: row.category.countryCode },
    tournament: { id: row.tournament.id, name: row.tournament.name },
    home: fixture.homeName,
    away: fixture.awayName,
    start_time: fixture.startTime.toISOString(),
    status: fixture.status,
    period: fixture.period,
    clock_seconds: fixture.clockSeconds,
    score: inPlay ? { home: fixture.homeScore!, away: fixture.awayScore! } : null,
    red_cards: inPlay ? { home: fixture.homeRedCards ?? 0, away: fixture.awayRedCards ?? 0 } : null,
    main_markets: markets.filter((market) => MAIN_MARKET_KEYS.has(market.key)),
    market_count: markets.length,
  };
}

/** Matches for a list: live first, then by kick-off. */
export async function listFixtures(
  db: GamesDatabase,
  query: SportsFixturesQuery,
  now: Date,
): Promise<SportsFixtureSummary[]> {
  const filters: SQL[] = [whenFilter(query, now)];
  filters.push(query.sport ? eq(sportsFixtures.sportId, query.sport) : notVirtual);
  if (query.category) filters.push(eq(sportsTournaments.categoryId, query.category));
  if (query.tournament) filters.push(eq(sportsFixtures.tournamentId, query.tournament));
  if (query.q) {
    // The player's words are data: ILIKE's wildcards in them match themselves.
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(
      or(
        ilike(sportsFixtures.homeName, pattern),
        ilike(sportsFixtures.awayName, pattern),
        ilike(sportsTournaments.name, pattern),
      )!,
    );
  }
  const rows = await fixtureQuery(db)
    .where(and(...filters))
    .orderBy(
      sql`${sportsFixtures.status} = 'live' desc`,
      asc(sportsFixtures.startTime),
      asc(sportsFixtures.id),
    )
    .limit(query.limit);
  const markets = await marketsOf(
    db,
    rows.map((row) => row.fixture.id),
  );
  return rows.map((row) => summaryOf(row, markets.get(row.fixture.id) ?? []));
}

/** One match with every open or suspended market; null when the feed never sent it. */
export async function fixtureDetail(db: GamesDatabase, id: string): Promise<SportsFixtureDetail | null> {
  const [row] = await fixtureQuery(db).where(eq(sportsFixtures.id, id));
  if (!row) return null;
  const markets = (await marketsOf(db, [id])).get(id) ?? [];
  return { ...summaryOf(row, markets), markets };
}

/** Sports → countries → leagues with their open fixtures, and each sport's matches in play. */
export async function sportsMenu(db: GamesDatabase, now: Date): Promise<SportsMenu> {
  const rows = await db
    .select({
      sport: sportsSports,
      category: sportsCategories,
      tournament: sportsTournaments,
      fixtures: sql<number>`count(*)::int`,
      live: sql<number>`count(*) filter (where ${sportsFixtures.status} = 'live')::int`,
    })
    .from(sportsFixtures)
    .innerJoin(sportsTournaments, eq(sportsTournaments.id, sportsFixtures.tournamentId))
    .innerJoin(sportsCategories, eq(sportsCategories.id, sportsTournaments.categoryId))
    .innerJoin(sportsSports, eq(sportsSports.id, sportsFixtures.sportId))
    .where(and(openFixtures(now), notVirtual))
    .groupBy(sportsSports.id, sportsCategories.id, sportsTournaments.id)
    .orderBy(asc(sportsSports.name), asc(sportsCategories.name), asc(sportsTournaments.name));
  const sports: SportsMenu["sports"] = [];
  for (const row of rows) {
    let sport = sports.at(-1);
    if (sport?.id !== row.sport.id) {
      sport = { id: row.sport.id, name: row.sport.name, live_count: 0, categories: [] };
      sports.push(sport);
    }
    sport.live_count += row.live;
    let category = sport.categories.at(-1);
    if (category?.id !== row.category.id) {
      category = {
        id: row.category.id,
        name: row.category.name,
        country_code: row.category.countryCode,
        tournaments: [],
      };
      sport.categories.push(category);
    }
    category.tournaments.push({
      id: row.tournament.id,
      name: row.tournament.name,
      fixture_count: row.fixtures,
    });
  }
  return { sports };
}
