import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { GameDetail, Lobby } from "@platform/contracts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { call, createGamesTestApp, type GamesTestApp } from "../test/games-test-app.ts";

let t: GamesTestApp;
const publicDir = mkdtempSync(path.join(tmpdir(), "games-public-"));
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>';
const SCRIPT = "customElements.define('bv-test', class extends HTMLElement {});";

beforeAll(async () => {
  mkdirSync(path.join(publicDir, "art"));
  mkdirSync(path.join(publicDir, "js"));
  writeFileSync(path.join(publicDir, "art", "test-sevens.svg"), SVG);
  writeFileSync(path.join(publicDir, "js", "BVComponents.min.js"), SCRIPT);
  writeFileSync(path.join(publicDir, "js", "BVComponents.min.js.br"), brotliCompressSync(SCRIPT));
  t = await createGamesTestApp({ overrides: { publicDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(publicDir, { recursive: true, force: true });
});

type Data<T> = { status: string; data: T; code?: string };

describe("the lobby and the catalogue", () => {
  test("the lobby lists the operator's games, its filters, and featured games from the site and the operator", async () => {
    const { status, body } = await call<Data<Lobby>>(
      t.app,
      "GET",
      "/aggregator/v1/lobby?operator=alpha&featured=bitville:test-sevens,nobody:nothing,bad-entry",
      { headers: { host: "alpha.example" } },
    );
    expect(status).toBe(200);
    const lobby = body.data;
    expect(lobby.categories).toEqual([{ id: "slots", name: "Slots" }]);
    expect(lobby.providers).toEqual([{ id: "bitville", name: "Bitville Originals" }]);
    expect(lobby.games.map((game) => game.slug)).toEqual(["test-sevens"]);
    expect(lobby.games[0]).toMatchObject({
      rtp: "90.63",
      lines: "1 line",
      volatility: "low",
      playable: true,
    });
    expect(lobby.games[0]!.art).toMatch(
      /^http:\/\/alpha\.example\/aggregator\/art\/test-sevens\.svg\?v=[0-9a-f]{12}$/,
    );
    // The site's entry and the operator's own name the same game: listed once.
    expect(lobby.featured.map((game) => game.slug)).toEqual(["test-sevens"]);
  });

  test("filters by category and provider and searches by name, case-insensitively", async () => {
    const lobby = async (query: string) =>
      (await call<Data<Lobby>>(t.app, "GET", `/aggregator/v1/lobby?operator=alpha&${query}`)).body.data;
    expect((await lobby("q=SEVEN")).games).toHaveLength(1);
    expect((await lobby("q=roulette")).games).toHaveLength(0);
    expect((await lobby("category=crash")).games).toHaveLength(0);
    expect((await lobby("provider=bitville")).games).toHaveLength(1);
    expect((await lobby("provider=northlight")).games).toHaveLength(0);
    // Filters narrow the games, never the filter lists themselves.
    expect((await lobby("q=roulette")).categories).toHaveLength(1);
  });

  test("game detail: paytable, strips, rules, and stakes of the operator's currency in multiples of the bet unit", async () => {
    const kes = await call<Data<GameDetail>>(t.app, "GET", "/aggregator/v1/games/test-sevens?operator=alpha");
    expect(kes.status).toBe(200);
    expect(kes.body.data.reels).toHaveLength(3);
    expect(kes.body.data.paytable.map((entry) => entry.symbol)).toEqual(["7", "B", "C"]);
    expect(kes.body.data.bets).toEqual([100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000]);
    const ugx = await call<Data<GameDetail>>(t.app, "GET", "/aggregator/v1/games/test-sevens?operator=beta");
    expect(ugx.body.data.bets[0]).toBe(500);
    for (const bet of ugx.body.data.bets) expect(bet % 10).toBe(0);
    const missing = await call<Data<unknown>>(t.app, "GET", "/aggregator/v1/games/nothing?operator=alpha");
    expect(missing.status).toBe(404);
    const unknown = await call<Data<unknown>>(t.app, "GET", "/aggregator/v1/lobby?operator=nobody");
    expect(unknown.body).toMatchObject({ status: "error", code: "RS_ERROR_UNKNOWN_OPERATOR" });
  });

  test("artwork is served as SVG with a year's cache, embeddable by other sites; unknown art is a 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/aggregator/art/test-sevens.svg?v=whatever" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(response.body).toBe(SVG);
    expect((await t.app.inject({ method: "GET", url: "/aggregator/art/nothing.svg" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/aggregator/art/..%2Fsecret" })).statusCode).toBe(400);
  });

  test("the components script is served at /js/BVComponents.min.js, precompressed when accepted", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/aggregator/js/BVComponents.min.js?t=1" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toContain("javascript");
    expect(plain.body).toBe(SCRIPT);
    const br = await t.app.inject({
      method: "GET",
      url: "/aggregator/js/BVComponents.min.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect((await t.app.inject({ method: "GET", url: "/aggregator/js/other.js" })).statusCode).toBe(404);
  });
});

describe("the aggregator's HTTP surface", () => {
  test("CORS: the operators' sites may call it; any other origin gets no access", async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: "OPTIONS",
        url: "/aggregator/v1/sessions",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type, authorization",
        },
      });
    const allowed = await preflight("https://alpha.example");
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://alpha.example");
    expect(allowed.headers["access-control-allow-headers"]).toContain("authorization");
    expect(allowed.headers.vary).toContain("origin");

    for (const origin of [
      "https://evil.example",
      "http://alpha.example",
      "https://alpha.example.evil.test",
      "null",
    ]) {
      const refused = await preflight(origin);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
    }
    const simple = await t.app.inject({
      method: "GET",
      url: "/aggregator/v1/lobby?operator=alpha",
      headers: { origin: "https://evil.example" },
    });
    expect(simple.headers["access-control-allow-origin"]).toBeUndefined();
    const fromSite = await t.app.inject({
      method: "GET",
      url: "/aggregator/v1/lobby?operator=beta",
      headers: { origin: "https://beta.example" },
    });
    expect(fromSite.headers["access-control-allow-origin"]).toBe("https://beta.example");
  });

  test("security headers on every answer; the OpenAPI document at /aggregator/docs", async () => {
    const lobby = await t.app.inject({ method: "GET", url: "/aggregator/v1/lobby?operator=alpha" });
    expect(lobby.headers["x-content-type-options"]).toBe("nosniff");
    expect(lobby.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(lobby.headers["cache-control"]).toBe("no-store");
    const docs = await t.app.inject({ method: "GET", url: "/aggregator/docs/json" });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys((docs.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/aggregator/v1/lobby",
        "/aggregator/v1/games/{slug}",
        "/aggregator/v1/sessions",
        "/aggregator/v1/sessions/{id}/spin",
        "/aggregator/v1/sessions/{id}/seeds",
        "/aggregator/v1/rounds/{id}",
        "/aggregator/v1/operators/{id}/sections",
      ]),
    );
    expect((await t.app.inject({ method: "GET", url: "/aggregator/docs" })).statusCode).toBeLessThan(400);
  });

  test("invalid requests answer 400 in the envelope; unknown paths 404", async () => {
    const invalid = await call<Data<unknown> & { errors: unknown[] }>(
      t.app,
      "POST",
      "/aggregator/v1/sessions",
      {
        body: { operator: "alpha" },
      },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ status: "error", code: "RS_ERROR_WRONG_TYPES" });
    expect(invalid.body.errors.length).toBeGreaterThan(0);
    const nothing = await call<Data<unknown>>(t.app, "GET", "/aggregator/nothing-here");
    expect(nothing.status).toBe(404);
    expect(nothing.body.code).toBe("RS_ERROR_NOT_FOUND");
  });

  test("a failure inside answers 500 without internals", async () => {
    const app = t.app;
    // The database goes away under a running app: what the player sees is generic.
    await t.testDb.db.execute("alter table operators rename to operators_gone");
    try {
      const broken = await app.inject({ method: "GET", url: "/aggregator/v1/lobby?operator=alpha-uncached" });
      expect(broken.statusCode).toBe(500);
      expect(broken.json()).toEqual({
        status: "error",
        code: "RS_ERROR_UNKNOWN",
        message: "Internal server error",
        errors: [{ message: "Internal server error" }],
      });
      expect(broken.body).not.toContain("operators");
    } finally {
      await t.testDb.db.execute("alter table operators_gone rename to operators");
    }
  });
});
