import { describe, expect, it } from "vitest";
import { apiTicketsSearch, parseTicketsQuery, ticketHref, ticketsHref } from "./tickets-query.ts";

describe("the ticket list's address", () => {
  const q = (search: string) => new URLSearchParams(search);

  it("keeps the filters it understands and drops empty ones", () => {
    const request = parseTicketsQuery(q("game_status=won&date_from=2025-03-01&date_to=&bet_id=&page=2"));
    expect(request).toEqual({
      filters: { game_status: "won", date_from: "2025-03-01" },
      page: 2,
      errors: {},
    });
  });

  it("reports what it does not understand and leaves it out", () => {
    const request = parseTicketsQuery(q("game_status=cancelled&date_from=2025-02-30&bet_id=1;drop"));
    expect(request.filters).toEqual({});
    expect(request.errors).toEqual({
      game_status: "tickets.error.status",
      date_from: "tickets.error.date",
      bet_id: "tickets.error.bet_id",
    });
  });

  it("refuses a range that ends before it starts", () => {
    const request = parseTicketsQuery(q("date_from=2025-03-05&date_to=2025-03-01"));
    expect(request.filters).toEqual({ date_from: "2025-03-05" });
    expect(request.errors).toEqual({ date_to: "tickets.error.date_order" });
  });

  it("asks the API for the ticket variant with no tab, in pages of 10", () => {
    const search = apiTicketsSearch({ filters: { game_status: "open" }, page: 3, errors: {} });
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      game_status: "open",
      variant: "ticket",
      page: "3",
      per_page: "10",
    });
  });

  it("makes the list's and a ticket's links", () => {
    expect(ticketsHref("/users/ticket", {})).toBe("/users/ticket");
    expect(ticketsHref("/users/ticket", { game_status: "lost" }, 2)).toBe(
      "/users/ticket?game_status=lost&page=2",
    );
    expect(ticketHref("42")).toBe("/users/ticket?bet_id=42");
  });
});
