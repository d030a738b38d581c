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

  test("an unknown /api route is a 404 envelope", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: "error",
      errors: [{ message: "Route GET /api/nothing not found" }],
    });
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
    expect(response.json()).toMatchObject({ status: "error", errors: [{ message: expect.any(String) }] });
    expect((await limited.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});

describe("GET /api/health and the OpenAPI document", () => {
  test("health reports the database", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({ status: "success", data: { db: "ok" } });
  });

  test("documents every route with its responses", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/api/content/home",
      "/api/content/pages/{slug}",
      "/api/dev/outbox",
      "/api/health",
      "/api/locale",
      "/api/otp/send-otp",
      "/api/seo",
      "/api/session/check-code",
      "/api/session/forgot-password",
      "/api/session/forgot-password-email",
      "/api/session/login",
      "/api/session/login-email",
      "/api/session/logout",
      "/api/session/register",
      "/api/session/reset-password",
      "/api/session/{method}",
      "/api/settings",
      "/api/user/changeConfirmEmail",
      "/api/user/changeEmail",
      "/api/user/changePassword",
      "/api/user/changePhone",
      "/api/user/deactivate",
      "/api/user/deactivateOption",
      "/api/user/myDetail",
      "/api/user/profile",
      "/api/user/updateLocale",
    ]);
    expect(doc.paths["/api/user/profile"].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths["/api/session/login"].post.responses)).toEqual(
      expect.arrayContaining(["200", "400", "423", "429"]),
    );
    expect(Object.keys(doc.paths["/api/seo"].post.responses)).toEqual(
      expect.arrayContaining(["200", "400", "404", "429", "500"]),
    );
  });
});
