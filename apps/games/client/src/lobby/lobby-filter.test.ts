import type { GameSummary } from "@platform/contracts";
import { describe, expect, it } from "vitest";
import { filterGames, isFiltered, NO_FILTERS } from "./lobby-filter.ts";

const game = (slug: string, over: Partial<GameSummary> = {}): GameSummary => ({
  slug,
  name: slug,
  provider: { id: "bitville", name: "Bitville Originals" },
  category: "slots",
  rtp: "96.00",
  volatility: "medium",
  lines: "20 lines",
  art: `https://games.example/art/${slug}.svg`,
  playable: true,
  tags: [],
  ...over,
});

const games = [
  game("lantern-festival", { name: "Lantern Festival", rtp: "96.10", volatility: "high" }),
  game("savanna-ways", { name: "Savanna Ways", rtp: "96.50", tags: ["animals"] }),
  game("crème-classic", { name: "Crème Classic", category: "classic", rtp: "95.20", volatility: "low" }),
  game("ember-dragon", { name: "Ember Dragon", provider: { id: "ember-forge", name: "Ember Forge" } }),
];
const slugs = (list: GameSummary[]) => list.map((item) => item.slug);

describe("filterGames", () => {
  it("keeps the aggregator's order when nothing is set", () => {
    expect(slugs(filterGames(games, NO_FILTERS))).toEqual(slugs(games));
  });

  it("narrows by category, provider and volatility together", () => {
    expect(slugs(filterGames(games, { ...NO_FILTERS, category: "classic" }))).toEqual(["crème-classic"]);
    expect(slugs(filterGames(games, { ...NO_FILTERS, provider: "ember-forge" }))).toEqual(["ember-dragon"]);
    expect(slugs(filterGames(games, { ...NO_FILTERS, category: "slots", volatility: "high" }))).toEqual([
      "lantern-festival",
    ]);
  });

  it("searches every word in name, provider and tags, ignoring case and accents", () => {
    expect(slugs(filterGames(games, { ...NO_FILTERS, query: "CREME" }))).toEqual(["crème-classic"]);
    expect(slugs(filterGames(games, { ...NO_FILTERS, query: "forge dragon" }))).toEqual(["ember-dragon"]);
    expect(slugs(filterGames(games, { ...NO_FILTERS, query: "animals" }))).toEqual(["savanna-ways"]);
    expect(filterGames(games, { ...NO_FILTERS, query: "roulette" })).toEqual([]);
  });

  it("sorts by name or by the highest RTP without changing the input", () => {
    expect(slugs(filterGames(games, { ...NO_FILTERS, sort: "name" }))).toEqual([
      "crème-classic",
      "ember-dragon",
      "lantern-festival",
      "savanna-ways",
    ]);
    expect(slugs(filterGames(games, { ...NO_FILTERS, sort: "rtp" }))[0]).toBe("savanna-ways");
    expect(slugs(games)[0]).toBe("lantern-festival");
  });

  it("counts a filter as set only when it narrows", () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, sort: "name", query: "  " })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, provider: "bitville" })).toBe(true);
  });
});
