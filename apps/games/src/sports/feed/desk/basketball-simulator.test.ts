import { Z } from "@platform/fair/testing";
import {
  BASKETBALL_MARKET,
  basketballExpectation,
  expectedPoints,
  finalPoints,
  priceBasketball,
} from "@platform/sports";
import { describe, expect, test } from "vitest";
import { DEFAULT_DESK } from "../../sports-config.ts";
import { BASKETBALL_LEAGUES, isBasketballLeague } from "./basketball-leagues.ts";
import { scoreAtSecond, simulateBasketball } from "./basketball-simulator.ts";
import { basketballTimeline, ODDS_EVERY_SECONDS } from "./basketball-timeline.ts";
import { fixturesOfDay } from "./schedule.ts";

/*
 * The desk's basketball: matches reproducible from their seed, NBA-like scores, and the simulator
 * and the pricing model telling the same story (points per side, the favourite's chance), tested
 * over many matches at α = 0.001 like the football simulator.
 */

const nba = BASKETBALL_LEAGUES.find((league) => league.key === "nba")!;
const model = { ...nba.basketball, homeAdvantage: nba.homeAdvantage };
const even = basketballExpectation({ offence: 115, defence: 115 }, { offence: 115, defence: 115 }, model);
const favourite = basketballExpectation(
  { offence: 120, defence: 110 },
  { offence: 113, defence: 116 },
  model,
);

