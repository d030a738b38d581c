import { trustProxySchema } from "@platform/contracts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { findSiteByCode } from "../sites/site-repository.ts";
import { caller, PASSWORD } from "../test/account-fixtures.ts";
import { createFicaTestApp, type FicaTestApp, ficaSite } from "../test/fica-fixtures.ts";
import { insertPromotion } from "../test/promotion-fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { demoOpenNetwork } from "./local-only.ts";

/*
 * The demo's stand-ins for the operator CLI (/api/dev/*) answer this machine only, unless
 * DEMO_OPEN_NETWORK; notify and retention-offer also need an operator of the site.
 */

const REMOTE = "203.0.113.9";
const operatorSite = (code: string) => ({
  ...ficaSite(code, {}),
  players: [
    { email: `operator@${code}.test`, password: PASSWORD, full_name: "Operator", roles: ["operator"] },
  ],
});

let f: FicaTestApp;
beforeAll(async () => {
  f = await createFicaTestApp([operatorSite("alpha"), operatorSite("beta")]);
});
afterAll(() => f.t.close());

const notify = (options: { token?: string; ip?: string; site?: string; login: string }) =>
  f.call("POST", "/api/dev/notify", {
    site: options.site ?? "alpha",
    ...(options.token ? { token: options.token } : {}),
    ...(options.ip ? { ip: options.ip } : {}),
    body: { login: options.login, title: "Welcome back", body: "A message from the operator." },
  });

describe("/api/dev from another machine", () => {
  test("a remote caller gets the 404 of a path that does not exist, even as the operator", async () => {
    const operator = await f.operator("alpha");
    const { id } = await f.player("alpha");
    const outbox = await f.call("GET", "/api/dev/outbox", { site: "alpha", ip: REMOTE });
    expect(outbox.statusCode).toBe(404);
    const unknown = await f.call("GET", "/api/dev/nothing-here", { site: "alpha", ip: REMOTE });
    expect(outbox.json()).toEqual(unknown.json());
    expect((await notify({ token: operator, ip: REMOTE, login: id })).statusCode).toBe(404);
    const offer = await f.call("POST", "/api/dev/retention-offer", {
      site: "alpha",
      token: operator,
      ip: REMOTE,
      body: { login: id, promotion: "anything" },
    });
    expect(offer.statusCode).toBe(404);
  });

  test("a forged X-Forwarded-For of 127.0.0.1 changes nothing", async () => {
    const operator = await f.operator("alpha");
    const { id } = await f.player("alpha");
    const headers = { "x-forwarded-for": "127.0.0.1" };
    expect((await f.call("GET", "/api/dev/outbox", { site: "alpha", ip: REMOTE, headers })).statusCode).toBe(
      404,
    );
    const response = await f.call("POST", "/api/dev/notify", {
      site: "alpha",
      token: operator,
      ip: REMOTE,
      headers,
      body: { login: id, title: "Hi", body: "There" },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("/api/dev/notify and retention-offer need the site's operator", () => {
  test("a visitor gets 401 and a player 403; nothing is sent", async () => {
    const player = await f.player("alpha");
    expect((await notify({ login: player.id })).statusCode).toBe(401);
    const refused = await notify({ token: player.token, login: player.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: "error", errors: [{ message: expect.any(String) }] });
    const list = await f.call("GET", "/api/user/notifications", { site: "alpha", token: player.token });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain("Welcome back");
  });

  test("the operator notifies and makes a retention offer on this machine", async () => {
    const operator = await f.operator("alpha");
    const { id, token } = await f.player("alpha");
    const sent = await notify({ token: operator, login: id });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.id).toEqual(expect.any(String));
    const list = await f.call("GET", "/api/user/notifications", { site: "alpha", token });
    expect(JSON.stringify(list.json())).toContain("Welcome back");
    const siteId = (await findSiteByCode(f.t.testDb.db, "alpha"))?.id ?? 0;
    const promotion = await insertPromotion(f.t.testDb.db, siteId, {
      audience: "targeted",
      type: "retention",
    });
    const offer = await f.call("POST", "/api/dev/retention-offer", {
      site: "alpha",
      token: operator,
      body: { login: id, promotion: promotion.slug },
    });
    expect(offer.statusCode).toBe(200);
    expect(offer.json().data.path).toBe(`/promotions/retention-offer/${promotion.id}`);
  });

  test("another site's operator: their token is refused here (401), their site's players only", async () => {
    const betaOperator = await f.operator("beta");
    const { id } = await f.player("alpha");
    expect((await notify({ token: betaOperator, site: "alpha", login: id })).statusCode).toBe(401);
    // On their own site, a player of alpha is nobody.
    expect((await notify({ token: betaOperator, site: "beta", login: id })).statusCode).toBe(404);
  });
});

describe("behind a proxy on this machine (TRUST_PROXY=127.0.0.1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      sites: [operatorSite("alpha")],
      trustProxy: trustProxySchema.parse("127.0.0.1"),
    });
  });
  afterAll(() => t.close());

  test("the player it relays is remote, whatever X-Forwarded-For they started with", async () => {
    const call = caller(t.app);
    for (const forwarded of [REMOTE, `127.0.0.1, ${REMOTE}`]) {
      const response = await call("GET", "/api/dev/outbox", {
        site: "alpha",
        headers: { "x-forwarded-for": forwarded },
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await call("GET", "/api/dev/outbox", { site: "alpha" })).statusCode).toBe(200);
  });
});

describe("DEMO_OPEN_NETWORK", () => {
  test("is off unless set to true; on, the outbox answers other machines", async () => {
    expect(demoOpenNetwork({})).toBe(false);
    expect(demoOpenNetwork({ DEMO_OPEN_NETWORK: "true" })).toBe(true);
    expect(() => demoOpenNetwork({ DEMO_OPEN_NETWORK: "everyone" })).toThrow();
    const t = await createTestApp({ sites: [operatorSite("alpha")], demoOpenNetwork: true });
    try {
      const response = await caller(t.app)("GET", "/api/dev/outbox", { site: "alpha", ip: REMOTE });
      expect(response.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
