import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountEvents, users } from "../db/schema.ts";
import { PASSWORD } from "../test/cashier-fixtures.ts";
import { createGamesTestApp, type GamesTestApp, gamesSite } from "../test/games-fixtures.ts";
import { betBody, ok, rollbackBody, winBody } from "../test/wallet-calls.ts";
import { nextCheckAt } from "./reality-check.ts";

/*
 * The reality check (UKGC RTS 13): the interval the player chooses, and the session's time and
 * net position as the ledger has them. Game movements carry the database's time, so every bet
 * here happens before the test clock is moved.
 */

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp([
    gamesSite("games"),
    gamesSite("other"),
    gamesSite("quiet", { reality_check_default_minutes: 0 }),
  ]);
});
afterAll(() => c.t.close());

const MINUTE_MS = 60_000;

function realityCheck(token: string, site = "games") {
  return c.call("GET", "/api/user/reality-check", { site, token });
}

function setInterval(token: string, body: unknown, site = "games") {
  return c.call("POST", "/api/user/reality-check-interval", { site, token, body });
}

describe("the interval", () => {
  test("the site's default until the player chooses; then the player's choice", async () => {
    const g = await c.gambler();
    const before = await c.call("GET", "/api/user/safer-gambling", { site: "games", token: g.session });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      reality_check_minutes: 60,
      reality_check_is_default: true,
      reality_check_options: [0, 15, 30, 45, 60],
      time_out_periods: ["24h", "1w", "1m", "6w"],
      self_exclusion_periods: ["6m", "1y", "2y", "5y"],
      history: [],
    });

    const set = await setInterval(g.session, { reality_check_minutes: 15 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.interval_minutes).toBe(15);
    const after = await c.call("GET", "/api/user/safer-gambling", { site: "games", token: g.session });
    expect(after.json().data).toMatchObject({ reality_check_minutes: 15, reality_check_is_default: false });

    const off = await setInterval(g.session, { reality_check_minutes: 0 });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ interval_minutes: 0, next_check_in_seconds: null });

    const events = await c.t.testDb.db
      .select({ kind: accountEvents.kind, identifier: accountEvents.identifier })
      .from(accountEvents)
      .where(eq(accountEvents.userId, g.id));
    expect(events.filter((event) => event.kind === "reality_check_changed")).toEqual([
      { kind: "reality_check_changed", identifier: "15" },
      { kind: "reality_check_changed", identifier: "0" },
    ]);
  });

  test("a site may default to off", async () => {
    const g = await c.gambler({}, "quiet");
    const response = await realityCheck(g.session, "quiet");
    expect(response.json().data).toMatchObject({ interval_minutes: 0, next_check_in_seconds: null });
  });

  test("an interval not offered, or not a number, is a 400 and changes nothing", async () => {
    const g = await c.gambler();
    expect((await setInterval(g.session, { reality_check_minutes: 30 })).statusCode).toBe(200);
    for (const value of [10, 90, -15, 15.5, "abc", null, 1e9]) {
      const response = await setInterval(g.session, { reality_check_minutes: value });
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json()).toMatchObject({ status: "error" });
    }
    expect((await setInterval(g.session, {})).statusCode).toBe(400);
    const [user] = await c.t.testDb.db.select().from(users).where(eq(users.id, g.id));
    expect(user?.realityCheckMinutes).toBe(30);
  });

  test("needs the player's own session on its own site", async () => {
    const g = await c.gambler();
    expect((await setInterval(g.session, { reality_check_minutes: 15 }, "other")).statusCode).toBe(401);
    expect((await realityCheck(g.session, "other")).statusCode).toBe(401);
    expect(
      (await c.call("GET", "/api/user/reality-check", { site: "games", token: "x".repeat(43) })).statusCode,
    ).toBe(401);
    expect((await c.call("POST", "/api/user/reality-check/continue", { site: "games" })).statusCode).toBe(
      401,
    );
    // The launch token is not a session token either (too long for a bearer header: 400).
    expect([400, 401]).toContain((await realityCheck(g.token)).statusCode);
    const [user] = await c.t.testDb.db.select().from(users).where(eq(users.id, g.id));
    expect(user?.realityCheckMinutes).toBeNull();
  });
});

