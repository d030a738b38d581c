import { afterAll, beforeAll, expect, test } from "vitest";
import { createGamesTestApp, type GamesTestApp } from "../test/games-fixtures.ts";

let c: GamesTestApp;
beforeAll(async () => {
  // A per-address limit any player's browsing would reach at once.
  c = await createGamesTestApp(undefined, { rateLimit: { max: 5, timeWindow: "1 minute" } });
});
afterAll(() => c.t.close());

test("the aggregator's calls have their own per-operator budget, not the players' per-address one", async () => {
  const g = await c.gambler({ cash: 1_000n });
  for (let call = 0; call < 20; call++) {
    expect((await c.wallet("balance", { token: g.token })).statusCode).toBe(200);
  }
  const pages = [];
  for (let call = 0; call < 10; call++)
    pages.push((await c.call("GET", "/api/user/overview", { site: "games", token: g.session })).statusCode);
  expect(pages).toContain(429);
});
