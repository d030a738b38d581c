import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, siteCode?: string) =>
  t.app.inject({ method: "GET", url, headers: siteCode ? { "site-code": siteCode } : {} });

describe("GET /api/content/pages/:slug", () => {
  test("returns the page in the requested locale", async () => {
    const response = await get("/api/content/pages/about-us?locale=fr", "alpha");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ slug: "about-us", title: "À propos" });
    expect(Date.parse(response.json().data.updated_at)).not.toBeNaN();
  });

  test("falls back to the default language", async () => {
    const { data } = (await get("/api/content/pages/terms?locale=fr", "alpha")).json();
    expect(data).toMatchObject({ title: "Terms", body: [{ text: "Rules of play." }] });
  });

  test("an absent page is a 404 envelope and an invalid slug a 400", async () => {
    const missing = await get("/api/content/pages/nothing-here", "alpha");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: "error",
      message: "Page not found",
      errors: [{ message: "Page not found" }],
    });
    const invalid = await get("/api/content/pages/Bad_Slug", "alpha");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].field).toBe("slug");
  });
});
