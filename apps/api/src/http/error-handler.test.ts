import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get("/api/test/explode", { schema: { hide: true } }, async () => {
        throw new Error("relation secret_table does not exist at /srv/app/db.ts:42");
      });
    },
  });
  limited = await createTestApp({ rateLimit: { max: 2, timeWindow: "1 minute" } });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

describe("error envelope", () => {
  test("a 5xx hides the internal error", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/explode" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: "error",
      message: "Internal server error",
      errors: [{ message: "Internal server error" }],
    });
    expect(response.body).not.toContain("secret_table");
  });

  test("an unknown route, in /api or outside it, is a 404 envelope in our own words", async () => {
    for (const url of ["/api/nothing?x=1", "/", "/wp-admin/install.php"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: "error",
        message: "There is nothing at this address.",
        errors: [{ message: "There is nothing at this address." }],
      });
    }
  });

  test("the framework's own client errors carry no fingerprint", async () => {
    const cases = [
      { headers: { "content-type": "application/json" }, payload: "{not json", status: 400 },
      { headers: { "content-type": "application/json" }, payload: "", status: 400 },
      { headers: { "content-type": "text/xml" }, payload: "<a/>", status: 415 },
      {
        headers: { "content-type": "application/json" },
        payload: `{"x":"${"a".repeat(1_100_000)}"}`,
        status: 413,
      },
    ];
    for (const { headers, payload, status } of cases) {
      const response = await t.app.inject({ method: "POST", url: "/api/seo", headers, payload });
      expect(response.statusCode).toBe(status);
      expect(response.json().status).toBe("error");
      expect(response.body).not.toMatch(
        /FST_|fastify|Unexpected token|Body is not valid|content-type is set/i,
      );
      expect(response.headers["x-powered-by"]).toBeUndefined();
    }
  });

  test("every answer carries the security headers", async () => {
    for (const url of ["/api/health", "/api/nothing", "/api/test/explode"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
        "x-frame-options": "DENY",
        "referrer-policy": "no-referrer",
        "cache-control": "no-store",
      });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    const viaTls = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    // Not believed: no proxy is trusted here.
    expect(viaTls.headers["strict-transport-security"]).toBeUndefined();
  });

  test("malformed JSON is a 400 envelope", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/seo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe("error");
  });

  test("the rate limit answers 429 in the envelope; health is exempt", async () => {
    const call = () =>
      limited.app.inject({ method: "GET", url: "/api/settings", headers: { "fe-domain": "alpha.test" } });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const response = await call();
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      status: "error",
      message: "Too many requests. Please try again later.",
    });
    expect(response.headers["retry-after"]).toBeDefined();
    expect((await limited.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});

describe("GET /api/health and the OpenAPI document", () => {
  test("health reports the database", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({ status: "success", data: { db: "ok" } });
  });

  test("the API reference page renders under its own policy", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  test("documents every route with its responses", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    // Every call of spec §7 the platform serves, and the ones it adds, are documented.
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/content/home",
        "/api/content/pages/{slug}",
        "/api/dev/outbox",
        "/api/health",
        "/api/locale",
        "/api/otp/send-otp",
        "/api/seo",
        "/api/session/autologin",
        "/api/session/check-code",
        "/api/session/forgot-password",
        "/api/session/forgot-password-email",
        "/api/session/login",
        "/api/session/login-email",
        "/api/session/logout",
        "/api/session/register",
        "/api/session/reset-password",
        "/api/session/verify-email",
        "/api/session/{method}",
        "/api/settings",
        "/api/user/autologin-token",
        "/api/user/changeConfirmEmail",
        "/api/user/changeEmail",
        "/api/user/changePassword",
        "/api/user/changePhone",
        "/api/user/deactivate",
        "/api/user/deactivateOption",
        "/api/user/myDetail",
        "/api/user/profile",
        "/api/user/reauthenticate",
        "/api/user/send-verification-email",
        "/api/user/sessions",
        "/api/user/sessions/end-all",
        "/api/user/sessions/{id}/end",
        "/api/user/updateLocale",
        "/api/user/overview",
        "/api/user/history",
        "/api/user/transactionType",
        "/api/user/addVoucher",
        "/api/user/add-promotion-code",
        "/api/user/gateways-deposit",
        "/api/user/gateways-withdraw",
        "/api/payment-gateway/deposit-guide/{id}",
        "/api/user/deposit",
        "/api/user/deposit-otp",
        "/api/user/withdraw",
        "/api/user/banking",
        "/api/user/payment/{id}",
        "/api/user/deposit-limits",
        "/api/aggregator/account",
        "/api/wallet/balance",
        "/api/wallet/bet",
        "/api/wallet/win",
        "/api/wallet/rollback",
        "/api/user/mybets",
        "/api/user/game",
        "/api/user/gameStatus",
      ]),
    );
    expect(doc.paths["/api/user/profile"].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths["/api/session/login"].post.responses)).toEqual(
      expect.arrayContaining(["200", "400", "423", "429"]),
    );
    expect(Object.keys(doc.paths["/api/wallet/bet"].post.responses)).toEqual(
      expect.arrayContaining(["200", "401", "402", "409", "500"]),
    );
    expect(Object.keys(doc.paths["/api/seo"].post.responses)).toEqual(
      expect.arrayContaining(["200", "400", "404", "429", "500"]),
    );
  });
});
