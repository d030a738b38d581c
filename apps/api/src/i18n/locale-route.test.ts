import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getLocale = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/locale?${query}`, headers });

describe("GET /api/locale", () => {
  test("returns shared strings merged with the site's overrides", async () => {
    const response = await getLocale("locale=fr&siteCode=alpha");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "success",
      data: { "nav.home": "Maison Alpha", "nav.games": "Jeux" },
    });
    expect(response.headers["cache-control"]).toMatch(/max-age=60/);
  });

  test("a site without overrides gets the shared dictionary", async () => {
    const response = await getLocale("locale=en&siteCode=drc-online");
    expect(response.json().data).toEqual({ "nav.home": "Home", "nav.games": "Games" });
  });

  test("answers 304 when If-None-Match matches the ETag", async () => {
    const first = await getLocale("locale=en&siteCode=alpha");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const second = await getLocale("locale=en&siteCode=alpha", { "if-none-match": etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });

  test("an unknown site is a 404", async () => {
    const response = await getLocale("locale=en&siteCode=nope");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Site not found");
  });

  test("a language the site does not offer is a 404", async () => {
    const response = await getLocale("locale=sw&siteCode=alpha");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: "error", message: "Language not offered by this site" });
  });

  test("an invalid locale and a missing siteCode are a 400 with one error per issue", async () => {
    const response = await getLocale("locale=english!");
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields.sort()).toEqual(["locale", "siteCode"]);
  });
});
