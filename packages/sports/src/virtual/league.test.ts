import { describe, expect, test } from "vitest";
import {
  MATCH_DAYS_PER_SEASON,
  MATCHES_PER_MATCH_DAY,
  matchDayFixtures,
  seasonPairings,
  VIRTUAL_LEAGUE,
} from "./league.ts";
import { leagueTable } from "./league-table.ts";

describe("virtual league", () => {
  test("a season is a double round robin: 30 match days of 8, every ordered pair once", () => {
    const days = seasonPairings(VIRTUAL_LEAGUE, 3);
    expect(days).toHaveLength(MATCH_DAYS_PER_SEASON);
    const seen = new Set<string>();
    for (const day of days) {
      expect(day).toHaveLength(MATCHES_PER_MATCH_DAY);
      // Each team plays once per match day.
      expect(new Set(day.flat()).size).toBe(16);
      for (const [home, away] of day) seen.add(`${home}-${away}`);
    }
    expect(seen.size).toBe(16 * 15);
    // The second half is the first with grounds swapped.
    for (let d = 0; d < 15; d++) expect(days[d + 15]).toEqual(days[d]!.map(([home, away]) => [away, home]));
  });

  test("no team plays three matches running at the same ground within a half", () => {
    for (let season = 0; season < 5; season++) {
      const days = seasonPairings(VIRTUAL_LEAGUE, season).slice(0, 15);
      for (let team = 0; team < 16; team++) {
        const grounds = days.map((day) => (day.some(([home]) => home === team) ? "H" : "A")).join("");
        expect(grounds).not.toMatch(/HHH|AAA/);
      }
    }
  });

  test("fixtures are a pure function of (league seed, season)", () => {
    expect(seasonPairings(VIRTUAL_LEAGUE, 5)).toEqual(seasonPairings(VIRTUAL_LEAGUE, 5));
    expect(seasonPairings(VIRTUAL_LEAGUE, 5)).not.toEqual(seasonPairings(VIRTUAL_LEAGUE, 6));
    expect(seasonPairings({ ...VIRTUAL_LEAGUE, seed: "another" }, 5)).not.toEqual(
      seasonPairings(VIRTUAL_LEAGUE, 5),
    );
  });

  test("a fixture carries its expected goals from the ratings, to four decimals", () => {
    const [first] = matchDayFixtures(VIRTUAL_LEAGUE, 0, 0);
    const home = VIRTUAL_LEAGUE.teams.find((team) => team.id === first!.home)!;
    const away = VIRTUAL_LEAGUE.teams.find((team) => team.id === first!.away)!;
    expect(first!.expectedGoals.home).toBeCloseTo(
      home.attack * away.defence * VIRTUAL_LEAGUE.homeAdvantage,
      4,
    );
    expect(first!.expectedGoals.away).toBeCloseTo(away.attack * home.defence, 4);
    expect(Math.round(first!.expectedGoals.home * 10_000) / 10_000).toBe(first!.expectedGoals.home);
    expect(() => matchDayFixtures(VIRTUAL_LEAGUE, 0, 30)).toThrow(RangeError);
  });

  test("the league table: 3 points a win, 1 a draw, then goal difference, goals, id", () => {
    const table = leagueTable(
      ["a", "b", "c"],
      [
        { home: "a", away: "b", score: { home: 2, away: 0 } },
        { home: "b", away: "c", score: { home: 1, away: 1 } },
        { home: "c", away: "a", score: { home: 3, away: 1 } },
      ],
    );
    expect(table.map((row) => [row.team, row.points, row.goalsFor - row.goalsAgainst])).toEqual([
      ["c", 4, 2],
      ["a", 3, 0],
      ["b", 1, -2],
    ]);
    expect(() => leagueTable(["a"], [{ home: "a", away: "z", score: { home: 0, away: 0 } }])).toThrow();
  });
});
