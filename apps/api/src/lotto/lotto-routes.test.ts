import {
  drawGamesResponseSchema,
  drawSchema,
  drawsResponseSchema,
  numberStatsResponseSchema,
} from "@platform/contracts";
import { LOTTO_5_90, verifyDraw } from "@platform/fair";
import type { Leadership } from "@platform/server/advisory-lock";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { draws, sites } from "../db/schema.ts";
import { caller, testClock } from "../test/account-fixtures.ts";
import { LOTTO_START, lottoSite, silentLog } from "../test/lotto-fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { DrawScheduler } from "./draw-scheduler.ts";

/*
 * The public draw routes: games with their next draws, results, one draw, number statistics. The
 * one rule that must never break: a draw's server seed is not served before its numbers are drawn.
 */

const MINUTE = 60_000;
const alwaysLeader: Leadership = { acquire: async () => true, release: async () => undefined };

let t: TestApp;
let call: ReturnType<typeof caller>;
const time = testClock(LOTTO_START);
let scheduler: DrawScheduler;

beforeAll(async () => {
  t = await createTestApp({
    sites: [
      lottoSite("lotto"),
      lottoSite("other"),
      lottoSite("none", { products_allow: ["aggregator"] }),
      lottoSite("numbers-only", { products_allow: ["number"] }),
    ],
    accounts: { clock: time.clock },
  });
  call = caller(t.app);
  scheduler = new DrawScheduler({
    db: t.testDb.db,
    leadership: alwaysLeader,
    clock: time.clock,
    log: silentLog,
  });
  await scheduler.tick();
});
afterAll(async () => {
  await scheduler.stop();
  await t.close();
});

async function siteId(code: string) {
  const [row] = await t.testDb.db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, code));
  return row!.id;
}

/** Every server seed the database holds for a draw that is not drawn yet. */
async function secretSeeds(): Promise<string[]> {
  const rows = await t.testDb.db
    .select({ seed: draws.serverSeed })
    .from(draws)
    .where(inArray(draws.status, ["open", "closed"]));
  return rows.map((row) => row.seed);
}

describe("GET /api/lotto/games", () => {
  test("the site's games with timetables, paytables, stake limits and next draws", async () => {
    const response = await call("GET", "/api/lotto/games", { site: "lotto" });
    expect(response.statusCode).toBe(200);
    const data = drawGamesResponseSchema.parse(response.json().data);
    expect(data.server_time).toBe(time.clock().toISOString());
    expect(data).toMatchObject({
      currency: "KES",
      min_stake_per_line: "0.10",
      max_stake_per_ticket: "1000.00",
      max_cart_lines: 50,
      paytable: { 1: 40, 2: 240, 3: 2_100, 4: 6_000, 5: 44_000 },
      number_paytable: { exact: 8_500, parity: 190, range: 190, tens: 850 },
    });
    expect(data.games.map((game) => [game.game, game.product, game.max_line_size])).toEqual([
      ["lucky5", "5-90-lucky5", 5],
      ["lucky4", "5-90-lucky4", 4],
      ["lucky3", "5-90-lucky3", 3],
      ["number", "number", 1],
    ]);
    const lucky3 = data.games.find((game) => game.game === "lucky3")!;
    expect(lucky3.schedule).toEqual({ every_seconds: 60, close_seconds: 10 });
    expect(lucky3.next_draws).toHaveLength(5);
    expect(lucky3.next_draws[0]).toMatchObject({ status: "open", server_seed: null, numbers: null });
    expect(lucky3.next_draws[0]!.closes_at).toBe("2026-05-01T10:00:50.000Z");
    // The later draws' sales open when the draw before is made: until then they are upcoming.
    for (const draw of lucky3.next_draws.slice(1)) {
      expect(draw).toMatchObject({ status: "upcoming", server_seed: null, numbers: null });
      expect(Date.parse(draw.opens_at)).toBeGreaterThan(time.clock().getTime());
    }
    // Lucky 5 at 10:00:30 has four draws this hour.
    expect(data.games[0]!.next_draws.map((draw) => draw.draw_at.slice(11, 16))).toEqual([
      "10:15",
      "10:30",
      "10:45",
      "11:00",
    ]);
  });

  test("only the games products_allow switches on; none is an empty list", async () => {
    const only = drawGamesResponseSchema.parse(
      (await call("GET", "/api/lotto/games", { site: "numbers-only" })).json().data,
    );
    expect(only.games.map((game) => game.game)).toEqual(["number"]);
    const none = await call("GET", "/api/lotto/games", { site: "none" });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.games).toEqual([]);
    // The scheduler creates nothing for a game a site does not run.
    const rows = await t.testDb.db
      .select()
      .from(draws)
      .where(eq(draws.siteId, await siteId("none")));
    expect(rows).toEqual([]);
    expect((await call("GET", "/api/lotto/games", { site: "nowhere" })).statusCode).toBe(404);
  });
});

