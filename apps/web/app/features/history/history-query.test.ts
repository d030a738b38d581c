import { describe, expect, it } from "vitest";
import { apiHistorySearch, pageHref, parseHistoryQuery } from "./history-query.ts";

const parse = (query: string) => parseHistoryQuery(new URLSearchParams(query));

describe("parseHistoryQuery", () => {
  it("keeps the filters the player set and drops empty ones", () => {
    expect(parse("transaction_description_id=voucher&date_from=2025-01-02&date_to=&game_id=&page=3")).toEqual(
      {
        filters: { transaction_description_id: "voucher", date_from: "2025-01-02" },
        page: 3,
        errors: {},
      },
    );
  });

  it("reports dates that are not days and a range that ends before it starts", () => {
    expect(parse("date_from=2025-02-30&date_to=yesterday")).toEqual({
      filters: {},
      page: 1,
      errors: { date_from: "history.error.date", date_to: "history.error.date" },
    });
    expect(parse("date_from=2025-03-02&date_to=2025-03-01")).toMatchObject({
      filters: { date_from: "2025-03-02" },
      errors: { date_to: "history.error.date_order" },
    });
  });

  it("reads a missing, broken or huge page as a page from 1", () => {
    expect(parse("").page).toBe(1);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=99999999").page).toBe(100_000);
  });
});

describe("paging", () => {
  it("links another page with the same filters", () => {
    const filters = { transaction_description_id: "deposit", date_to: "2025-01-31" };
    expect(pageHref("/users/history", filters, 2)).toBe(
      "/users/history?transaction_description_id=deposit&date_to=2025-01-31&page=2",
    );
    expect(pageHref("/users/history", filters, 1)).toBe(
      "/users/history?transaction_description_id=deposit&date_to=2025-01-31",
    );
    expect(pageHref("/account/history", {}, 1)).toBe("/account/history");
  });

  it("asks the API for the page with spec §9's page size", () => {
    expect(apiHistorySearch({ filters: { game_id: "slot-1" }, page: 2, errors: {} })).toBe(
      "?game_id=slot-1&page=2&per_page=10",
    );
  });
});
