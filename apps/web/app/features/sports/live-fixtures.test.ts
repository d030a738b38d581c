import type { SportsFixtureDetail } from "@platform/contracts";
import { describe, expect, it } from "vitest";
import { applyPublication, matchClock } from "./live-fixtures.ts";
import { marketGroup, marketName, outcomeName } from "./market-names.ts";
import { liveSportsOffered, sportsOffered } from "./sports-access.ts";

const fixture: SportsFixtureDetail = {
  id: "sim:match:1",
  sport: { id: "sim:sport:1", name: "Soccer" },
  category: { id: "sim:category:1", name: "England", country_code: "ENG" },
  tournament: { id: "sim:tournament:1", name: "Premier League" },
  home: "Arsenal",
  away: "Chelsea",
  start_time: "2026-11-27T12:00:00.000Z",
  status: "live",
  period: "1st_half",
  clock_seconds: 600,
  score: { home: 0, away: 0 },
  red_cards: { home: 0, away: 0 },
  main_markets: [
    {
      key: "1",
      market_id: 1,
      specifiers: "",
      status: "active",
      outcomes: [
        { id: "1", price_milli: 2100, active: true },
        { id: "2", price_milli: 3300, active: true },
        { id: "3", price_milli: 3500, active: true },
      ],
    },
  ],
  market_count: 2,
  markets: [
    {
      key: "1",
      market_id: 1,
      specifiers: "",
      status: "active",
      outcomes: [
        { id: "1", price_milli: 2100, active: true },
        { id: "2", price_milli: 3300, active: true },
        { id: "3", price_milli: 3500, active: true },
      ],
    },
    {
      key: "18|total=2.5",
      market_id: 18,
      specifiers: "total=2.5",
      status: "active",
      outcomes: [
        { id: "12", price_milli: 1900, active: true },
        { id: "13", price_milli: 1900, active: true },
      ],
    },
  ],
};

const outcome = (id: string, price_milli: number) => ({ id, price_milli, probability: 0.3, active: true });

describe("a match moved by the feed's publications", () => {
  it("takes a market's new prices and status, in the list's main markets and the match's markets", () => {
    const moved = applyPublication(fixture, {
      type: "markets",
      event: fixture.id,
      sequence: 9,
      markets: [
        {
          id: 1,
          specifiers: "",
          status: -1,
          outcomes: [outcome("1", 2000), outcome("2", 3400), outcome("3", 3600)],
        },
      ],
    });
    expect(moved.main_markets[0]).toMatchObject({ status: "suspended" });
    expect(moved.main_markets[0]!.outcomes.map((o) => o.price_milli)).toEqual([2000, 3400, 3600]);
    expect(moved.markets![1]).toBe(fixture.markets[1]);
  });

  it("drops a market closed or settled, adds one newly opened on the match page", () => {
    const moved = applyPublication(fixture, {
      type: "markets",
      event: fixture.id,
      sequence: 10,
      markets: [
        { id: 18, specifiers: "total=2.5", status: -3, outcomes: [] },
        { id: 18, specifiers: "total=3.5", status: 1, outcomes: [outcome("12", 2500), outcome("13", 1500)] },
      ],
    });
    expect(moved.markets!.map((m) => m.key)).toEqual(["1", "18|total=3.5"]);
  });

  it("takes the clock and score, and ignores another match's publication", () => {
    const state = {
      period: "2nd_half" as const,
      clock_seconds: 3000,
      score: { home: 1, away: 0 },
      red_cards: { home: 0, away: 0 },
    };
    const moved = applyPublication(fixture, {
      type: "fixture",
      event: fixture.id,
      status: "live",
      match_state: state,
    });
    expect(moved.score).toEqual({ home: 1, away: 0 });
    expect(matchClock(moved)).toBe("51'");
    expect(
      applyPublication(fixture, {
        type: "fixture",
        event: "sim:match:2",
        status: "ended",
        match_state: null,
      }),
    ).toBe(fixture);
    expect(matchClock({ ...fixture, period: "halftime" })).toBe("HT");
    expect(matchClock({ ...fixture, status: "ended" })).toBe("FT");
    expect(matchClock({ ...fixture, status: "not_started" })).toBeNull();
  });
});

