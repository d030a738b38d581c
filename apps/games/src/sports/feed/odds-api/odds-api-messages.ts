import {
  type BetSettlement,
  type FeedMarket,
  type FixtureChange,
  type FixtureStatus,
  MARKET_STATUS,
  type OddsChange,
  type SettledMarket,
} from "@platform/contracts";
import {
  applyMargin,
  FOOTBALL_MARKET,
  formatLine,
  OUTCOME,
  outcomeIds,
  type Score,
  settleOutcome,
} from "@platform/sports";
import type { OddsApiEvent, OddsApiScore } from "./odds-api-schemas.ts";

/*
 * The Odds API's answers as UOF-shaped messages (docs/decisions/045-sports-feed.md). The API lists
 * bookmakers' prices (h2h, totals, spreads) and scores; it has no suspensions, no settlements and
 * no match clock. So the adapter:
 * - prices from the bookmakers' consensus: each bookmaker's prices made fair (its overround
 *   removed in proportion), averaged, then our own published margin applied by the power method,
 *   as the simulated desk does;
 * - settles from the final score (`completed`), with @platform/sports' settlement rules;
 * - reports a match in play by its status only (the API gives no clock or period).
 * Football only: the book's markets are football's.
 */

/** Sport keys of the football competitions it knows the country of; others are "International". */
const COUNTRIES: Record<string, { name: string; code: string | null }> = {
  soccer_epl: { name: "England", code: "ENG" },
  soccer_efl_champ: { name: "England", code: "ENG" },
  soccer_spain_la_liga: { name: "Spain", code: "ESP" },
  soccer_italy_serie_a: { name: "Italy", code: "ITA" },
  soccer_germany_bundesliga: { name: "Germany", code: "DEU" },
  soccer_france_ligue_one: { name: "France", code: "FRA" },
};
const INTERNATIONAL = { name: "International", code: null };

export const ODDS_API_SPORT = { id: "oddsapi:sport:soccer", name: "Soccer" };

export function isFootball(sportKey: string): boolean {
  return sportKey.startsWith("soccer_");
}

export const eventUrn = (id: string) => `oddsapi:match:${id}`;
const slug = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase()
    .slice(0, 60) || "team";

interface Stamp {
  producer: number;
  sequence: number;
  timestamp: string;
}

type Fixture = Pick<
  OddsApiEvent,
  "id" | "sport_key" | "sport_title" | "commence_time" | "home_team" | "away_team"
>;

export function fixtureChange(event: Fixture, status: FixtureStatus, stamp: Stamp): FixtureChange {
  const country = COUNTRIES[event.sport_key] ?? INTERNATIONAL;
  const countryKey = country.code?.toLowerCase() ?? "intl";
  return {
    type: "fixture_change",
    ...stamp,
    event: eventUrn(event.id),
    sport: ODDS_API_SPORT,
    category: { id: `oddsapi:category:${countryKey}`, name: country.name, country_code: country.code },
    tournament: { id: `oddsapi:tournament:${event.sport_key}`, name: event.sport_title },
    home: { id: `oddsapi:competitor:${slug(event.home_team)}`, name: event.home_team },
    away: { id: `oddsapi:competitor:${slug(event.away_team)}`, name: event.away_team },
    start_time: new Date(event.commence_time).toISOString(),
    status,
  };
}

/** One market's outcome names → our outcome ids, and the specifiers of the line it belongs to. */
interface Line {
  marketId: number;
  specifiers: Record<string, string>;
  ids: Map<string, string>;
}

function linesOf(
  event: OddsApiEvent,
  key: string,
  outcomes: { name: string; point?: number }[],
): Line | null {
  if (key === "h2h") {
    const ids = new Map([
      [event.home_team, OUTCOME.home],
      ["Draw", OUTCOME.draw],
      [event.away_team, OUTCOME.away],
    ]);
    return { marketId: FOOTBALL_MARKET.matchResult, specifiers: {}, ids };
  }
  const point = outcomes.find(
    (outcome) => outcome.name === (key === "spreads" ? event.home_team : "Over"),
  )?.point;
  // Only quarter lines exist in the book (UOF's specifiers): anything else is skipped.
  if (point === undefined || !Number.isInteger(point * 4)) return null;
  if (key === "totals") {
    const ids = new Map([
      ["Over", OUTCOME.over],
      ["Under", OUTCOME.under],
    ]);
    return { marketId: FOOTBALL_MARKET.total, specifiers: { total: formatLine(point) }, ids };
  }
  if (key === "spreads") {
    const ids = new Map([
      [event.home_team, OUTCOME.ahHome],
      [event.away_team, OUTCOME.ahAway],
    ]);
    return { marketId: FOOTBALL_MARKET.asianHandicap, specifiers: { hcp: formatLine(point) }, ids };
  }
  return null;
}

