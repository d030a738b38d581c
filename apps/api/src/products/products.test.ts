import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { platformProducts } from "./index.ts";

const games = { walletKey: "k".repeat(48) };
const leadership = { acquire: async () => false, release: async () => {} };
/** The jobs are only built here, never started: neither the database nor the log is touched. */
const host = {
  db: {} as never,
  clock: () => new Date(),
  log: { info() {}, warn() {}, error() {} } as never,
};

describe("the product list", () => {
  test("names every product once, in the order their routes register", () => {
    const names = platformProducts({ games, sync: null }).map((product) => product.name);
    expect(names).toEqual(["games", "lotto", "promotions", "referral", "jackpots"]);
  });

  test("a product runs jobs only when the process asks for them", () => {
    const jobsOf = (options: Parameters<typeof platformProducts>[0]) =>
      Object.fromEntries(
        platformProducts(options).map((product) => [product.name, product.jobs?.(host).length ?? 0]),
      );
    // The jackpots' one job keeps their live channels' list and stops their publications on close.
    expect(jobsOf({ games, sync: null })).toEqual({
      games: 0,
      lotto: 0,
      promotions: 0,
      referral: 0,
      jackpots: 1,
    });
    expect(
      jobsOf({ games, sync: { baseUrl: "http://127.0.0.1:1/aggregator" }, drawScheduler: { leadership } }),
    ).toEqual({ games: 1, lotto: 1, promotions: 0, referral: 0, jackpots: 1 });
  });

  test("the games give their rounds and lotto its tickets to my bets, each kind once", () => {
    const products = platformProducts({ games, sync: null });
    const kinds = Object.fromEntries(products.map((product) => [product.name, product.myBets?.kind ?? null]));
    expect(kinds).toEqual({
      games: "round",
      lotto: "ticket",
      promotions: null,
      referral: null,
      jackpots: null,
    });
    // Only the tickets answer mybets?variant=ticket.
    const variant = products.flatMap((product) => (product.myBets?.ticketVariant ? [product.name] : []));
    expect(variant).toEqual(["lotto"]);
  });
});

/** A route of each product (and my bets), at the spec's path under /api: registering through the list moves none. */
const SPEC_ROUTES: Record<string, [string, string][]> = {
  games: [
    ["GET", "/api/aggregator/account"],
    ["POST", "/api/wallet/bet"],
    ["POST", "/api/wallet/win"],
  ],
  lotto: [
    ["GET", "/api/user/cart"],
    ["POST", "/api/user/cart/checkout"],
    ["GET", "/api/user/tickets/:id"],
    ["GET", "/api/lotto/draws"],
  ],
  promotions: [
    ["GET", "/api/promotions"],
    ["POST", "/api/promotions/:slug/claim"],
    ["GET", "/api/user/withdraw-forfeit"],
  ],
  referral: [["GET", "/api/bring-a-friend/referral-code"]],
  jackpots: [
    ["GET", "/api/jackpots"],
    ["GET", "/api/jackpots/:slug"],
  ],
  // The platform's, over every product's my-bets source.
  "my bets": [
    ["GET", "/api/user/mybets"],
    ["GET", "/api/user/game"],
    ["GET", "/api/user/gameStatus"],
  ],
};

describe("buildApp registers the listed products", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  test.each(Object.entries(SPEC_ROUTES))("%s keeps its spec routes", (_name, routes) => {
    for (const [method, url] of routes) {
      expect(t.app.hasRoute({ method: method as "GET" | "POST", url }), `${method} ${url}`).toBe(true);
    }
  });
});