describe("markets in the player's words", () => {
  const words: Record<string, string> = {
    "sports.market.total": "Total goals [line] — Over/Under",
    "sports.market.asian_handicap": "Asian handicap [line]",
    "sports.outcome.over": "Over",
    "sports.outcome.draw": "Draw",
  };
  const t = (key: string, params?: Record<string, string | number>) =>
    (words[key] ?? key).replace(/\[(\w+)\]/g, (_, name: string) => String(params?.[name] ?? ""));
  const teams = { home: "Arsenal", away: "Chelsea" };

  it("names market 18 by its line, Asian handicaps by each side's line", () => {
    expect(marketName(t, "18|total=2.5")).toBe("Total goals 2.5 — Over/Under");
    expect(outcomeName(t, "18|total=2.5", "12", teams)).toBe("Over");
    expect(marketName(t, "16|hcp=0.25")).toBe("Asian handicap +0.25");
    expect(outcomeName(t, "16|hcp=-0.25", "1714", teams)).toBe("Arsenal -0.25");
    expect(outcomeName(t, "16|hcp=-0.25", "1715", teams)).toBe("Chelsea +0.25");
    expect(outcomeName(t, "1", "2", teams)).toBe("Draw");
    expect(outcomeName(t, "45", "2:1", teams)).toBe("2–1");
    expect(outcomeName(t, "47", "420", teams)).toBe("1/X");
  });

  it("names basketball's winner, handicap and total points, overtime included", () => {
    const basketball: Record<string, string> = {
      ...words,
      "sports.market.winner_ot": "Winner (incl. overtime)",
      "sports.market.handicap_ot": "Handicap [line] (incl. overtime)",
      "sports.market.total_points_ot": "Total points [line] (incl. overtime) — Over/Under",
    };
    const tb = (key: string, params?: Record<string, string | number>) =>
      (basketball[key] ?? key).replace(/\[(\w+)\]/g, (_, name: string) => String(params?.[name] ?? ""));
    const lakers = { home: "Los Angeles Lakers", away: "Boston Celtics" };
    expect(marketName(tb, "219")).toBe("Winner (incl. overtime)");
    expect(outcomeName(tb, "219", "4", lakers)).toBe("Los Angeles Lakers");
    expect(outcomeName(tb, "219", "5", lakers)).toBe("Boston Celtics");
    expect(marketName(tb, "223|hcp=-5.5")).toBe("Handicap -5.5 (incl. overtime)");
    expect(outcomeName(tb, "223|hcp=-5.5", "1714", lakers)).toBe("Los Angeles Lakers -5.5");
    expect(outcomeName(tb, "223|hcp=-5.5", "1715", lakers)).toBe("Boston Celtics +5.5");
    expect(marketName(tb, "225|total=215.5")).toBe("Total points 215.5 (incl. overtime) — Over/Under");
    expect(outcomeName(tb, "225|total=215.5", "12", lakers)).toBe("Over");
    expect(marketGroup(219)).toBe("main");
    expect(marketGroup(223)).toBe("handicaps");
    expect(marketGroup(225)).toBe("points");
  });

  it("shows basketball's quarter and the time left in it instead of a minute, and its breaks", () => {
    const game = { ...fixture, sport: { id: "sim:sport:2", name: "Basketball" }, clock_seconds: 252 };
    expect(matchClock({ ...game, period: "3rd_quarter" })).toBe("Q3 4:12");
    expect(matchClock({ ...game, period: "overtime", clock_seconds: 5 })).toBe("OT 0:05");
    expect(matchClock({ ...game, period: "pause" }, "Mapumziko")).toBe("Mapumziko");
    expect(matchClock({ ...game, period: "halftime" })).toBe("HT");
  });
});

describe("where the sportsbook is offered (spec §2)", () => {
  const nav = (to: string) => ({ layout: { nav: [{ name: "nav.x", to, metaData: { enabled: true } }] } });
  it("follows the product or a navigation item to the page", () => {
    expect(sportsOffered({ products_allow: ["bitville-sports"], layout: { nav: [] } } as never)).toBe(true);
    expect(sportsOffered({ products_allow: ["aggregator"], ...nav("/sports") } as never)).toBe(true);
    expect(sportsOffered({ products_allow: ["aggregator"], ...nav("/games") } as never)).toBe(false);
    expect(
      liveSportsOffered({ products_allow: ["bitville_sports_live"], layout: { nav: [] } } as never),
    ).toBe(true);
  });
});
