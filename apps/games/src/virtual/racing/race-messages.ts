import type { FeedEventMessage, FeedMarket, SettledMarket } from "@platform/contracts";
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
import {
  betCancel,
  betSettlement,
  betStop,
  EVENT_SEQUENCE,
  eventEnvelope,
  fixtureChange,
  offeredMarkets,
  pricesChange,
} from "../shared/event-messages.ts";
import { RACE_DISTANCE_M, type RaceRow, raceFixtureId, raceName, STADIUM_NAME } from "./race-schedule.ts";

/*
 * A race as the sportsbook's feed messages (decision 045's UOF shapes), each stage under a fixed
 * sequence so a resend (a restart, a recovery) is a no-op at the processor: 1 fixture_change,
 * 2 odds_change (prices), 3 bet_stop, 4 fixture_change live, 6001 fixture ended, 6002
 * bet_settlement; a void race 7000 bet_cancel and 7001 fixture cancelled.
 */

export const RACING_SPORT = { id: "virtual:sport:greyhounds", name: "Virtual greyhounds" };
export const RACE_SEQUENCE = EVENT_SEQUENCE;

const RACE_MARKETS = Object.values(RACE_MARKET) as RaceMarketId[];

function base(race: RaceRow, producer: number, sequence: number, at: Date) {
  return eventEnvelope(raceFixtureId(race), producer, sequence, at);
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
  return fixtureChange(
    base(race, producer, sequence, at),
    {
      sport: RACING_SPORT,
      tournament: { id: "virtual:tournament:virtual-stadium", name: STADIUM_NAME },
      home: { id: `virtual:competitor:${race.id}`, name: raceName(race.sequence) },
      away: { id: `virtual:competitor:distance-${RACE_DISTANCE_M}`, name: `${RACE_DISTANCE_M} m` },
      startTime: race.closesAt,
    },
    status,
  );
}

/** Win, place, forecast and tricast at their published RTP (decision 047). */
export function raceMarkets(runners: readonly Runner[]): FeedMarket[] {
  return offeredMarkets(priceRace(orderTable(cardStrengths(runners))));
}

export function racePricesMessage(race: RaceRow, producer: number, at: Date): FeedEventMessage {
  return pricesChange(base(race, producer, RACE_SEQUENCE.priced, at), raceMarkets(race.runners));
}

export function raceStopMessage(race: RaceRow, producer: number, at: Date): FeedEventMessage {
  return betStop(base(race, producer, RACE_SEQUENCE.stopped, at));
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
  return betSettlement(base(race, producer, RACE_SEQUENCE.settled, at), raceSettledMarkets(order));
}

/** A void race: every bet on it returns its stake. */
export function raceCancelMessage(race: RaceRow, producer: number, at: Date): FeedEventMessage {
  return betCancel(
    base(race, producer, RACE_SEQUENCE.cancelled, at),
    "virtual race void: technical failure",
    RACE_MARKETS.map((id) => ({ id, specifiers: {} })),
  );
}
