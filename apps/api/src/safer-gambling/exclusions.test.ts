import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountEvents, payments, playerExclusions, sessions, users } from "../db/schema.ts";
import { SessionStore } from "../session/session-store.ts";
import { SiteResolver } from "../sites/site-resolver.ts";
import { lastOtp } from "../test/account-fixtures.ts";
import { PASSWORD } from "../test/cashier-fixtures.ts";
import { createGamesTestApp, type GamesTestApp, gamesSite } from "../test/games-fixtures.ts";
import { betBody, ok, refused, winBody } from "../test/wallet-calls.ts";

/*
 * Time-outs and self-exclusion through the API, as a player and as an attacker: what they refuse
 * (login, stakes through the seamless wallet, deposits), that they cannot be shortened or
 * cancelled, and that fifty parallel requests make one exclusion.
 */

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp([gamesSite("games"), gamesSite("other")]);
});
afterAll(() => c.t.close());

const DAY_MS = 86_400_000;

/** A new player on `site` with a known phone number (national digits), logged in. */
async function newPlayer(site = "games") {
  const phone = `07${randomInt(10_000_000, 99_999_999)}`;
  const response = await c.call("POST", "/api/session/register", {
    site,
    body: {
      phone_number: phone,
      password: PASSWORD,
      confirm_password: PASSWORD,
      age_confirmed: true,
      terms_accepted: true,
    },
  });
  expect(response.statusCode).toBe(200);
  return { phone, token: response.json().data.token as string, id: response.json().data.user.id as string };
}

function logIn(phone: string, password = PASSWORD, site = "games") {
  return c.call("POST", "/api/session/login", { site, body: { phone_number: phone, password } });
}

function exclude(
  token: string,
  path: "time-out" | "self-exclusion",
  body: Record<string, unknown>,
  site = "games",
) {
  return c.call("POST", `/api/user/${path}`, { site, token, body });
}

async function exclusionsOf(userId: string) {
  return c.t.testDb.db.select().from(playerExclusions).where(eq(playerExclusions.userId, userId));
}

async function liveSessions(userId: string) {
  const rows = await c.t.testDb.db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.filter((row) => row.revokedAt === null).length;
}

async function eventKinds(userId: string) {
  const rows = await c.t.testDb.db
    .select({ kind: accountEvents.kind, identifier: accountEvents.identifier })
    .from(accountEvents)
    .where(eq(accountEvents.userId, userId));
  return rows.map((row) => row.kind);
}

/** "2026-11-01 10:05 UTC" of an ISO instant, as the API's messages write it. */
function utc(iso: string): string {
  return `${iso.slice(0, 16).replace("T", " ")} UTC`;
}

