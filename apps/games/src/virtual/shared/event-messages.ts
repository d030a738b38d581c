import {
  type FeedEventMessage,
  type FeedMarket,
  MARKET_STATUS,
  type SettledMarket,
} from "@platform/contracts";
import type { VirtualMarketPrice } from "@platform/sports";

/*
 * What every virtual game's feed messages share (decision 045's UOF shapes): the envelope of an
 * event's message, its stages' sequences, the category its fixtures sit in, its markets as priced
 * at their published RTP (decision 047), and the messages' shapes; each game fills in its fixture,
 * its markets and its settlement.
 */

export const VIRTUAL_CATEGORY = { id: "virtual:category:world", name: "Virtual", country_code: null };

/** The fields every message about a fixture starts with. */
export function eventEnvelope(event: string, producer: number, sequence: number, at: Date) {
  return { producer, event, sequence, timestamp: at.toISOString() };
}

/** The priced markets as the feed's: outcomes not offered are left out. */
export function offeredMarkets(prices: readonly VirtualMarketPrice[]): FeedMarket[] {
  return prices.map((market) => {
    const offered = market.outcomes.filter((outcome) => outcome.priceMilli !== null);
    return {
      id: market.marketId,
      specifiers: { ...market.specifiers },
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

/**
 * Each stage of an event under a fixed sequence, so a resend (a restart, a recovery) is a no-op at
 * the processor. A game's play in between (a match's state by the second) takes 100 … 6000.
 */
export const EVENT_SEQUENCE = {
  announced: 1,
  priced: 2,
  stopped: 3,
  live: 4,
  ended: 6001,
  settled: 6002,
  cancelled: 7000,
  cancelledFixture: 7001,
} as const;

type Envelope = ReturnType<typeof eventEnvelope>;
type Named = { id: string; name: string };

export interface FixtureFacts {
  sport: Named;
  tournament: Named;
  home: Named;
  away: Named;
  startTime: Date;
}

export function fixtureChange(
  envelope: Envelope,
  fixture: FixtureFacts,
  status: "not_started" | "live" | "ended" | "cancelled",
): FeedEventMessage {
  return {
    type: "fixture_change",
    ...envelope,
    sport: fixture.sport,
    category: VIRTUAL_CATEGORY,
    tournament: fixture.tournament,
    home: fixture.home,
    away: fixture.away,
    start_time: fixture.startTime.toISOString(),
    status,
  };
}

/** The prices before the close (no match state). */
export function pricesChange(envelope: Envelope, markets: FeedMarket[]): FeedEventMessage {
  return { type: "odds_change", ...envelope, markets, match_state: null };
}

export function betStop(envelope: Envelope): FeedEventMessage {
  return { type: "bet_stop", ...envelope, groups: "all" };
}

export function betSettlement(envelope: Envelope, markets: SettledMarket[]): FeedEventMessage {
  return { type: "bet_settlement", ...envelope, certainty: "confirmed", markets };
}

/** A void event: every bet on it returns its stake. */
export function betCancel(
  envelope: Envelope,
  reason: string,
  markets: { id: number; specifiers: Record<string, string> }[],
): FeedEventMessage {
  return { type: "bet_cancel", ...envelope, start_time: null, end_time: null, reason, markets };
}
