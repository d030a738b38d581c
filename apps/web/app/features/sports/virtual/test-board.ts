import type {
  SportsMarketView,
  VirtualFootballBoard,
  VirtualMatchDayDetail,
  VirtualMatchDayStatus,
} from "@platform/contracts";
import {
  basisPointsFloor,
  closeEntropy,
  fairMatchDay,
  MATCH_SECONDS,
  marketReturnToPlayer,
  matchDayFixtures,
  matchDayTables,
  priceVirtualMatch,
  VIRTUAL_FOOTBALL_RTP_BP,
  VIRTUAL_LEAGUE,
  virtualCommitment,
} from "@platform/sports";

/*
 * Virtual football as the aggregator would serve it, computed with @platform/sports' own engine
 * (for the unit tests: the pages are built to the contract before the aggregator side lands).
 */

export const TEST_SEED = "5d1f0e3c9a7b2468ace0135790bdf2468ace0135790bdf2468ace0135790bdf2";

interface MatchDayOptions {
  season?: number;
  matchDay?: number;
  status: VirtualMatchDayStatus;
  closesAt: string;
  playMs?: number;
  /** Events and scores served up to this match second (a playing day); all once settled. */
  second?: number;
  seed?: string;
}

export function testMatchDay(options: MatchDayOptions): VirtualMatchDayDetail {
  const { season = 1, matchDay = 3, status, closesAt, playMs = 75_000, seed = TEST_SEED } = options;
  const fixtures = matchDayFixtures(VIRTUAL_LEAGUE, season, matchDay - 1);
  const tables = matchDayTables(fixtures);
  const played = status === "playing" || status === "settled";
  const betIds = ["bet-1", "bet-2"];
  const entropy = played ? closeEntropy({ closedAt: closesAt, acceptedBetIds: betIds }) : null;
  const outcomes = entropy ? fairMatchDay(seed, entropy, fixtures) : null;
  const second = status === "settled" ? MATCH_SECONDS : (options.second ?? 0);
  const closes = Date.parse(closesAt);
  const names = new Map(VIRTUAL_LEAGUE.teams.map((team) => [team.id, team.name]));
  // The server's clock at the answer: at the second served while playing, the close's eve before.
  const serverTime =
    status === "open"
      ? closes - 60_000
      : closes + Math.round((Math.min(second, MATCH_SECONDS) / MATCH_SECONDS) * playMs);
  return {
    id: `s${season}-d${matchDay}`,
    season,
    match_day: matchDay,
    status,
    opens_at: new Date(closes - 180_000).toISOString(),
    closes_at: closesAt,
    ends_at: new Date(closes + playMs).toISOString(),
    commitment: virtualCommitment(seed),
    entropy,
    server_seed: status === "settled" ? seed : null,
    bet_ids: status === "settled" ? betIds : null,
    server_time: new Date(serverTime).toISOString(),
    matches: fixtures.map((fixture, i) => {
      const outcome = outcomes?.[i];
      const events = (outcome?.events ?? [])
        .filter((event) => event.second <= second)
        .map((event) => ({ ...event, ...(event.score ? { score: { ...event.score } } : {}) }));
      const goals = events.filter((event) => event.kind === "goal");
      const prices = priceVirtualMatch(tables[i]!);
      return {
        fixture_id: `virtual:match:s${season}d${matchDay}m${i}`,
        index: fixture.index,
        home: fixture.home,
        away: fixture.away,
        home_name: names.get(fixture.home)!,
        away_name: names.get(fixture.away)!,
        expected_goals: { ...fixture.expectedGoals },
        rho: fixture.rho,
        markets: prices.map(
          (market): SportsMarketView => ({
            key: market.key,
            market_id: market.marketId,
            specifiers: market.key.split("|").slice(1).join("|"),
            status: "active",
            outcomes: market.outcomes.flatMap((o) =>
              o.priceMilli === null ? [] : [{ id: o.outcomeId, price_milli: o.priceMilli, active: true }],
            ),
          }),
        ),
        rtp_basis_points: Object.fromEntries(
          prices.map((market) => [market.key, basisPointsFloor(marketReturnToPlayer(market.outcomes)!)]),
        ),
        events,
        score: outcome ? (goals.at(-1)?.score ?? { home: 0, away: 0 }) : null,
        half_time: outcome && second >= MATCH_SECONDS / 2 ? { ...outcome.halfTime } : null,
      };
    }),
  };
}

/** A board at `now`: two match days open, one playing, one settled. */
export function testBoard(now: number, playMs = 75_000): VirtualFootballBoard {
  const at = (ms: number) => new Date(now + ms).toISOString();
  const strip = ({ bet_ids: _, server_time: __, ...day }: VirtualMatchDayDetail) => day;
  return {
    server_time: at(0),
    play_ms: playMs,
    league: {
      id: VIRTUAL_LEAGUE.id,
      name: "Virtual Premier",
      seed: VIRTUAL_LEAGUE.seed,
      home_advantage: VIRTUAL_LEAGUE.homeAdvantage,
      teams: VIRTUAL_LEAGUE.teams.map((team) => ({ ...team })),
      rtp_basis_points: { ...VIRTUAL_FOOTBALL_RTP_BP },
    },
    upcoming: [
      strip(testMatchDay({ matchDay: 5, status: "open", closesAt: at(60_000), playMs })),
      strip(testMatchDay({ matchDay: 6, status: "open", closesAt: at(240_000), playMs })),
    ],
    current: strip(
      testMatchDay({ matchDay: 4, status: "playing", closesAt: at(-30_000), playMs, second: 2160 }),
    ),
    results: [strip(testMatchDay({ matchDay: 3, status: "settled", closesAt: at(-300_000), playMs }))],
    season: 1,
    table: [],
  };
}