/** Each bookmaker's fair probabilities of a line (its overround removed), averaged over bookmakers. */
export function consensusMarkets(event: OddsApiEvent, margin: number): FeedMarket[] {
  const lines = new Map<string, { line: Line; fair: number[][] }>();
  for (const bookmaker of event.bookmakers) {
    for (const market of bookmaker.markets) {
      const line = linesOf(event, market.key, market.outcomes);
      if (!line) continue;
      const ids = [...line.ids.values()];
      const prices = ids.map(
        (id) => market.outcomes.find((outcome) => line.ids.get(outcome.name) === id)?.price,
      );
      if (prices.some((price) => price === undefined)) continue;
      const implied = prices.map((price) => 1 / price!);
      const book = implied.reduce((sum, p) => sum + p, 0);
      const key = `${line.marketId}|${JSON.stringify(line.specifiers)}`;
      const entry = lines.get(key) ?? { line, fair: [] };
      entry.fair.push(implied.map((p) => p / book));
      lines.set(key, entry);
    }
  }
  return [...lines.values()].map(({ line, fair }) => {
    const ids = [...line.ids.values()];
    const probabilities = ids.map((_, i) => fair.reduce((sum, row) => sum + row[i]!, 0) / fair.length);
    const priced = applyMargin(probabilities, { margin });
    return {
      id: line.marketId,
      specifiers: line.specifiers,
      status: MARKET_STATUS.active,
      outcomes: ids.map((id, i) => ({
        id,
        price_milli: priced[i]!.priceMilli ?? 1_000,
        probability: priced[i]!.probability,
        active: priced[i]!.priceMilli !== null,
      })),
    };
  });
}

export function oddsChange(event: OddsApiEvent, margin: number, stamp: Stamp): OddsChange | null {
  const markets = consensusMarkets(event, margin);
  if (markets.length === 0) return null;
  return { type: "odds_change", ...stamp, event: eventUrn(event.id), markets, match_state: null };
}

/** The final score by team name; null while the API has none for both teams. */
export function finalScore(score: OddsApiScore): Score | null {
  const home = score.scores?.find((entry) => entry.name === score.home_team)?.score;
  const away = score.scores?.find((entry) => entry.name === score.away_team)?.score;
  return home === undefined || away === undefined ? null : { home: Number(home), away: Number(away) };
}

type SettleableMarket = Pick<FeedMarket, "id" | "specifiers"> & { outcomes: { id: string }[] };

/**
 * The lines this feed can ever have offered for a match: 1X2, totals 0.5–6 and Asian handicaps
 * −3…+3 in quarters. Settled with the markets priced since start, so a restart between the last
 * price and the result still settles every line a bet may stand on.
 */
export function standardLines(): SettleableMarket[] {
  const market = (id: number, specifiers: Record<string, string>) => ({
    id,
    specifiers,
    outcomes: outcomeIds({ marketId: id, specifiers }).map((outcome) => ({ id: outcome })),
  });
  const quarters = (from: number, to: number) =>
    Array.from({ length: (to - from) * 4 + 1 }, (_, i) => from + i / 4);
  return [
    market(FOOTBALL_MARKET.matchResult, {}),
    ...quarters(0.5, 6).map((line) => market(FOOTBALL_MARKET.total, { total: formatLine(line) })),
    ...quarters(-3, 3).map((line) => market(FOOTBALL_MARKET.asianHandicap, { hcp: formatLine(line) })),
  ];
}

/** Every market the book took for the event, settled on the final score. */
export function settlement(
  eventId: string,
  markets: readonly SettleableMarket[],
  fullTime: Score,
  stamp: Stamp,
): BetSettlement | null {
  const settled: SettledMarket[] = markets.map((market) => ({
    id: market.id,
    specifiers: market.specifiers,
    outcomes: market.outcomes.map((outcome) => {
      const result = settleOutcome({ marketId: market.id, specifiers: market.specifiers }, outcome.id, {
        fullTime,
      });
      return {
        id: outcome.id,
        result: result.result === "win" ? 1 : 0,
        void_factor: result.result === "void" ? 1 : result.voidFactor,
        dead_heat_factor: result.deadHeatFactor,
      };
    }),
  }));
  if (settled.length === 0) return null;
  return { type: "bet_settlement", ...stamp, event: eventId, certainty: "confirmed", markets: settled };
}
