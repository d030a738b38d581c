import { aggregatorAccountSchema } from "@platform/contracts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cashierSite } from "../test/cashier-site.ts";
import { createGamesTestApp, type GamesTestApp, gamesSite } from "../test/games-fixtures.ts";
import { LaunchTokens } from "./launch-tokens.ts";

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp([
    gamesSite("games"),
    gamesSite("ugx", { currency_code: "UGX" }),
    cashierSite("nogames"),
  ]);
});
afterAll(() => c.t.close());

const account = (site: string, token?: string) =>
  c.call("GET", "/api/aggregator/account", { site, token, headers: { "fe-domain": `${site}.test` } });

describe("GET /api/aggregator/account", () => {
  test("a visitor gets the site's account for fun play: no token", async () => {
    const response = await account("games");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(aggregatorAccountSchema.parse(response.json().data)).toEqual({
      url: "https://games.test/aggregator",
      account: "games",
      currency: "KES",
      token: null,
      mode: "fun",
    });
    expect((await account("ugx")).json().data).toMatchObject({ account: "ugx", currency: "UGX" });
  });

  test("a logged-in player gets a launch token for real play, which the wallet accepts", async () => {
    const { token: session, id } = await c.player();
    const response = await account("games", session);
    const data = aggregatorAccountSchema.parse(response.json().data);
    expect(data.mode).toBe("real");
    expect(data.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(data.token).not.toContain(session);
    const balance = await c.wallet("balance", { token: data.token });
    expect(balance.json().data).toMatchObject({ user_id: id, balance: 0 });
  });

  test("a bearer that opens no session is a 401; a site without the aggregator product a 404", async () => {
    expect((await account("games", "x".repeat(43))).statusCode).toBe(401);
    const { token: session } = await c.player();
    // A session of one site is no session on another.
    expect((await account("ugx", session)).statusCode).toBe(401);
    const off = await account("nogames");
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ status: "error", message: "Games are not available on this site." });
    const noHost = await c.t.app.inject({ method: "GET", url: "/api/aggregator/account" });
    expect(noHost.statusCode).toBe(400);
  });

  test("GAMES_PUBLIC_URL names the aggregator's own origin", async () => {
    const other = await createGamesTestApp([gamesSite("games")], { publicUrl: "https://games.example.com/" });
    try {
      const response = await other.call("GET", "/api/aggregator/account", {
        site: "games",
        headers: { "fe-domain": "games.test" },
      });
      expect(response.json().data.url).toBe("https://games.example.com");
    } finally {
      await other.t.close();
    }
  });
});

describe("launch tokens", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const tokens = new LaunchTokens("s".repeat(48), () => now);
  const claims = { userId: "u-1", siteCode: "games", sessionId: "s-1" };

  test("carry the player, site and session for four hours, signed", () => {
    const { token, expiresAt } = tokens.mint(claims);
    expect(expiresAt.getTime() - now.getTime()).toBe(4 * 3_600_000);
    expect(tokens.read(token)).toEqual({ ...claims, expiresAt });
    expect(tokens.isExpired({ ...claims, expiresAt })).toBe(false);
    expect(tokens.isExpired({ ...claims, expiresAt: now })).toBe(true);
  });

  test("a changed payload, another server secret or a malformed token reads as nothing", () => {
    const { token } = tokens.mint(claims);
    const [, mac] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ u: "u-2", s: "games", sid: "s-1", exp: 9e9 })).toString(
      "base64url",
    );
    expect(tokens.read(`${forged}.${mac}`)).toBeNull();
    expect(new LaunchTokens("t".repeat(48), () => now).read(token)).toBeNull();
    for (const bad of ["", ".", "a.b.c", `${token}.x`, "bm90IGpzb24.AAAA"])
      expect(tokens.read(bad)).toBeNull();
  });
});