describe("GET /api/lotto/draws and /api/lotto/draws/:id", () => {
  test("a draw's hash is public from the start; its seed only once drawn, and then it verifies", async () => {
    const games = drawGamesResponseSchema.parse(
      (await call("GET", "/api/lotto/games", { site: "lotto" })).json().data,
    );
    const published = games.games.find((game) => game.game === "lucky3")!.next_draws[0]!;
    const one = async () =>
      drawSchema.parse(
        (await call("GET", `/api/lotto/draws/${published.id}`, { site: "lotto" })).json().data,
      );
    expect(await one()).toMatchObject({
      status: "open",
      server_seed: null,
      server_seed_hash: published.server_seed_hash,
    });
    // The draw after it: upcoming until this one is made, then on sale.
    const next = games.games.find((game) => game.game === "lucky3")!.next_draws[1]!;
    const status = async () =>
      drawSchema.parse((await call("GET", `/api/lotto/draws/${next.id}`, { site: "lotto" })).json().data)
        .status;
    expect(await status()).toBe("upcoming");

    // Sales closed, not yet drawn: still secret.
    time.advance(new Date(published.closes_at).getTime() - time.clock().getTime());
    await scheduler.tick();
    expect(await one()).toMatchObject({ status: "closed", server_seed: null, numbers: null, drawn_at: null });

    time.advance(new Date(published.draw_at).getTime() - time.clock().getTime());
    await scheduler.tick();
    const drawn = await one();
    expect(drawn.status).toBe("settled");
    expect(await status()).toBe("open");
    expect(drawn.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn.server_seed_hash).toBe(published.server_seed_hash);
    // The verifier needs nothing but what was published before the sale and with the result.
    const verified = await verifyDraw(
      drawn.server_seed!,
      published.server_seed_hash,
      published.client_seed,
      0,
      drawn.numbers!,
      LOTTO_5_90,
    );
    expect(verified).toMatchObject({ hashOk: true, match: true });
  });

  test("results newest first, paged; upcoming draws by status, soonest first; bad queries answer 400", async () => {
    time.advance(30 * MINUTE);
    let report = await scheduler.tick();
    while (report.more) report = await scheduler.tick();

    const page = async (query: string, site = "lotto") => {
      const response = await call("GET", `/api/lotto/draws${query}`, { site });
      expect(response.statusCode).toBe(200);
      return drawsResponseSchema.parse(response.json().data);
    };
    const results = await page("?game=lucky3&per_page=5");
    expect(results.items).toHaveLength(5);
    expect(results.total).toBeGreaterThanOrEqual(30);
    const times = results.items.map((draw) => draw.draw_at);
    expect(times).toEqual([...times].sort().reverse());
    for (const draw of results.items) {
      expect(draw.status).toBe("settled");
      expect(draw.numbers).toHaveLength(5);
      expect(draw.server_seed).not.toBeNull();
    }
    const second = await page("?game=lucky3&per_page=5&page=2");
    expect(second.items[0]!.draw_at < results.items[4]!.draw_at).toBe(true);
    // All games by default; another site's results never mix in.
    const all = await page("?per_page=100");
    expect(new Set(all.items.map((draw) => draw.game))).toEqual(
      new Set(["lucky5", "lucky4", "lucky3", "number"]),
    );
    const mine = new Set(all.items.map((draw) => draw.id));
    const theirs = await page("?per_page=100", "other");
    expect(theirs.items.some((draw) => mine.has(draw.id))).toBe(false);

    // On sale now: one draw per game; the ones after it are upcoming until their sales open.
    const open = await page("?game=number&status=open");
    expect(open.items.map((draw) => draw.status)).toEqual(["open"]);
    const now = time.clock().getTime();
    expect(Date.parse(open.items[0]!.opens_at)).toBeLessThanOrEqual(now);
    const upcoming = await page("?game=number&status=upcoming&per_page=3");
    expect(upcoming.items.map((draw) => draw.status)).toEqual(["upcoming", "upcoming", "upcoming"]);
    expect(upcoming.items.every((draw) => Date.parse(draw.opens_at) > now)).toBe(true);
    expect(upcoming.items.every((draw) => draw.server_seed === null && draw.numbers === null)).toBe(true);
    expect(upcoming.items[0]!.draw_at < upcoming.items[1]!.draw_at).toBe(true);
    expect(upcoming.items[0]!.opens_at).toBe(open.items[0]!.draw_at);

    for (const query of ["?game=lucky9", "?per_page=0", "?per_page=101", "?status=won", "?page=0"]) {
      const response = await call("GET", `/api/lotto/draws${query}`, { site: "lotto" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: "error", errors: expect.any(Array) });
    }
    const disabled = await call("GET", "/api/lotto/draws?game=lucky5", { site: "numbers-only" });
    expect(disabled.statusCode).toBe(404);
    expect(disabled.json()).toMatchObject({ status: "error", message: expect.any(String) });
  });

  test("an unknown draw, another site's draw or a malformed id is a 404 envelope", async () => {
    const [theirs] = await t.testDb.db
      .select({ id: draws.id })
      .from(draws)
      .where(and(eq(draws.siteId, await siteId("other")), eq(draws.status, "settled")))
      .limit(1);
    for (const id of [String(theirs!.id), "999999999", "abc", "1e3", "-1", "12345678901234567890"]) {
      const response = await call("GET", `/api/lotto/draws/${id}`, { site: "lotto" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: "error", message: "This draw does not exist." });
    }
    expect((await call("GET", `/api/lotto/draws/${theirs!.id}`, { site: "other" })).statusCode).toBe(200);
  });

  test("no route ever serves the seed of a draw that is not drawn", async () => {
    const secrets = await secretSeeds();
    expect(secrets.length).toBeGreaterThan(50);
    // The next eight draws of each game, on both sites: the closed ones are the closest to the secret.
    const upcoming = (
      await Promise.all(
        (["lucky5", "lucky4", "lucky3", "number"] as const).map((game) =>
          t.testDb.db
            .select({ id: draws.id })
            .from(draws)
            .where(and(eq(draws.game, game), inArray(draws.status, ["open", "closed"])))
            .orderBy(asc(draws.drawAt))
            .limit(8),
        ),
      )
    ).flat();
    const secret = new Set(secrets);
    const urls = [
      "/api/lotto/games",
      "/api/lotto/draws?per_page=100",
      ...["upcoming", "open", "closed", "drawn", "settled"].map(
        (status) => `/api/lotto/draws?status=${status}&per_page=100`,
      ),
      ...["lucky5", "lucky4", "lucky3", "number"].map(
        (game) => `/api/lotto/draws?game=${game}&status=open&per_page=100`,
      ),
      ...upcoming.map((draw) => `/api/lotto/draws/${draw.id}`),
      "/api/lotto/numbers?game=number",
    ];
    for (const site of ["lotto", "other"]) {
      for (const url of urls) {
        const body = (await call("GET", url, { site })).body;
        const served = body.match(/[0-9a-f]{64}/g) ?? [];
        expect(
          served.filter((hex) => secret.has(hex)),
          `${url} on ${site}`,
        ).toEqual([]);
      }
    }
  });
});

