import { Z } from "@platform/fair/testing";
import { remainingShare } from "@platform/sports";
import { describe, expect, test } from "vitest";
import { DEFAULT_DESK } from "../../sports-config.ts";
import { HALF_SECONDS, isGoal, MATCH_SECONDS, simulateMatch } from "./match-simulator.ts";
import { fixturesOfDay } from "./schedule.ts";

/*
 * The desk's matches: reproducible from their seed, and goals at the goals model's rate (a test
 * over many simulated matches, two-sided at α = 0.001 like the fair games' statistical tests).
 */

describe("a simulated match", () => {
  test("the same seed plays the same match; another seed another", () => {
    const expected = { home: 1.6, away: 1.1 };
    expect(simulateMatch(42, expected)).toEqual(simulateMatch(42, expected));
    const others = [43, 44, 45, 46].map((seed) => simulateMatch(seed, expected).events);
    expect(
      others.some((events) => JSON.stringify(events) !== JSON.stringify(simulateMatch(42, expected).events)),
    ).toBe(true);
  });

  test("the same seed schedules the same fixtures", () => {
    const anchor = Date.parse("2026-03-01T10:00:00Z");
    const a = fixturesOfDay(DEFAULT_DESK, anchor, 0);
    const b = fixturesOfDay(DEFAULT_DESK, anchor, 0);
    expect(a).toEqual(b);
    // The live-now slots (football's, and basketball's first) kick off seconds after the anchor;
    // the rest are spread over the day.
    const soon = a.filter((fixture) => fixture.kickoff - anchor < 60_000);
    expect(soon).toHaveLength(DEFAULT_DESK.liveNow + 1);
    expect(a.every((fixture) => fixture.home !== fixture.away && fixture.publishAt <= fixture.kickoff)).toBe(
      true,
    );
    expect(fixturesOfDay({ ...DEFAULT_DESK, seed: 20 }, anchor, 0)).not.toEqual(a);
  });

  test("goals arrive at the modelled rate, and as many in each half as the model's clock says", () => {
    const expected = { home: 1.55, away: 1.15 };
    const matches = 20_000;
    let home = 0;
    let away = 0;
    let firstHalf = 0;
    for (let seed = 1; seed <= matches; seed++) {
      const { events, fullTime, halfTime } = simulateMatch(seed, expected);
      home += fullTime.home;
      away += fullTime.away;
      firstHalf += halfTime.home + halfTime.away;
      expect(events.every((event) => event.second > 0 && event.second < MATCH_SECONDS)).toBe(true);
      expect(events.filter(isGoal)).toHaveLength(fullTime.home + fullTime.away);
    }
    // Poisson: the mean of n draws has standard error √(λ/n).
    for (const [goals, lambda] of [
      [home, expected.home],
      [away, expected.away],
    ] as const) {
      const mean = goals / matches;
      expect(Math.abs(mean - lambda)).toBeLessThan(Z * Math.sqrt(lambda / matches));
    }
    // The first half holds 1 − 0.5^0.84 of the goals: the pricing model's in-play curve.
    const total = expected.home + expected.away;
    const firstHalfMean = total * (1 - remainingShare(HALF_SECONDS / 60));
    expect(Math.abs(firstHalf / matches - firstHalfMean)).toBeLessThan(
      Z * Math.sqrt(firstHalfMean / matches),
    );
  });
});
