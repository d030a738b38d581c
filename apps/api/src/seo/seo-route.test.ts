import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { normalizePageUrl } from "./find-seo-entry.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicPort: 8443 });
});
afterAll(() => t.close());

const postSeo = (payload: object, headers: Record<string, string> = { "site-code": "alpha" }) =>
  t.app.inject({ method: "POST", url: "/api/seo", payload, headers });

const metaOf = (body: { data: { meta: { name: string; content: string }[] } }) =>
  Object.fromEntries(body.data.meta.map((meta) => [meta.name, meta.content]));

describe("POST /api/seo", () => {
  test("returns h1, title and meta with an absolute og:image on the site's own origin", async () => {
    const response = await postSeo({ locale: "en", page_url: "/" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({ h1: "Alpha Bet", title: "Alpha Bet | Home" });
    expect(metaOf(body)).toEqual({
      description: "Play at Alpha Bet.",
      keywords: "casino, sports",
      "og:title": "Alpha Bet | Home",
      "og:description": "Play at Alpha Bet.",
      "og:url": "https://alpha.test:8443/",
      "og:image": "https://alpha.test:8443/og/home.png",
      "twitter:card": "summary_large_image",
    });
  });

  test("keeps absolute images and normalises the url", async () => {
    const body = (await postSeo({ locale: "en", page_url: "/promotions/?utm=x" })).json();
    expect(metaOf(body)["og:image"]).toBe("https://cdn.test/p.png");
    expect(metaOf(body)["og:url"]).toBe("https://alpha.test:8443/promotions");
  });

  test("a forged Host or x-forwarded-host never reaches the absolute URLs", async () => {
    const forged: Record<string, string>[] = [
      { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
      { host: "evil.example" },
      { "x-forwarded-host": "<x>/evil" },
    ];
    for (const headers of forged) {
      const body = (
        await postSeo({ locale: "en", page_url: "/" }, { "site-code": "alpha", ...headers })
      ).json();
      expect(metaOf(body)["og:image"]).toBe("https://alpha.test:8443/og/home.png");
    }
  });

  test("uses the requested locale, omitting keywords when absent", async () => {
    const body = (await postSeo({ locale: "fr", page_url: "/" })).json();
    expect(body.data.title).toBe("Alpha Bet | Accueil");
    expect(metaOf(body).keywords).toBeUndefined();
  });

  test("derives SEO of a static page without an entry from its title", async () => {
    const body = (await postSeo({ locale: "fr", page_url: "/about-us/" })).json();
    expect(body.data).toMatchObject({ h1: "À propos", title: "À propos | Alpha Bet" });
    expect(metaOf(body).description).toBe("Alpha Bet est un opérateur agréé.");
  });

  test("uses the default site code drc-online when the header is absent", async () => {
    const response = await postSeo({ locale: "en", page_url: "/" }, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data.h1).toBe("DRC Online");
  });

  test("an unknown page is a 404 envelope", async () => {
    const response = await postSeo({ locale: "en", page_url: "/no-such-page" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: "error",
      errors: [{ message: "No SEO data for this page" }],
    });
  });

  test("an unknown site code is a 404", async () => {
    const response = await postSeo({ locale: "en", page_url: "/" }, { "site-code": "nope" });
    expect(response.statusCode).toBe(404);
  });

  test("an invalid body is a 400 naming each field", async () => {
    const response = await postSeo({ locale: "x", page_url: "no-slash" });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields.sort()).toEqual(["locale", "page_url"]);
  });
});

describe("normalizePageUrl", () => {
  test.each([
    ["/", "/"],
    ["/games/", "/games"],
    ["/games?tab=new", "/games"],
    ["/a/b//#top", "/a/b"],
    ["/?x=1", "/"],
  ])("%s → %s", (input, expected) => {
    expect(normalizePageUrl(input)).toBe(expected);
  });
});