describe("GET /api/lotto/numbers", () => {
  test("counts, hot and cold numbers and how long since each came, over the last N results", async () => {
    const response = await call("GET", "/api/lotto/numbers?game=lucky3&draws=10", { site: "lotto" });
    expect(response.statusCode).toBe(200);
    const stats = numberStatsResponseSchema.parse(response.json().data);
    expect(stats).toMatchObject({ game: "lucky3", draws: 10 });
    expect(stats.counts).toHaveLength(90);
    expect(stats.counts.reduce((a, b) => a + b, 0)).toBe(50);
    expect(stats.hot).toHaveLength(10);
    expect(stats.cold).toHaveLength(10);
    const count = (n: number) => stats.counts[n - 1]!;
    expect(Math.min(...stats.hot.map(count))).toBeGreaterThanOrEqual(Math.max(...stats.cold.map(count)));
    expect(stats.hot.map(count)).toEqual([...stats.hot.map(count)].sort((a, b) => b - a));

    // The latest result's numbers were seen 0 draws ago; a number never drawn has null.
    const [latest] = drawsResponseSchema.parse(
      (await call("GET", "/api/lotto/draws?game=lucky3&per_page=1", { site: "lotto" })).json().data,
    ).items;
    for (const ball of latest!.numbers!) expect(stats.last_seen[ball - 1]).toBe(0);
    expect(stats.counts.map((c) => c === 0)).toEqual(stats.last_seen.map((seen) => seen === null));

    const number = numberStatsResponseSchema.parse(
      (await call("GET", "/api/lotto/numbers?game=number&draws=1000", { site: "lotto" })).json().data,
    );
    expect(number.counts.reduce((a, b) => a + b, 0)).toBe(number.draws);
    expect((await call("GET", "/api/lotto/numbers?draws=0", { site: "lotto" })).statusCode).toBe(400);
    expect((await call("GET", "/api/lotto/numbers?game=x", { site: "lotto" })).statusCode).toBe(400);
    expect((await call("GET", "/api/lotto/numbers?game=lucky3", { site: "numbers-only" })).statusCode).toBe(
      404,
    );
  });
});
