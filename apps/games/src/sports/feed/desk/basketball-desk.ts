import type { FeedEventMessage, FeedMarket, MatchPeriod, SettledMarket } from "@platform/contracts";
import {
  type BasketballExpectation,
  basketballCatalogue,
  basketballExpectation,
  expectedPoints,
  type MarketRef,
  priceBasketball,
  type Score,
} from "@platform/sports";
import { type BasketballLeague, isBasketballLeague } from "./basketball-leagues.ts";
import { type BasketballScript, scoreAtSecond, simulateBasketball } from "./basketball-simulator.ts";
import { basketballTimeline } from "./basketball-timeline.ts";
import { fixtureChange, suspend } from "./desk-messages.ts";
import { slug } from "./leagues-data.ts";
import type { TimelineOptions, TimelineStep } from "./match-timeline.ts";
import { feedMarkets, settledMarkets } from "./pricer.ts";
import type { ScheduledFixture } from "./schedule.ts";

/*
 * The desk's basketball (UOF's sport 2): a fixture of a basketball league played by the simulator,
 * priced by @platform/sports' basketball model at the state of each step (match seconds played and
 * the score), margined like football (feedMarkets) and settled from the final score, overtime
 * included. The match state's clock counts down, as a basketball clock does. The lines (handicap and total around the match's main lines) are fixed when the
 * fixture is first priced, so a bet's market stays the same market to its settlement.
 */

export const BASKETBALL = { id: "sim:sport:2", name: "Basketball" };

/** Periods in which the clock stands (it reads 0: the period before has run out). */
const BREAKS = new Set<MatchPeriod>(["pause", "halftime", "ended"]);

export interface BasketballDeskMatch {
  sport: "basketball";
  fixture: ScheduledFixture;
  script: BasketballScript;
  expected: BasketballExpectation;
  catalogue: MarketRef[];
  steps: TimelineStep[];
}

/** A club's URN: `sim:competitor:basketball-real-madrid` (football's Real Madrid is another side). */
export function basketballTeamUrn(name: string): string {
  return `sim:competitor:basketball-${slug(name)}`;
}

export function basketballLeagueOf(fixture: ScheduledFixture): BasketballLeague | null {
  return isBasketballLeague(fixture.league) ? fixture.league : null;
}

export function playBasketball(
  fixture: ScheduledFixture,
  league: BasketballLeague,
  options: TimelineOptions,
): BasketballDeskMatch {
  const [, homeOffence, homeDefence] = fixture.home;
  const [, awayOffence, awayDefence] = fixture.away;
  const expected = basketballExpectation(
    { offence: homeOffence, defence: homeDefence },
    { offence: awayOffence, defence: awayDefence },
    { ...league.basketball, homeAdvantage: league.homeAdvantage },
  );
  const points = expectedPoints(expected);
  const script = simulateBasketball(fixture.matchSeed, expected);
  return {
    sport: "basketball",
    fixture,
    script,
    expected,
    catalogue: basketballCatalogue(points.home - points.away, points.home + points.away),
    steps: basketballTimeline(fixture, script, options),
  };
}

export function basketballMarkets(
  match: BasketballDeskMatch,
  second: number,
  score: Score,
  margin: number,
): FeedMarket[] {
  return feedMarkets(priceBasketball(match.expected, match.catalogue, { second, score }), margin);
}

export function basketballSettlement(match: BasketballDeskMatch, fullTime: Score): SettledMarket[] {
  return settledMarkets(match.catalogue, { fullTime });
}

/** Seconds left in the period under way at `second`; 0 in a break and at the end (`playing` false). */
export function secondsLeftInPeriod(script: BasketballScript, second: number, playing: boolean): number {
  const period = playing ? script.periods.find(([start, end]) => second >= start && second < end) : undefined;
  return period ? period[1] - second : 0;
}

export function basketballStepMessage(
  match: BasketballDeskMatch,
  index: number,
  producer: number,
  margin: number,
): FeedEventMessage {
  const { fixture, script } = match;
  const step = match.steps[index]!;
  const base = {
    producer,
    event: fixture.id,
    sequence: index + 1,
    timestamp: new Date(step.at).toISOString(),
  };
  const refs = () =>
    match.catalogue.map((market) => ({ id: market.marketId, specifiers: { ...market.specifiers } }));
  switch (step.kind) {
    case "fixture":
      return fixtureChange(fixture, base, step.status, BASKETBALL, basketballTeamUrn);
    case "odds": {
      if (step.second === null) {
        const markets = basketballMarkets(match, 0, { home: 0, away: 0 }, margin);
        return { type: "odds_change", ...base, markets, match_state: null };
      }
      const score = scoreAtSecond(script.events, step.second);
      const matchState = {
        period: step.period,
        // Basketball's clock counts down: the seconds left in the period (0 at the buzzer).
        clock_seconds: secondsLeftInPeriod(script, step.second, !BREAKS.has(step.period)),
        score,
        red_cards: { home: 0, away: 0 },
      };
      if (step.period === "ended")
        return { type: "odds_change", ...base, markets: [], match_state: matchState };
      const markets = basketballMarkets(match, step.second, score, margin);
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
        markets: basketballSettlement(match, step.fullTime),
      };
    case "rollback":
      return { type: "rollback_bet_settlement", ...base, markets: refs() };
    case "cancel":
      return {
        type: "bet_cancel",
        ...base,
        start_time: null,
        end_time: null,
        reason: "postponed",
        markets: refs(),
      };
  }
}