describe("a simulated basketball match", () => {
  test("the same seed plays the same match; the final score is never level", () => {
    expect(simulateBasketball(7, even)).toEqual(simulateBasketball(7, even));
    expect(simulateBasketball(8, even)).not.toEqual(simulateBasketball(7, even));
    for (let seed = 1; seed <= 200; seed++) {
      const { events, periods, fullTime, halfTime } = simulateBasketball(seed, even);
      expect(fullTime.home).not.toBe(fullTime.away);
      expect(scoreAtSecond(events, Number.MAX_SAFE_INTEGER)).toEqual(fullTime);
      expect(scoreAtSecond(events, 1440)).toEqual(halfTime);
      // Four quarters of 12 minutes, then five-minute overtimes only while level.
      expect(periods.slice(0, 4)).toEqual([
        [0, 720],
        [720, 1440],
        [1440, 2160],
        [2160, 2880],
      ]);
      for (let p = 4; p < periods.length; p++) {
        expect(periods[p]).toEqual([2880 + (p - 4) * 300, 2880 + (p - 3) * 300]);
        const atBuzzer = scoreAtSecond(events, periods[p - 1]![1]);
        expect(atBuzzer.home).toBe(atBuzzer.away);
      }
      // Nothing scores on a buzzer's instant.
      for (const event of events)
        expect(periods.some(([s, e]) => event.second > s && event.second < e)).toBe(true);
    }
  });

  test("NBA scores: totals of 200–240, each side's points as the model expects, favourites as priced", () => {
    const matches = 4_000;
    let homePoints = 0;
    let awayPoints = 0;
    let homeWins = 0;
    let overtimes = 0;
    for (let seed = 1; seed <= matches; seed++) {
      const { events, fullTime, periods } = simulateBasketball(seed, favourite);
      const regulation = scoreAtSecond(events, 2880);
      homePoints += regulation.home;
      awayPoints += regulation.away;
      if (fullTime.home > fullTime.away) homeWins += 1;
      if (periods.length > 4) overtimes += 1;
    }
    const expected = expectedPoints(favourite);
    const total = (homePoints + awayPoints) / matches;
    expect(total).toBeGreaterThan(200);
    expect(total).toBeLessThan(240);
    // A side's points over ~99 possessions have a standard deviation near 12.
    expect(Math.abs(homePoints / matches - expected.home)).toBeLessThan((Z * 13) / Math.sqrt(matches));
    expect(Math.abs(awayPoints / matches - expected.away)).toBeLessThan((Z * 13) / Math.sqrt(matches));
    // The winner's price is the simulator's frequency: binomial at the model's probability.
    const [winner] = priceBasketball(favourite, [{ marketId: BASKETBALL_MARKET.winner, specifiers: {} }]);
    const p = winner!.outcomes[0]!.probability;
    expect(Math.abs(homeWins / matches - p)).toBeLessThan(Z * Math.sqrt((p * (1 - p)) / matches));
    const q = finalPoints(favourite).overtime;
    expect(Math.abs(overtimes / matches - q)).toBeLessThan(Z * Math.sqrt((q * (1 - q)) / matches) + 0.005);
  });

  test("the timeline: quarters with a clock, a stop and suspended prices at each buzzer, then the result", () => {
    const anchor = Date.parse("2026-03-01T10:00:00Z");
    const options = { ...DEFAULT_DESK, speed: 60 };
    const fixture = fixturesOfDay(options, anchor, 0).find((f) => isBasketballLeague(f.league))!;
    expect(fixture.id).toMatch(/br0-0$/);
    const quarter = isBasketballLeague(fixture.league) ? fixture.league.basketball.quarterSeconds : 0;
    const e = basketballExpectation(
      { offence: 110, defence: 110 },
      { offence: 110, defence: 110 },
      {
        possessions: 72,
        averageRating: 110,
        homeAdvantage: 3,
        quarterSeconds: quarter,
      },
    );
    const script = simulateBasketball(fixture.matchSeed, e);
    const steps = basketballTimeline({ ...fixture, corrected: false }, script, {
      speed: 60,
      reopenAfterMs: 1_500,
    });
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.at).toBeGreaterThanOrEqual(steps[i - 1]!.at);
    const odds = steps.filter((step) => step.kind === "odds");
    const periods = new Set(odds.map((step) => step.period));
    expect([...periods].slice(0, 5)).toEqual([
      "not_started",
      "1st_quarter",
      "pause",
      "2nd_quarter",
      "halftime",
    ]);
    // Prices move through a quarter every ODDS_EVERY_SECONDS of match time.
    const firstQuarter = odds.filter((step) => step.period === "1st_quarter");
    expect(firstQuarter).toHaveLength(Math.ceil(quarter / ODDS_EVERY_SECONDS));
    // At each buzzer but the last: bets stop, prices suspended, reopened for the break.
    const buzzers = script.periods.slice(0, -1).map(([, end]) => end);
    for (const end of buzzers) {
      const at = odds.findIndex((step) => step.second === end && step.suspended);
      expect(at).toBeGreaterThan(0);
      expect(odds[at + 1]).toMatchObject({ second: end, suspended: false });
      expect(steps[steps.indexOf(odds[at]!) - 1]).toMatchObject({ kind: "stop" });
    }
    const settlements = steps.filter((step) => step.kind === "settle");
    expect(settlements.map((step) => step.kind === "settle" && step.certainty)).toEqual([
      "live",
      "confirmed",
    ]);
    expect(settlements[0]).toMatchObject({ fullTime: script.fullTime });

    // A corrected result: a basket too many settled, rolled back, settled again; a postponement.
    const corrected = basketballTimeline({ ...fixture, corrected: true }, script, {
      speed: 60,
      reopenAfterMs: 1_500,
    });
    const tail = corrected.filter((step) => step.kind === "settle" || step.kind === "rollback");
    expect(tail.map((step) => step.kind)).toEqual(["settle", "rollback", "settle", "settle"]);
    expect(tail[0]).toMatchObject({
      fullTime: { home: script.fullTime.home + 2, away: script.fullTime.away },
    });
    expect(tail[2]).toMatchObject({ fullTime: script.fullTime });
    const postponed = basketballTimeline({ ...fixture, postponed: true }, script, {
      speed: 60,
      reopenAfterMs: 1_500,
    });
    expect(postponed.map((step) => step.kind)).toEqual(["fixture", "odds", "fixture", "cancel"]);
  });
});
