import { type FeedMarket, MARKET_STATUS, type SettledMarket } from "@platform/contracts";
import {
  applyMargin,
  type ExpectedGoals,
  expectedGoals,
  type FairMarket,
  FOOTBALL_MARKET,
  footballCatalogue,
  MAX_PRICE_MILLI,
  type MarketRef,
  type MatchResult,
  type MatchState,
  priceFootball,
  type Score,
  settleMarket,
  type TeamRating,
} from "@platform/sports";

/*
 * What the desk asks of the sportsbook's maths (@platform/sports): expected goals from ratings,
 * margined prices of its markets before and in play, and each outcome's settlement from a score.
 * The desk only turns those into feed messages; it computes no probability itself.
 */

export interface Pricer {
  /** The markets the desk offers on a match. */
  catalogue(): MarketRef[];
  expectedGoals(home: TeamRating, away: TeamRating, homeAdvantage: number): ExpectedGoals;
  /** The markets at a state of the match, margined (status active, or inactive once decided). */
  markets(expected: ExpectedGoals, state: MatchState): FeedMarket[];
  /** The markets' settlements at full time. */
  settle(result: { fullTime: Score; halfTime: Score }): SettledMarket[];
}

/**
 * What the desk offers: the main markets, totals 0.5…4.5, Asian handicaps in whole and half goals
 * from −2 to +2 and the four 3-way handicaps (quarter lines are left to a real feed: they double the
 * message size for little demo value).
 */
export function deskCatalogue(): MarketRef[] {
  return footballCatalogue().filter((market) => {
    if (market.marketId === FOOTBALL_MARKET.total) return Number(market.specifiers.total) <= 4.5;
    if (market.marketId === FOOTBALL_MARKET.asianHandicap) {
      const line = Number(market.specifiers.hcp);
      return Math.abs(line) <= 2 && Number.isInteger(line * 2);
    }
    return true;
  });
}

export function sportsPricer(margin: number, catalogue: MarketRef[] = deskCatalogue()): Pricer {
  return {
    catalogue: () => catalogue,
    expectedGoals: (home, away, homeAdvantage) => expectedGoals(home, away, homeAdvantage),
    markets(expected, state) {
      return feedMarkets(priceFootball({ expectedGoals: expected, state }, catalogue), margin);
    },
    settle(result) {
      return settledMarkets(catalogue, result);
    },
  };
}

/**
 * Fair markets as the feed says them, margined (power method) and rounded to the ladder. A market
 * decided in play (over 0.5 after a goal) has no price left: it closes (inactive) until settled.
 * Shared by every sport the desk plays.
 */
export function feedMarkets(fair: readonly FairMarket[], margin: number): FeedMarket[] {
  return fair.map((market) => {
    const specifiers = { ...market.specifiers };
    const probabilities = market.outcomes.map((outcome) => outcome.probability);
    if (probabilities.filter((p) => p > 1e-9).length < 2) {
      return { id: market.marketId, specifiers, status: MARKET_STATUS.inactive, outcomes: [] };
    }
    const priced = marginOrNull(probabilities, margin);
    if (!priced) return { id: market.marketId, specifiers, status: MARKET_STATUS.inactive, outcomes: [] };
    return {
      id: market.marketId,
      specifiers,
      status: MARKET_STATUS.active,
      outcomes: market.outcomes.map((outcome, i) => ({
        id: outcome.outcomeId,
        price_milli: priced[i]!.priceMilli ?? MAX_PRICE_MILLI,
        probability: outcome.probability,
        active: priced[i]!.priceMilli !== null,
      })),
    };
  });
}

/** Every outcome of `catalogue` settled from the result (@platform/sports' settlement). */
export function settledMarkets(catalogue: readonly MarketRef[], result: MatchResult): SettledMarket[] {
  return catalogue.map((market) => ({
    id: market.marketId,
    specifiers: { ...market.specifiers },
    outcomes: [...settleMarket(market, result)].map(([id, settled]) => ({
      id,
      result: settled.result === "win" ? 1 : 0,
      void_factor: settled.voidFactor,
      dead_heat_factor: settled.deadHeatFactor,
    })),
  }));
}

/** Null when the market is too lopsided to take the margin (one outcome all but certain). */
function marginOrNull(probabilities: number[], margin: number) {
  try {
    return applyMargin(probabilities, { margin, method: "power" });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
