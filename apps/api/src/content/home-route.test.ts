import { Writable } from "node:stream";
import type { AggregatorSections as AggregatorAnswer, GameCard, HomeContent } from "@platform/contracts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DemoSite } from "../seed/demo-site.ts";
import { alphaSite, defaultSite } from "../test/fixture-sites.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import type { AggregatorTransport } from "./aggregator-sections.ts";
import { orderedSections } from "./home-sections.ts";

/** Where the API is told the aggregator is; the fake below answers as the aggregator would. */
const INTERNAL = "http://aggregator.internal/aggregator";

function card(slug: string, base = INTERNAL): GameCard {
  return {
    slug,
    name: slug.replace(/-/g, " "),
    provider: "Bitville Originals",
    category: "slots",
    rtp: "96.10",
    art: { from: "#102030", to: "#405060" },
    image: `${base}/art/${slug}.svg?v=abc123`,
  };
}

/** The five sections in the aggregator's (spec §9) order, artwork addressed to the base it was called on. */
function sections(base = INTERNAL): AggregatorAnswer {
  return {
    sections: [
      { type: "trending", games: [card("soko-sevens", base), card("nile-harvest", base)] },
      { type: "slots_carousel", games: [card("nile-harvest", base)] },
      { type: "highest_paying", games: [card("ngoma-drums", base)] },
      { type: "hot", games: [card("savanna-sunset", base)] },
      {
        type: "recent_biggest_wins",
        wins: [
          {
            player: "3f***ab",
            game: "Soko Sevens",
            game_slug: "soko-sevens",
            image: `${base}/art/soko-sevens.svg?v=abc123`,
            amount: "120.00",
            multiplier: "12.00",
            won_at: "2026-03-01T12:00:00.000Z",
          },
        ],
      },
    ],
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** What each operator's aggregator does; `calls` records every request it got. */
const behaviour: Record<string, () => Promise<Response>> = {
  alpha: async () => json(200, { status: "success", data: sections() }),
  "drc-online": async () => json(200, { status: "success", data: sections() }),
  "own-origin": async () => json(200, { status: "success", data: sections("https://games.example.com") }),
  // A new site: no game has been played enough to be hot, nobody has won real money yet.
  quiet: async () => {
    const answer = sections();
    const empty = answer.sections.map((section) =>
      section.type === "recent_biggest_wins"
        ? { ...section, wins: [] }
        : section.type === "hot"
          ? { ...section, games: [] }
          : section,
    );
    return json(200, { status: "success", data: { sections: empty } });
  },
  failing: async () => json(503, { status: "error", code: "RS_ERROR_UNKNOWN", message: "down", errors: [] }),
  garbage: async () =>
    json(200, { status: "success", data: { sections: [{ type: "hot", games: [{ slug: 7 }] }] } }),
  "not-json": async () => new Response("<html>gateway</html>", { status: 200 }),
  unreachable: async () => {
    throw new TypeError("fetch failed");
  },
};
const calls: string[] = [];
const fakeAggregator: AggregatorTransport = (request) => {
  calls.push(request.url);
  if (request.url.includes("/operators/silent/")) {
    // Never answers: only the API's timeout ends the wait.
    return new Promise((_, reject) =>
      request.signal.addEventListener("abort", () => reject(request.signal.reason)),
    );
  }
  const operator = /\/v1\/operators\/([^/]+)\/sections$/.exec(request.url)?.[1] ?? "";
  return (behaviour[decodeURIComponent(operator)] ?? (() => Promise.resolve(json(404, {}))))();
};

const withGames = (site: DemoSite): DemoSite => ({
  ...site,
  settings: { ...site.settings, products_allow: ["aggregator"] },
});
/** alpha's banners and layout under another code: one site per way the aggregator can fail. */
const alphaLike = (siteCode: string, products_allow = ["aggregator"]): DemoSite => ({
  ...alphaSite,
  site_code: siteCode,
  domains: [`${siteCode}.test`],
  settings: { ...alphaSite.settings, products_allow },
  translations: {},
});
const failingSites = ["failing", "garbage", "not-json", "unreachable", "silent"];

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    sites: [
      withGames(alphaSite),
      withGames(defaultSite),
      ...failingSites.map((code) => alphaLike(code)),
      alphaLike("quiet"),
      alphaLike("no-games", []),
    ],
    aggregator: { baseUrl: `${INTERNAL}/`, transport: fakeAggregator, timeoutMs: 100 },
    logger: {
      level: "warn",
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
});
afterAll(() => t.close());

async function home(siteCode: string, query = "?locale=en") {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/content/home${query}`,
    headers: { "site-code": siteCode },
  });
  return { status: response.statusCode, data: response.json().data as HomeContent };
}

async function publicOrigin(domain: string): Promise<string> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/settings",
    headers: { "fe-domain": domain },
  });
  return response.json().data.public_origin;
}

const images = (content: HomeContent) =>
  content.sections.flatMap((section) =>
    section.type === "recent_biggest_wins"
      ? section.wins.map((win) => win.image)
      : section.games.map((game) => game.image),
  );

describe("GET /api/content/home: game sections from the aggregator", () => {
  test("asks the aggregator for the site's operator and keeps layout.home's order, omitting order 0", async () => {
    const { status, data } = await home("alpha");
    expect(status).toBe(200);
    expect(calls).toContain(`${INTERNAL}/v1/operators/alpha/sections`);
    expect(data.sections.map((section) => section.type)).toEqual(["hot", "trending", "recent_biggest_wins"]);
    expect(data.banners.map((banner) => banner.title)).toEqual(["Welcome", "Crash"]);
    const hot = data.sections[0];
    expect(hot?.type === "hot" ? hot.games.map((game) => game.slug) : []).toEqual(["savanna-sunset"]);
  });

  test("the artwork is addressed to the site's public aggregator URL, not the internal one", async () => {
    const { data } = await home("alpha");
    const origin = await publicOrigin("alpha.test");
    expect(images(data).length).toBeGreaterThan(0);
    for (const image of images(data)) {
      expect(image).toMatch(
        new RegExp(`^${origin.replace(/[.]/g, "\\.")}/aggregator/art/[a-z-]+\\.svg\\?v=abc123$`),
      );
    }
  });

  test("the spec §9 default order when the layout sets none; every section kept", async () => {
    const { data } = await home("drc-online", "");
    expect(data.sections.map((section) => section.type)).toEqual([
      "trending",
      "slots_carousel",
      "highest_paying",
      "hot",
      "recent_biggest_wins",
    ]);
    const wins = data.sections[4];
    expect(wins?.type === "recent_biggest_wins" ? wins.wins[0] : null).toMatchObject({
      player: "3f***ab",
      game_slug: "soko-sevens",
      image: `${await publicOrigin("localhost")}/aggregator/art/soko-sevens.svg?v=abc123`,
    });
  });

  test("a section with nothing in it is left out rather than shown empty", async () => {
    const { status, data } = await home("quiet");
    expect(status).toBe(200);
    expect(data.sections.map((section) => section.type)).toEqual(["trending"]);
  });

  test("answers are kept for a few seconds per site: one call to the aggregator for many pages", async () => {
    const asked = () => calls.filter((url) => url.includes("/operators/drc-online/")).length;
    const before = asked();
    await Promise.all([home("drc-online"), home("drc-online", "?locale=fr"), home("drc-online", "")]);
    expect(asked()).toBe(Math.max(before, 1));
  });

  test.each(failingSites)(
    "an aggregator that fails (%s) is logged; the home has its banners and no game sections",
    async (code) => {
      const { status, data } = await home(code);
      expect(status).toBe(200);
      expect(data.banners.map((banner) => banner.title)).toEqual(["Welcome", "Crash"]);
      expect(data.sections).toEqual([]);
      expect(
        logLines.some(
          (line) => line.includes("aggregator sections unavailable") && line.includes(`"operator":"${code}"`),
        ),
      ).toBe(true);
    },
  );

  test("a site without the aggregator product shows no game sections and asks nothing", async () => {
    const { status, data } = await home("no-games");
    expect(status).toBe(200);
    expect(data.sections).toEqual([]);
    expect(calls.some((url) => url.includes("/operators/no-games/"))).toBe(false);
  });

  test("falls back to the default language's banners", async () => {
    const { data } = await home("alpha", "?locale=sw");
    expect(data.banners[0]?.title).toBe("Welcome");
  });

  test("an unknown site is a 404 and a bad locale a 400", async () => {
    expect((await home("nope", "")).status).toBe(404);
    expect((await home("alpha", "?locale=far-too-long-locale")).status).toBe(400);
  });
});

describe("GET /api/content/home with the aggregator on its own origin (GAMES_PUBLIC_URL)", () => {
  test("artwork it already addresses publicly is passed on as is", async () => {
    const own = await createTestApp({
      sites: [alphaLike("own-origin")],
      games: { walletKey: "k".repeat(48), publicUrl: "https://games.example.com/" },
      aggregator: { baseUrl: INTERNAL, transport: fakeAggregator },
    });
    try {
      const response = await own.app.inject({
        method: "GET",
        url: "/api/content/home",
        headers: { "site-code": "own-origin" },
      });
      const data = response.json().data as HomeContent;
      expect(images(data).length).toBeGreaterThan(0);
      for (const image of images(data)) expect(image).toMatch(/^https:\/\/games\.example\.com\/art\//);
    } finally {
      await own.close();
    }
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
