import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getSettings = (headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/api/settings", headers });

describe("GET /api/settings", () => {
  test("resolves the site by fe-domain, ignoring port and case, with defaults filled", async () => {
    const response = await getSettings({ "fe-domain": "WWW.alpha.test:8443" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe("success");
    expect(body.data.site_code).toBe("alpha");
    expect(body.data.settings).toMatchObject({
      site: "Alpha Bet",
      site_code: "alpha",
      theme: "base2",
      otp_digits: 6,
      calling_code: "254",
      layout: { home: { hot: 1, trending: 2, recent_biggest_wins: 3, slots_carousel: 0 } },
    });
  });

  test("an unknown domain is a 404 envelope", async () => {
    const response = await getSettings({ "fe-domain": "unknown.example" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: "error",
      message: "Site not found",
      errors: [{ message: "Site not found" }],
    });
  });

  test("a missing fe-domain header is a 400 naming the header", async () => {
    const response = await getSettings({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: "error",
      errors: [{ message: "The fe-domain header is required", field: "fe-domain" }],
    });
  });

  test("a cached site is served again after invalidation", async () => {
    await getSettings({ "fe-domain": "alpha.test" });
    t.app.invalidateTenantCache();
    const response = await getSettings({ "fe-domain": "alpha.test" });
    expect(response.json().data.site_code).toBe("alpha");
  });
});
