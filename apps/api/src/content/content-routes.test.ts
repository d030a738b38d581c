import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { orderedSections } from "./home-sections.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, siteCode?: string) =>
  t.app.inject({ method: "GET", url, headers: siteCode ? { "site-code": siteCode } : {} });

describe("GET /api/content/home", () => {
  test("orders sections by the site's layout.home and omits order 0", async () => {
    const response = await get("/api/content/home?locale=en", "alpha");
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.sections.map((section: { type: string }) => section.type)).toEqual([
      "hot",
      "trending",
      "recent_biggest_wins",
    ]);
    expect(data.banners.map((banner: { title: string }) => banner.title)).toEqual(["Welcome", "Crash"]);
  });

  test("uses the spec default order and fills each section by its rule", async () => {
    const { data } = (await get("/api/content/home")).json();
    const byType = Object.fromEntries(
      data.sections.map((section: { type: string }) => [section.type, section]),
    );
    expect(Object.keys(byType)).toEqual([
      "trending",
      "slots_carousel",
      "highest_paying",
      "hot",
      "recent_biggest_wins",
    ]);
    expect(byType.trending.games).toHaveLength(10);
    expect(byType.trending.games[0].slug).toBe("rocket-rally");
    expect(byType.slots_carousel.games.every((game: { category: string }) => game.category === "slots")).toBe(
      true,
    );
    const rtps = byType.highest_paying.games.map((game: { rtp: string }) => Number(game.rtp));
    expect(rtps).toEqual([...rtps].sort((a, b) => b - a));
    expect(byType.hot.games.length).toBeGreaterThan(0);
    const wins = byType.recent_biggest_wins.wins;
    expect(wins).toHaveLength(10);
    expect(wins[0]).toMatchObject({ player: expect.stringMatching(/^[A-Z][a-z]\*{3}\d{2}$/) });
    expect(wins[0].amount).toMatch(/^\d+\.\d{2}$/);
    const times = wins.map((win: { won_at: string }) => Date.parse(win.won_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test("falls back to the default language's banners", async () => {
    const { data } = (await get("/api/content/home?locale=sw", "alpha")).json();
    expect(data.banners[0].title).toBe("Welcome");
  });

  test("an unknown site is a 404 and a bad locale a 400", async () => {
    expect((await get("/api/content/home", "nope")).statusCode).toBe(404);
    expect((await get("/api/content/home?locale=far-too-long-locale", "alpha")).statusCode).toBe(400);
  });
});

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

describe("orderedSections", () => {
  test("sorts by order, breaks ties by the spec order and drops absent or 0", () => {
    expect(orderedSections({ hot: 2, trending: 2, highest_paying: 1, slots_carousel: 0 })).toEqual([
      "highest_paying",
      "trending",
      "hot",
    ]);
  });
});
