import {
  type FeedEventMessage,
  type FeedMarket,
  MARKET_STATUS,
  type SettledMarket,
} from "@platform/contracts";
import {
  cardStrengths,
  orderTable,
  priceRace,
  RACE_MARKET,
  type RaceMarketId,
  type Runner,
  raceOutcomeIds,
  raceOutcomeWon,
} from "@platform/sports";
import { RACE_DISTANCE_M, type RaceRow, raceFixtureId, raceName, STADIUM_NAME } from "./race-schedule.ts";

/*
 * A race as the sportsbook's feed messages (decision 045's UOF shapes), each stage under a fixed
 * sequence so a resend (a restart, a recovery) is a no-op at the processor: 1 fixture_change,
 * 2 odds_change (prices), 3 bet_stop, 4 fixture_change live, 6001 fixture ended, 6002
 * bet_settlement; a void race 7000 bet_cancel and 7001 fixture cancelled.
 */

export const RACING_SPORT = { id: "virtual:sport:greyhounds", name: "Virtual greyhounds" };
export const RACE_SEQUENCE = {
  announced: 1,
  priced: 2,
  stopped: 3,
  live: 4,
  ended: 6001,
  settled: 6002,
  cancelled: 7000,
  cancelledFixture: 7001,
} as const;

const RACE_MARKETS = Object.values(RACE_MARKET) as RaceMarketId[];

function base(race: RaceRow, producer: number, sequence: number, at: Date) {
  return { producer, event: raceFixtureId(race), sequence, timestamp: at.toISOString() };
}

/**
 * The catalogue's fixture is a match with a home and an away: a race has neither, so home is the
 * race's name and away its distance ("Race 412 · Virtual Stadium" – "480 m" on a slip or a bet).
 */
export function raceFixtureMessage(
  race: RaceRow,
  producer: number,
  sequence: number,
  status: "not_started" | "live" | "ended" | "cancelled",
  at: Date,
): FeedEventMessage {
  return {
    type: "fixture_change",
    ...base(race, producer, sequence, at),
    sport: RACING_SPORT,
    category: { id: "virtual:category:world", name: "Virtual", country_code: null },
    tournament: { id: "virtual:tournament:virtual-stadium", name: STADIUM_NAME },
    home: { id: `virtual:competitor:${race.id}`, name: raceName(race.sequence) },
    away: { id: `virtual:competitor:distance-${RACE_DISTANCE_M}`, name: `${RACE_DISTANCE_M} m` },
    start_time: race.closesAt.toISOString(),
    status,
  };
}

/** Win, place, forecast and tricast at their published RTP (decision 047); outcomes not offered left out. */
export function raceMarkets(runners: readonly Runner[]): FeedMarket[] {
  return priceRace(orderTable(cardStrengths(runners))).map((market) => {
    const offered = market.outcomes.filter((outcome) => outcome.priceMilli !== null);
    return {
      id: market.marketId,
      specifiers: {},
      status: offered.length > 0 ? MARKET_STATUS.active : MARKET_STATUS.inactive,
      outcomes: offered.map((outcome) => ({
        id: outcome.outcomeId,
        price_milli: outcome.priceMilli!,
        probability: outcome.probability,
        active: true,
      })),
    };
  });
}

export function racePricesMessage(race: RaceRow, producer: number, at: Date): FeedEventMessage {
  return {
    type: "odds_change",
    ...base(race, producer, RACE_SEQUENCE.priced, at),
    markets: raceMarkets(race.runners),
    match_state: null,
  };
}

export function raceStopMessage(race: RaceRow, producer: number, at: Date): FeedEventMessage {
  return { type: "bet_stop", ...base(race, producer, RACE_SEQUENCE.stopped, at), groups: "all" };
}

/** Every outcome of the four markets settled from the finishing order by the engine's own rule. */
export function raceSettledMarkets(order: readonly number[]): SettledMarket[] {
  return RACE_MARKETS.map((marketId) => ({
    id: marketId,
    specifiers: {},
    outcomes: raceOutcomeIds(marketId).map((id) => ({
      id,
      result: raceOutcomeWon(marketId, id, order) ? 1 : 0,
      void_factor: 0,
      dead_heat_factor: 1,
    })),
  }));
}

export function raceSettlementMessage(
  race: RaceRow,
  order: readonly number[],
  producer: number,
  at: Date,
): FeedEventMessage {
  return {
    type: "bet_settlement",
    ...base(race, producer, RACE_SEQUENCE.settled, at),
    certainty: "confirmed",
    markets: raceSettledMarkets(order),
  };
}

/** A void race: every bet on it returns its stake. */
export function raceCancelMessage(race: RaceRow, producer: number, at: Date): FeedEventMessage {
  return {
    type: "bet_cancel",
    ...base(race, producer, RACE_SEQUENCE.cancelled, at),
    start_time: null,
    end_time: null,
    reason: "virtual race void: technical failure",
    markets: RACE_MARKETS.map((id) => ({ id, specifiers: {} })),
  };
}
