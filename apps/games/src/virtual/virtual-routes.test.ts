import type { SportsFixtureDetail, SportsFixtureSummary, SportsMenu } from "@platform/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createVirtualTestKit, type VirtualTestKit } from "./test/virtual-test-kit.ts";
import { VIRTUAL_SPORT } from "./virtual-messages.ts";
import { fixtureIdsOf } from "./virtual-schedule.ts";

/*
 * The virtual routes' envelope and errors, and virtual matches in the sportsbook's catalogue: out of
 * the menu and the unfiltered lists (they have their own page), found by id (the slip and my bets).
 */

let t: VirtualTestKit;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createVirtualTestKit({ cadenceMs: 120_000, playMs: 60_000 });
  app = await t.app();
  await t.step();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function get<T>(url: string) {
  const response = await app.inject({ method: "GET", url: `/aggregator${url}` });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as { status: string; data: T; message?: string; errors?: unknown[] },
  };
}

describe("the virtual football routes", () => {
  test("an unknown operator gets the catalogue's error envelope", async () => {
    for (const url of [
      "/v1/virtual/football?operator=nobody",
      "/v1/virtual/football/match-days/vf-s1-d1-0?operator=nobody",
    ]) {
      const { status, body } = await get(url);
      expect(status).toBe(404);
      expect(body.status).toBe("error");
      expect(body.message).toBeTruthy();
    }
    const missing = await get("/v1/virtual/football");
    expect(missing.status).toBe(400);
    expect(missing.body.status).toBe("error");
  });

  test("a malformed id is a 400, an unknown one a 404", async () => {
    const malformed = await get("/v1/virtual/football/match-days/'or'1'='1?operator=alpha");
    expect(malformed.status).toBe(400);
    expect(malformed.body.status).toBe("error");
    const upper = await get("/v1/virtual/football/match-days/VF-S1?operator=alpha");
    expect(upper.status).toBe(400);
    const unknown = await get("/v1/virtual/football/match-days/vf-s9-d9-999?operator=alpha");
    expect(unknown.status).toBe(404);
    expect(unknown.body.status).toBe("error");
  });

  test("another operator reads the same board", async () => {
    const { status, body } = await get<{ upcoming: unknown[] }>("/v1/virtual/football?operator=beta");
    expect(status).toBe(200);
    expect(body.data.upcoming).toHaveLength(2);
  });
});

describe("virtual matches in the sportsbook's catalogue", () => {
  test("not in the menu nor the unfiltered lists; listed by their sport and found by id", async () => {
    const [day] = await t.days();
    const ids = fixtureIdsOf(day!);
    const menu = await get<SportsMenu>("/v1/sports/menu?operator=alpha");
    expect(menu.body.data.sports.map((sport) => sport.id)).not.toContain(VIRTUAL_SPORT.id);
    const list = await get<SportsFixtureSummary[]>("/v1/sports/fixtures?operator=alpha&limit=200");
    expect(list.status).toBe(200);
    expect(list.body.data.filter((fixture) => fixture.id.startsWith("virtual:"))).toEqual([]);
    const bySport = await get<SportsFixtureSummary[]>(
      `/v1/sports/fixtures?operator=alpha&limit=200&sport=${encodeURIComponent(VIRTUAL_SPORT.id)}`,
    );
    expect(bySport.body.data.map((fixture) => fixture.id)).toEqual(expect.arrayContaining(ids));
    const detail = await get<SportsFixtureDetail>(
      `/v1/sports/fixtures/${encodeURIComponent(ids[0]!)}?operator=alpha`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.sport).toEqual(VIRTUAL_SPORT);
    expect(detail.body.data.start_time).toBe(day!.closesAt.toISOString());
    expect(detail.body.data.markets.map((market) => market.key).sort()).toEqual([
      "1",
      "18|total=2.5",
      "29",
      "45",
    ]);
  });
});
