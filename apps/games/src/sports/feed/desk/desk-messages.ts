import {
  type FeedEventMessage,
  type FeedMarket,
  type FixtureStatus,
  MARKET_STATUS,
} from "@platform/contracts";
import type { ExpectedGoals } from "@platform/sports";
import { slug } from "./leagues-data.ts";
import { HALF_SECONDS, type MatchScript, redCardsAt, scoreAt } from "./match-simulator.ts";
import type { TimelineStep } from "./match-timeline.ts";
import type { Pricer } from "./pricer.ts";
import type { ScheduledFixture } from "./schedule.ts";

/*
 * A timeline step as the feed message it is: fixture_change, odds_change priced by the pricer at
 * the step's state of the match, bet_stop, bet_settlement, rollback_bet_settlement, bet_cancel.
 */

export const FOOTBALL = { id: "sim:sport:1", name: "Soccer" };

export interface DeskMatch {
  fixture: ScheduledFixture;
  script: MatchScript;
  expected: ExpectedGoals;
  steps: TimelineStep[];
}

export function teamUrn(name: string): string {
  return `sim:competitor:${slug(name)}`;
}

export function stepMessage(
  match: DeskMatch,
  index: number,
  producer: number,
  pricer: Pricer,
): FeedEventMessage {
  const { fixture, script, expected } = match;
  const step = match.steps[index]!;
  const base = {
    producer,
    event: fixture.id,
    sequence: index + 1,
    timestamp: new Date(step.at).toISOString(),
  };
  switch (step.kind) {
    case "fixture":
      return fixtureChange(fixture, base, step.status, FOOTBALL, teamUrn);
    case "odds": {
      if (step.second === null) {
        return {
          type: "odds_change",
          ...base,
          markets: pricer.markets(expected, { minute: 0, score: { home: 0, away: 0 } }),
          match_state: null,
        };
      }
      const score = scoreAt(script.events, step.second);
      const matchState = {
        period: step.period,
        clock_seconds: step.second,
        score,
        red_cards: redCardsAt(script.events, step.second),
      };
      if (step.period === "ended")
        return { type: "odds_change", ...base, markets: [], match_state: matchState };
      const markets = pricer.markets(expected, {
        minute: step.second / 60,
        score,
        ...(step.second >= HALF_SECONDS ? { halfTimeScore: script.halfTime } : {}),
      });
      return {
        type: "odds_change",
        ...base,
        markets: step.suspended ? markets.map(suspend) : markets,
        match_state: matchState,
      };
    }
    case "stop":
      return { type: "bet_stop", ...base, groups: "all" };
    case "settle":
      return {
        type: "bet_settlement",
        ...base,
        certainty: step.certainty,
        markets: pricer.settle({ fullTime: step.fullTime, halfTime: step.halfTime }),
      };
    case "rollback":
      return { type: "rollback_bet_settlement", ...base, markets: marketRefs(pricer) };
    case "cancel":
      return {
        type: "bet_cancel",
        ...base,
        start_time: null,
        end_time: null,
        reason: "postponed",
        markets: marketRefs(pricer),
      };
  }
}

type EventBase = Pick<FeedEventMessage, "producer" | "event" | "sequence" | "timestamp">;

/** A fixture's fixture_change: its sport, country, league, teams (URNs by `teamId`) and status. */
export function fixtureChange(
  fixture: ScheduledFixture,
  base: EventBase,
  status: FixtureStatus,
  sport: { id: string; name: string },
  teamId: (name: string) => string,
): FeedEventMessage {
  return {
    type: "fixture_change",
    ...base,
    sport,
    category: {
      id: `sim:category:${fixture.league.category.key}`,
      name: fixture.league.category.name,
      country_code: fixture.league.category.countryCode,
    },
    tournament: { id: `sim:tournament:${fixture.league.key}`, name: fixture.league.name },
    home: { id: teamId(fixture.home[0]), name: fixture.home[0] },
    away: { id: teamId(fixture.away[0]), name: fixture.away[0] },
    start_time: new Date(fixture.kickoff).toISOString(),
    status,
  };
}

export function suspend(market: FeedMarket): FeedMarket {
  return market.status === MARKET_STATUS.active ? { ...market, status: MARKET_STATUS.suspended } : market;
}

function marketRefs(pricer: Pricer) {
  return pricer.catalogue().map((market) => ({ id: market.marketId, specifiers: { ...market.specifiers } }));
}
