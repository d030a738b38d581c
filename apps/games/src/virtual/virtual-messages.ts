import type { FeedEventMessage, FeedMarket } from "@platform/contracts";
import {
  HALF_TIME_SECOND,
  MATCH_SECONDS,
  type MatchOutcome,
  priceVirtualMatch,
  scoreAt,
  scoreTable,
  VIRTUAL_FOOTBALL_MARKETS,
  VIRTUAL_LEAGUE,
  type VirtualFixture,
} from "@platform/sports";
import { settledMarkets } from "../sports/feed/desk/pricer.ts";
import {
  betCancel,
  betSettlement,
  betStop,
  EVENT_SEQUENCE,
  eventEnvelope,
  fixtureChange,
  offeredMarkets,
  pricesChange,
} from "./shared/event-messages.ts";
import { type MatchDayRow, virtualFixtureId } from "./virtual-schedule.ts";

/*
 * A match day's matches as the sportsbook's feed messages (decision 045's UOF shapes), each stage
 * under a fixed sequence so a resend (a restart, a recovery) is a no-op at the processor:
 * 1 fixture_change, 2 odds_change (prices), 3 bet_stop, 4 fixture_change live, 100 + s the match
 * state at match second s, then 6000 the final state, 6001 fixture ended, 6002 bet_settlement; a
 * void match day 7000 bet_cancel and 7001 fixture cancelled.
 */

export const VIRTUAL_SPORT = { id: "virtual:sport:football", name: "Virtual football" };
export const VIRTUAL_LEAGUE_NAME = "Virtual Premier League";
export const SEQUENCE = {
  ...EVENT_SEQUENCE,
  second: (second: number) => 100 + second,
  final: 6000,
} as const;

const teamName = (id: string) => VIRTUAL_LEAGUE.teams.find((team) => team.id === id)?.name ?? id;

export interface MatchRef {
  day: MatchDayRow;
  fixture: VirtualFixture;
}

function base(ref: MatchRef, producer: number, sequence: number, at: Date) {
  return eventEnvelope(virtualFixtureId(ref.day.id, ref.fixture.index), producer, sequence, at);
}

export function fixtureMessage(
  ref: MatchRef,
  producer: number,
  sequence: number,
  status: "not_started" | "live" | "ended" | "cancelled",
  at: Date,
): FeedEventMessage {
  const { home, away } = ref.fixture;
  return fixtureChange(
    base(ref, producer, sequence, at),
    {
      sport: VIRTUAL_SPORT,
      tournament: { id: `virtual:tournament:${VIRTUAL_LEAGUE.id}`, name: VIRTUAL_LEAGUE_NAME },
      home: { id: `virtual:competitor:${home}`, name: teamName(home) },
      away: { id: `virtual:competitor:${away}`, name: teamName(away) },
      startTime: ref.day.closesAt,
    },
    status,
  );
}

/** The four markets at their published RTP (decision 047). */
export function virtualMarkets(fixture: VirtualFixture): FeedMarket[] {
  return offeredMarkets(priceVirtualMatch(scoreTable(fixture.expectedGoals, fixture.rho)));
}

export function pricesMessage(ref: MatchRef, producer: number, at: Date): FeedEventMessage {
  return pricesChange(base(ref, producer, SEQUENCE.priced, at), virtualMarkets(ref.fixture));
}

export function stopMessage(ref: MatchRef, producer: number, at: Date): FeedEventMessage {
  return betStop(base(ref, producer, SEQUENCE.stopped, at));
}

/** The match at a second (0 … 5399), or its end (5400). */
export function stateMessage(
  ref: MatchRef,
  outcome: MatchOutcome,
  producer: number,
  second: number,
  at: Date,
): FeedEventMessage {
  const ended = second >= MATCH_SECONDS;
  const redCards = { home: 0, away: 0 };
  for (const event of outcome.events)
    if (event.kind === "red-card" && event.second <= second) redCards[event.side] += 1;
  return {
    type: "odds_change",
    ...base(ref, producer, ended ? SEQUENCE.final : SEQUENCE.second(second), at),
    markets: [],
    match_state: {
      period: ended ? "ended" : second < HALF_TIME_SECOND ? "1st_half" : "2nd_half",
      clock_seconds: Math.min(second, MATCH_SECONDS),
      score: ended ? outcome.score : scoreAt(outcome, second),
      red_cards: redCards,
    },
  };
}

/** Every market settled from the final score by the sportsbook's own settlement. */
export function settlementMessage(
  ref: MatchRef,
  outcome: MatchOutcome,
  producer: number,
  at: Date,
): FeedEventMessage {
  return betSettlement(
    base(ref, producer, SEQUENCE.settled, at),
    settledMarkets(VIRTUAL_FOOTBALL_MARKETS, { fullTime: outcome.score, halfTime: outcome.halfTime }),
  );
}

/** A void match day: every bet on the match returns its stake. */
export function cancelMessage(ref: MatchRef, producer: number, at: Date): FeedEventMessage {
  return betCancel(
    base(ref, producer, SEQUENCE.cancelled, at),
    "virtual match day void: technical failure",
    VIRTUAL_FOOTBALL_MARKETS.map((market) => ({ id: market.marketId, specifiers: { ...market.specifiers } })),
  );
}
