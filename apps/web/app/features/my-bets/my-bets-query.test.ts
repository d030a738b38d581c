import { describe, expect, it } from "vitest";
import { apiMyBetsSearch, apiTicketSearch, filterHref, myBetsHref, tabHref } from "./my-bets-query.ts";
import { parseMyBetsQuery } from "./parse-my-bets-query.server.ts";

const parse = (query: string) => parseMyBetsQuery(new URLSearchParams(query));

describe("parseMyBetsQuery", () => {
  it("keeps the filters the player set and drops empty ones and the all tab", () => {
    expect(
      parse("tab=all&game_status=won&game=lantern-festival&bet_id=&date_from=2025-01-02&date_to=&page=2"),
    ).toEqual({
      filters: { game_status: "won", game: "lantern-festival", date_from: "2025-01-02" },
      page: 2,
      errors: {},
    });
  });

  it("reports what it does not understand and leaves it out", () => {
    expect(parse("tab=poker&game_status=maybe&game=Bad Slug&bet_id=a%20b&date_from=2025-02-30")).toEqual({
      filters: {},
      page: 1,
      errors: {
        tab: "mybets.error.tab",
        game_status: "mybets.error.status",
        game: "mybets.error.game",
        bet_id: "mybets.error.bet_id",
        date_from: "mybets.error.date",
      },
    });
  });

  it("refuses a range that ends before it starts", () => {
    expect(parse("date_from=2025-03-02&date_to=2025-03-01")).toMatchObject({
      filters: { date_from: "2025-03-02" },
      errors: { date_to: "mybets.error.date_order" },
    });
  });

  it("reads a broken page as page 1", () => {
    expect(parse("page=-3").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
  });
});

describe("my bets addresses", () => {
  const filters = { tab: "casino", game_status: "lost", date_to: "2025-01-31" };

  it("links a page with the same filters, page 1 without a page", () => {
    expect(myBetsHref("/users/my-bets", filters, 3)).toBe(
      "/users/my-bets?tab=casino&game_status=lost&date_to=2025-01-31&page=3",
    );
    expect(myBetsHref("/account/my-bets", {}, 1)).toBe("/account/my-bets");
  });

  it("switches tab keeping the other filters, back on page 1", () => {
    expect(tabHref("/account/my-bets", filters, "sports")).toBe(
      "/account/my-bets?tab=sports&game_status=lost&date_to=2025-01-31",
    );
    expect(tabHref("/account/my-bets", filters, "all")).toBe(
      "/account/my-bets?game_status=lost&date_to=2025-01-31",
    );
  });

  it("opens the filter page with the filters and the area it came from", () => {
    expect(filterHref("/account", { game_status: "won" })).toBe("/account/my-bets/filter?game_status=won");
    expect(filterHref("/users", {})).toBe("/account/my-bets/filter?area=users");
  });

  it("asks the API for a page of 10, and for one bet without a tab (the ticket variant)", () => {
    expect(apiMyBetsSearch({ filters: { tab: "casino" }, page: 2, errors: {} })).toBe(
      "?tab=casino&page=2&per_page=10",
    );
    expect(apiTicketSearch("2b1c-9f")).toBe("?bet_id=2b1c-9f&page=1&per_page=1");
  });
});
