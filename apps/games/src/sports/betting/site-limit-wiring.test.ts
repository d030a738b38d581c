import { afterAll, beforeAll, expect, test } from "vitest";
import { call, createGamesTestApp, type GamesTestApp } from "../../test/games-test-app.ts";
import { sendSiteLimit } from "./test/site-limit-app.ts";

/*
 * The aggregator as it runs (buildGamesApp with the sportsbook on) serves the site-limit route, and
 * its raw-bytes body parser stays inside that route: the other routes still read JSON.
 */

let t: GamesTestApp;
beforeAll(async () => {
  t = await createGamesTestApp({ overrides: { sports: { feed: "simulated", start: false } } });
});
afterAll(() => t.close());

test("a signed limit is applied and published by the running aggregator", async () => {
  const response = await sendSiteLimit(t.app, { site_max_win_per_bet: 123_400 }, { now: t.clock.now() });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({
    operator: "alpha",
    site_max_win_per_bet: 123_400,
    max_payout: 123_400,
  });
  const rules = await call<{ data: { max_payout: number } }>(
    t.app,
    "GET",
    "/aggregator/v1/sports/rules?operator=alpha",
  );
  expect(rules.body.data.max_payout).toBe(123_400);
});

test("the other routes still parse JSON bodies", async () => {
  const opened = await call<{ status: string }>(t.app, "POST", "/aggregator/v1/sessions", {
    body: { operator: "alpha", game: "test-sevens", token: null },
  });
  expect(opened.status).toBe(200);
  expect(opened.body.status).toBe("success");
});
