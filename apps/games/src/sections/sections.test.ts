import type { HomeSectionContent } from "@platform/contracts";
import { describe, expect, test } from "vitest";
import type { OfferedGame } from "../catalogue/catalogue.ts";
import { call, createGamesTestApp } from "../test/games-test-app.ts";
import { buildSections, HOT_MIN_ROUNDS, maskPlayer, type PlayStats } from "./sections.ts";

function game(slug: string, rtp: string, position: number, category = "slots"): OfferedGame {
  return {
    slug,
    name: slug.replace(/-/g, " "),
    provider: { id: "bitville", name: "Bitville Originals" },
    category,
    rtp,
    volatility: "medium",
    lines: "20 lines",
    description: "",
    artFrom: "#000",
    artTo: "#111",
    playable: true,
    tags: [],
    position,
    betUnit: 20,
    bets: [100],
  };
}

const catalogue = [
  game("alpha", "95.00", 0),
  game("bravo", "97.10", 1),
  game("charlie", "96.00", 2, "table"),
];
const noPlay: PlayStats = { rounds: new Map(), returns: new Map(), bigWins: [] };
const slugs = (section: HomeSectionContent | undefined) =>
  section && "games" in section ? section.games.map((card) => card.slug) : [];

describe("home sections from play", () => {
  test("spec §9 order; with no play the ranked sections fall back to catalogue order", () => {
    const sections = buildSections(catalogue, noPlay, (slug) => `https://agg.test/art/${slug}.svg`);
    expect(sections.map((section) => section.type)).toEqual([
      "trending",
      "slots_carousel",
      "highest_paying",
      "hot",
      "recent_biggest_wins",
    ]);
    expect(slugs(sections[0])).toEqual(["alpha", "bravo", "charlie"]);
    expect(slugs(sections[1])).toEqual(["alpha", "bravo"]);
    expect(slugs(sections[2])).toEqual(["bravo", "charlie", "alpha"]);
    expect(slugs(sections[3])).toEqual(["alpha", "bravo", "charlie"]);
    const card = sections[0]!.type === "recent_biggest_wins" ? null : sections[0]!.games[0]!;
    expect(card).toMatchObject({
      provider: "Bitville Originals",
      image: "https://agg.test/art/alpha.svg",
      art: { from: "#000", to: "#111" },
    });
  });

  test("trending by rounds in 24 h; hot by realised return, only with enough rounds", () => {
    const stats: PlayStats = {
      rounds: new Map([
        ["charlie", 40],
        ["bravo", 5],
      ]),
      returns: new Map([
        ["charlie", { bet: 4_000n, win: 3_000n, rounds: HOT_MIN_ROUNDS + 20 }],
        ["alpha", { bet: 2_000n, win: 5_000n, rounds: HOT_MIN_ROUNDS }],
        ["bravo", { bet: 100n, win: 10_000n, rounds: HOT_MIN_ROUNDS - 1 }],
      ]),
      bigWins: [],
    };
    const sections = buildSections(catalogue, stats, (slug) => slug);
    expect(slugs(sections[0])).toEqual(["charlie", "bravo", "alpha"]);
    expect(slugs(sections[3])).toEqual(["alpha", "charlie", "bravo"]);
  });

  test("player ids are masked", () => {
    expect(maskPlayer("3f2a9c1e-aaaa-bbbb-cccc-0123456789ab")).toBe("3f***ab");
    expect(maskPlayer("abc")).toBe("***");
  });

  test("the route computes them from the operator's rounds: real wins listed masked, in major units", async () => {
    const t = await createGamesTestApp();
    try {
      const token = `sections-player-${"q".repeat(20)}`;
      t.wallet.addPlayer(token, { userId: "player-0042-xyz", currency: "KES", balance: 10_000_000 });
      const opened = await call<{ data: { session_id: string } }>(t.app, "POST", "/aggregator/v1/sessions", {
        body: { operator: "alpha", game: "test-sevens", token },
      });
      const session = opened.body.data.session_id;
      let won = 0;
      for (let index = 0; index < 40 && won < 2; index++) {
        const spin = await call<{ data: { win: number; bet: number } }>(
          t.app,
          "POST",
          `/aggregator/v1/sessions/${session}/spin`,
          {
            body: { bet: 1_000 },
            token,
          },
        );
        // Only a win above the stake is listed (a smaller one is no win to celebrate).
        if (spin.body.data.win > spin.body.data.bet) won++;
        t.clock.advance(2_500);
      }
      const answer = await call<{ data: { sections: HomeSectionContent[] } }>(
        t.app,
        "GET",
        "/aggregator/v1/operators/alpha/sections",
      );
      expect(answer.status).toBe(200);
      const wins = answer.body.data.sections.find((section) => section.type === "recent_biggest_wins");
      expect(wins && "wins" in wins ? wins.wins.length : 0).toBe(won);
      const first = wins && "wins" in wins ? wins.wins[0]! : null;
      expect(first).toMatchObject({
        player: "pl***yz",
        game: "Test Sevens",
        game_slug: "test-sevens",
        image: expect.stringMatching(/^http:\/\/localhost(:80)?\/aggregator\/art\/test-sevens\.svg/),
      });
      expect(first?.amount).toMatch(/^\d+\.\d{2}$/);
      expect(Number(first?.multiplier)).toBeGreaterThanOrEqual(2);
      const other = await call<{ data: { sections: HomeSectionContent[] } }>(
        t.app,
        "GET",
        "/aggregator/v1/operators/beta/sections",
      );
      const none = other.body.data.sections.find((section) => section.type === "recent_biggest_wins");
      expect(none && "wins" in none ? none.wins : null).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