describe("self-exclusion", () => {
  test("ends every session at once, refuses login with the end date, and lets the player back after it", async () => {
    const player = await newPlayer();
    const second = await logIn(player.phone);
    expect(second.statusCode).toBe(200);
    expect(await liveSessions(player.id)).toBe(2);

    const started = c.time.clock();
    const response = await exclude(player.token, "self-exclusion", { period: "6m", password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ kind: "self_exclusion", period: "6m" });
    const endsAt = new Date(data.ends_at);
    // Six calendar months, rounded up to the minute.
    const sixMonths = new Date(started);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(endsAt.getTime() - sixMonths.getTime()).toBeGreaterThanOrEqual(0);
    expect(endsAt.getTime() - sixMonths.getTime()).toBeLessThan(60_000);
    expect(response.json().message).toContain(utc(data.ends_at));

    // Both sessions ended: the web's token and the other device's.
    expect(await liveSessions(player.id)).toBe(0);
    for (const token of [player.token, second.json().data.token]) {
      const profile = await c.call("GET", "/api/user/profile", { site: "games", token });
      expect(profile.statusCode).toBe(401);
    }

    // The right password hears the date; a wrong one hears only that it is wrong.
    const refusedLogin = await logIn(player.phone);
    expect(refusedLogin.statusCode).toBe(403);
    expect(refusedLogin.json()).toMatchObject({ status: "error" });
    expect(refusedLogin.json().message).toBe(
      `You have excluded yourself from gambling until ${utc(data.ends_at)}. You can log in again after that.`,
    );
    const wrong = await logIn(player.phone, "Wrong1234");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).not.toContain("excluded");

    const [row] = await exclusionsOf(player.id);
    expect(row).toMatchObject({ kind: "self_exclusion", period: "6m", requestedBy: "player" });
    expect(row?.sessionId).not.toBeNull();
    expect(await eventKinds(player.id)).toEqual(
      expect.arrayContaining(["self_exclusion_started", "login_refused_excluded"]),
    );

    // It ends by itself on its date: a minute after, the player logs in again.
    c.time.advance(endsAt.getTime() - c.time.clock().getTime() - 60_000);
    expect((await logIn(player.phone)).statusCode).toBe(403);
    c.time.advance(61_000);
    expect((await logIn(player.phone)).statusCode).toBe(200);
  });

  test("a period not offered, a wrong or missing password, or a foreign site's token change nothing", async () => {
    const player = await newPlayer();
    for (const period of ["3m", "24h", "10y", "", 6, null]) {
      const response = await exclude(player.token, "self-exclusion", { period, password: PASSWORD });
      expect(response.statusCode, String(period)).toBe(400);
      expect(response.json()).toMatchObject({ status: "error" });
    }
    expect((await exclude(player.token, "self-exclusion", { password: PASSWORD })).statusCode).toBe(400);

    const wrong = await exclude(player.token, "self-exclusion", { period: "1y", password: "Wrong1234" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ message: "The password is incorrect.", field: "password" }]);
    const missing = await exclude(player.token, "self-exclusion", { period: "1y" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe("password");

    // The token of site "games" sent to site "other".
    const foreign = await exclude(
      player.token,
      "self-exclusion",
      { period: "1y", password: PASSWORD },
      "other",
    );
    expect(foreign.statusCode).toBe(401);
    const anonymous = await c.call("POST", "/api/user/self-exclusion", {
      site: "games",
      body: { period: "1y", password: PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);

    expect(await exclusionsOf(player.id)).toEqual([]);
    expect(await liveSessions(player.id)).toBe(1);
    expect((await logIn(player.phone)).statusCode).toBe(200);
  });

  test("fifty parallel requests make one exclusion", async () => {
    const player = await newPlayer();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        exclude(player.token, "self-exclusion", { period: "1y", password: PASSWORD }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The others found their session ended, or the password budget spent: never a second row.
    expect(statuses.every((status) => [200, 401, 423].includes(status))).toBe(true);
    expect(await exclusionsOf(player.id)).toHaveLength(1);
    expect(await liveSessions(player.id)).toBe(0);
  });

  test("cannot be shortened or cancelled; a longer one extends it", async () => {
    const player = await newPlayer();
    expect(
      (await exclude(player.token, "self-exclusion", { period: "1y", password: PASSWORD })).statusCode,
    ).toBe(200);
    // No call ends or shortens an exclusion.
    for (const [method, url] of [
      ["DELETE", "/api/user/self-exclusion"],
      ["POST", "/api/user/self-exclusion/cancel"],
      ["DELETE", "/api/user/time-out"],
    ] as const) {
      const response = await c.call(method, url, { site: "games", token: player.token });
      expect(response.statusCode, url).toBe(404);
    }
    // The old token is dead, so it cannot ask for anything shorter either.
    expect((await exclude(player.token, "time-out", { period: "24h", password: PASSWORD })).statusCode).toBe(
      401,
    );

    // Even a session that somehow stayed open (the operator's tools could open one) cannot shorten it.
    const [user] = await c.t.testDb.db.select().from(users).where(eq(users.id, player.id));
    if (!user) throw new Error("no user");
    const session = await sessionFor(user);
    const shorter = await exclude(session, "time-out", { period: "6w", password: PASSWORD });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().message).toMatch(/cannot be shortened or cancelled/);
    const same = await exclude(session, "self-exclusion", { period: "6m", password: PASSWORD });
    expect(same.statusCode).toBe(409);
    const blockedUntil = user.playBlockedUntil;
    const [unchanged] = await c.t.testDb.db.select().from(users).where(eq(users.id, player.id));
    expect(unchanged?.playBlockedUntil).toEqual(blockedUntil);

    const longer = await exclude(session, "self-exclusion", { period: "5y", password: PASSWORD });
    expect(longer.statusCode).toBe(200);
    const [extended] = await c.t.testDb.db.select().from(users).where(eq(users.id, player.id));
    expect(extended?.playBlockedUntil?.toISOString()).toBe(longer.json().data.ends_at);
    expect((extended?.playBlockedUntil?.getTime() ?? 0) > (blockedUntil?.getTime() ?? 0)).toBe(true);
    // History keeps both.
    expect((await exclusionsOf(player.id)).map((row) => row.period).sort()).toEqual(["1y", "5y"]);
  });
});

/** Opens a session for the player straight through the store, as only server-side tools could. */
async function sessionFor(user: typeof users.$inferSelect): Promise<string> {
  const site = await new SiteResolver(c.t.testDb.db).byCode("games");
  return new SessionStore(c.t.testDb.db, c.time.clock).create(
    user,
    site,
    { ip: "127.0.0.1", userAgent: null, deviceToken: null },
    "password",
  );
}

describe("time-out", () => {
  test("24 hours: logged out, login refused with its end, back after it", async () => {
    const player = await newPlayer();
    const response = await exclude(player.token, "time-out", { period: "24h", password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ kind: "time_out", period: "24h" });
    const length = new Date(data.ends_at).getTime() - new Date(data.starts_at).getTime();
    expect(length).toBeGreaterThanOrEqual(DAY_MS);
    expect(length).toBeLessThan(DAY_MS + 60_000);
    expect(await liveSessions(player.id)).toBe(0);

    const login = await logIn(player.phone);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(
      `You are taking a break from gambling until ${utc(data.ends_at)}. You can log in again after that.`,
    );
    expect(await eventKinds(player.id)).toContain("time_out_started");
    c.time.advance(DAY_MS + 60_000);
    expect((await logIn(player.phone)).statusCode).toBe(200);
  });

  test("only the periods offered (24h, 1w, 1m, 6w)", async () => {
    const player = await newPlayer();
    for (const period of ["6m", "12h", "2w", "1y"]) {
      const response = await exclude(player.token, "time-out", { period, password: PASSWORD });
      expect(response.statusCode, period).toBe(400);
    }
    expect(await exclusionsOf(player.id)).toEqual([]);
    const month = await exclude(player.token, "time-out", { period: "1m", password: PASSWORD });
    expect(month.statusCode).toBe(200);
  });
});

describe("what an exclusion refuses", () => {
  test("the seamless wallet refuses stakes (RS_ERROR_USER_DISABLED) but pays what a round owes", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    const response = await exclude(g.session, "self-exclusion", { period: "6m", password: PASSWORD });
    expect(response.statusCode).toBe(200);

    const refusal = refused(await c.wallet("bet", betBody(g, 100)), "RS_ERROR_USER_DISABLED", 403);
    expect(refusal.message).toMatch(/excluded themselves/);
    // The round already played is settled: its win is paid.
    expect(ok(await c.wallet("win", winBody(g, bet, 300))).balance).toBe(1_200);
    refused(await c.wallet("bet", betBody(g, 50)), "RS_ERROR_USER_DISABLED", 403);
    expect(await c.problems()).toEqual([]);
  });

  test("a time-out refuses stakes too", async () => {
    const g = await c.gambler({ cash: 1_000n });
    expect((await exclude(g.session, "time-out", { period: "1w", password: PASSWORD })).statusCode).toBe(200);
    const refusal = refused(await c.wallet("bet", betBody(g, 100)), "RS_ERROR_USER_DISABLED", 403);
    expect(refusal.message).toMatch(/time-out/);
  });

  test("deposits are refused, with the end date, and nothing is started", async () => {
    const player = await newPlayer();
    const gateway = await c.gatewayId(player.token, "fake-card", "deposit");
    // An exclusion written while a session stays open (e.g. by the operator's tools): the cashier
    // refuses by itself, it does not rely on the session having ended.
    const until = new Date(c.time.clock().getTime() + 30 * DAY_MS);
    await c.t.testDb.db
      .update(users)
      .set({ playBlockedUntil: until, playBlockKind: "self_exclusion" })
      .where(eq(users.id, player.id));
    const deposit = await c.call("POST", "/api/user/deposit", {
      site: "games",
      token: player.token,
      body: { amount: "100.00", gateway_id: gateway },
    });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().message).toBe(
      `You have excluded yourself from gambling until ${utc(until.toISOString())}. Deposits are not possible before then.`,
    );
    const started = await c.t.testDb.db.select().from(payments).where(eq(payments.userId, player.id));
    expect(started).toEqual([]);

    // After a self-exclusion through the API, the old token is refused before any money moves.
    const other = await newPlayer();
    const otherGateway = await c.gatewayId(other.token, "fake-card", "deposit");
    expect(
      (await exclude(other.token, "self-exclusion", { period: "6m", password: PASSWORD })).statusCode,
    ).toBe(200);
    const afterwards = await c.call("POST", "/api/user/deposit", {
      site: "games",
      token: other.token,
      body: { amount: "100.00", gateway_id: otherGateway },
    });
    expect(afterwards.statusCode).toBe(401);
    expect(
      await c.t.testDb.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, other.id))),
    ).toEqual([]);
  });
});