describe("the session's numbers", () => {
  test("time played and net position since login, from the ledger's game movements", async () => {
    const g = await c.gambler({ cash: 10_000n });
    ok(await c.wallet("bet", betBody(g, 500)));
    const fresh = await realityCheck(g.session);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers["cache-control"]).toBe("no-store");
    const bet1 = betBody(g, 300);
    ok(await c.wallet("bet", bet1));
    ok(await c.wallet("win", winBody(g, bet1, 750)));
    const bet2 = betBody(g, 200);
    ok(await c.wallet("bet", bet2));
    ok(await c.wallet("rollback", rollbackBody(g, bet2)));
    const lost = betBody(g, 125);
    ok(await c.wallet("bet", lost));

    const data = (await realityCheck(g.session)).json().data;
    // 500 + 300 + 125 staked (the rolled back 200 is not a stake), 750 won: KES cents.
    expect(data).toMatchObject({
      staked: "9.25",
      won: "7.50",
      net: "-1.75",
      currency_code: "KES",
      interval_minutes: 60,
    });
    expect(new Date(data.session_started_at).getTime()).toBeLessThanOrEqual(c.time.clock().getTime());
  });

  test("only this session's movements: a new login starts from zero", async () => {
    const g = await c.gambler({ cash: 10_000n });
    ok(await c.wallet("bet", betBody(g, 400)));
    expect((await realityCheck(g.session)).json().data).toMatchObject({ staked: "4.00", net: "-4.00" });

    // The test clock catches up with the database's, which stamps the ledger's movements.
    c.time.advance(Math.max(0, Date.now() - c.time.clock().getTime()));
    const [user] = await c.t.testDb.db.select().from(users).where(eq(users.id, g.id));
    const login = await c.call("POST", "/api/session/login", {
      site: "games",
      body: { phone_number: `0${user?.phone?.slice(3)}`, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const second = login.json().data.token;
    expect((await realityCheck(second)).json().data).toMatchObject({
      staked: "0.00",
      won: "0.00",
      net: "0.00",
    });
    ok(await c.wallet("bet", betBody(g, 100)));
    expect((await realityCheck(second)).json().data.staked).toBe("1.00");
    expect((await realityCheck(g.session)).json().data.staked).toBe("5.00");

    // Another player's play never shows.
    const other = await c.gambler({ cash: 10_000n });
    ok(await c.wallet("bet", betBody(other, 900)));
    expect((await realityCheck(second)).json().data.staked).toBe("1.00");
  });

  test("the next check is anchored on the session's start; Continue moves it one interval on", async () => {
    const g = await c.gambler();
    expect((await setInterval(g.session, { reality_check_minutes: 15 })).statusCode).toBe(200);
    const start = (await realityCheck(g.session)).json().data;
    expect(start.next_check_in_seconds).toBe(15 * 60 - start.elapsed_seconds);

    c.time.advance(16 * MINUTE_MS);
    const due = (await realityCheck(g.session)).json().data;
    expect(due.elapsed_seconds).toBeGreaterThanOrEqual(16 * 60);
    // Due since minute 15; a reload asks again rather than skipping it.
    expect(due.next_check_in_seconds).toBe(0);
    expect((await realityCheck(g.session)).json().data.next_check_in_seconds).toBe(0);

    // The web posts an empty JSON object.
    const continued = await c.call("POST", "/api/user/reality-check/continue", {
      site: "games",
      token: g.session,
      body: {},
    });
    expect(continued.statusCode).toBe(200);
    const next = continued.json().data;
    expect(next.next_check_in_seconds).toBe(30 * 60 - next.elapsed_seconds);
    // Reloading keeps the same due time.
    c.time.advance(MINUTE_MS);
    const reloaded = (await realityCheck(g.session)).json().data;
    expect(reloaded.next_check_in_seconds).toBe(30 * 60 - reloaded.elapsed_seconds);

    const events = await c.t.testDb.db
      .select({ kind: accountEvents.kind })
      .from(accountEvents)
      .where(eq(accountEvents.userId, g.id));
    expect(events.map((event) => event.kind)).toContain("reality_check_continued");
  });
});

describe("nextCheckAt", () => {
  const start = new Date("2026-05-01T10:00:00Z");
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);

  test("whole intervals after the start, after the last Continue", () => {
    expect(nextCheckAt(start, null, 15)).toEqual(at(15));
    expect(nextCheckAt(start, at(15), 15)).toEqual(at(30));
    expect(nextCheckAt(start, at(17), 15)).toEqual(at(30));
    expect(nextCheckAt(start, at(44), 15)).toEqual(at(45));
    expect(nextCheckAt(start, at(50), 60)).toEqual(at(60));
    expect(nextCheckAt(start, at(50), 0)).toBeNull();
  });
});
