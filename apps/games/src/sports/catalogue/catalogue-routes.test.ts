import type { SportsFixtureDetail, SportsFixtureSummary, SportsMenu } from "@platform/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createGamesTestApp, type GamesTestApp } from "../../test/games-test-app.ts";

type Envelope<T> = { status: string; data: T; message?: string };

describe("the sportsbook's catalogue", () => {
  let test: GamesTestApp;
  const get = <T>(url: string) => call<Envelope<T>>(test.app, "GET", `/aggregator${url}`);

  beforeAll(async () => {
    test = await createGamesTestApp({
      overrides: {
        sports: {
          feed: "simulated",
          start: false,
          desk: { liveNow: 2, upcoming: 12, speed: 60, reopenAfterMs: 1_500 },
        },
      },
    });
    const sports = test.app.sports!;
    // The desk publishes its fixtures and prices on its first steps; kick-off a minute later.
    for (let step = 0; step < 3; step += 1) {
      test.clock.advance(1_000);
      await sports.desk!.step();
      await sports.processor.idle();
    }
  });
  afterAll(() => test.close());

  it("lists sports, countries and leagues with their open matches", async () => {
    const { status, body } = await get<SportsMenu>("/v1/sports/menu?operator=alpha");
    expect(status).toBe(200);
    const football = body.data.sports.find((sport) => sport.name === "Soccer");
    expect(football).toBeDefined();
    const leagues = football!.categories.flatMap((category) => category.tournaments);
    expect(leagues.length).toBeGreaterThan(0);
    expect(leagues.reduce((sum, league) => sum + league.fixture_count, 0)).toBeGreaterThanOrEqual(12);
  });

  it("lists matches with their 1X2 and total 2.5 prices, and filters by league and by words", async () => {
    const { body } = await get<SportsFixtureSummary[]>("/v1/sports/fixtures?operator=alpha&limit=200");
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    const priced = body.data.find((fixture) => fixture.main_markets.length === 2)!;
    expect(priced.main_markets.map((market) => market.key).sort()).toEqual(["1", "18|total=2.5"]);
    const result = priced.main_markets.find((market) => market.key === "1")!;
    expect(result.outcomes.map((outcome) => outcome.id)).toEqual(["1", "2", "3"]);
    for (const outcome of result.outcomes) expect(outcome.price_milli).toBeGreaterThan(1000);
    // Nothing the page must not show: fair probabilities stay on the server.
    expect(JSON.stringify(body.data)).not.toContain("probability");

    const league = priced.tournament.id;
    const inLeague = await get<SportsFixtureSummary[]>(
      `/v1/sports/fixtures?operator=alpha&tournament=${encodeURIComponent(league)}`,
    );
    expect(inLeague.body.data.length).toBeGreaterThan(0);
    expect(inLeague.body.data.every((fixture) => fixture.tournament.id === league)).toBe(true);

    const word = priced.home.split(" ")[0]!;
    const found = await get<SportsFixtureSummary[]>(
      `/v1/sports/fixtures?operator=alpha&q=${encodeURIComponent(word)}`,
    );
    expect(found.body.data.some((fixture) => fixture.id === priced.id)).toBe(true);
    // A wildcard in the player's words is a character, not "anything".
    const wildcard = await get<SportsFixtureSummary[]>("/v1/sports/fixtures?operator=alpha&q=%25%25");
    expect(wildcard.body.data).toEqual([]);
  });

  it("shows one match with every market", async () => {
    const { body: list } = await get<SportsFixtureSummary[]>("/v1/sports/fixtures?operator=alpha");
    const id = list.data[0]!.id;
    const { status, body } = await get<SportsFixtureDetail>(
      `/v1/sports/fixtures/${encodeURIComponent(id)}?operator=alpha`,
    );
    expect(status).toBe(200);
    expect(body.data.markets.length).toBe(body.data.market_count);
    const ids = new Set(body.data.markets.map((market) => market.market_id));
    // 1X2, double chance, draw no bet, totals, Asian handicap, both teams to score, correct score, HT/FT.
    for (const market of [1, 10, 11, 18, 16, 29, 45, 47]) expect(ids.has(market)).toBe(true);
  });

  it("answers the spec's envelope for an unknown operator, match or a malformed query", async () => {
    const operator = await get("/v1/sports/menu?operator=nobody");
    expect(operator.status).toBe(404);
    const match = await get("/v1/sports/fixtures/sim:match:nothere?operator=alpha");
    expect(match.status).toBe(404);
    expect(match.body.status).toBe("error");
    const malformed = await get("/v1/sports/fixtures/'or'1'='1?operator=alpha");
    expect(malformed.status).toBe(400);
    const limit = await get("/v1/sports/fixtures?operator=alpha&limit=100000");
    expect(limit.status).toBe(400);
  });
});