describe("password reset does not bypass an exclusion", () => {
  test("a new password is set, yet login still refuses until the end date", async () => {
    const player = await newPlayer();
    expect(
      (await exclude(player.token, "self-exclusion", { period: "1y", password: PASSWORD })).statusCode,
    ).toBe(200);
    const [user] = await c.t.testDb.db.select().from(users).where(eq(users.id, player.id));
    const international = user?.phone ?? "";

    const forgot = await c.call("POST", "/api/session/forgot-password", {
      site: "games",
      body: { phone_number: player.phone },
    });
    expect(forgot.statusCode).toBe(200);
    const otp = await lastOtp(c.t.testDb.db, international);
    const checked = await c.call("POST", "/api/session/check-code", {
      site: "games",
      body: { phone_number: player.phone, code: otp },
    });
    expect(checked.statusCode).toBe(200);
    const reset = await c.call("POST", "/api/session/reset-password", {
      site: "games",
      body: { code: checked.json().data.code, password: "Newpass123", confirm_password: "Newpass123" },
    });
    expect(reset.statusCode).toBe(200);

    const login = await logIn(player.phone, "Newpass123");
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/^You have excluded yourself from gambling until /);
    const [after] = await c.t.testDb.db.select().from(users).where(eq(users.id, player.id));
    expect(after?.playBlockedUntil).toEqual(user?.playBlockedUntil);
  });
});
