import { DEFAULT_PAGE_SIZE } from "@platform/contracts/client";

/** The my-bets filters as its filter form and the API name them (spec §7 api/user/mybets). */
export const MY_BETS_FILTERS = ["tab", "game_status", "game", "bet_id", "date_from", "date_to"] as const;
export type MyBetsFilter = (typeof MY_BETS_FILTERS)[number];
export type MyBetsFilters = Partial<Record<MyBetsFilter, string>>;

function search(filters: MyBetsFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const name of MY_BETS_FILTERS) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A page of the list with the same filters ("/account/my-bets?tab=casino&page=2"); page 1 left out. */
export function myBetsHref(pathname: string, filters: MyBetsFilters, page = 1): string {
  return `${pathname}${search(filters, page > 1 ? { page: String(page) } : {})}`;
}

/** The list's tabs keep every other filter and go back to page 1. */
export function tabHref(pathname: string, filters: MyBetsFilters, tab: string): string {
  const { tab: _current, ...others } = filters;
  return myBetsHref(pathname, tab === "all" ? others : { ...others, tab });
}

/** The filter page of an area, holding the current filters (spec §2 /account/my-bets/filter). */
export function filterHref(area: string, filters: MyBetsFilters): string {
  return `/account/my-bets/filter${search(filters, area === "/users" ? { area: "users" } : {})}`;
}

export interface MyBetsRequest {
  filters: MyBetsFilters;
  page: number;
  /** Filters that were not understood, by field: a translation key each. */
  errors: MyBetsFilters;
}

/** The API's query: the filters, the page and spec §9's page size. */
export function apiMyBetsSearch(request: MyBetsRequest): string {
  return search(request.filters, { page: String(request.page), per_page: String(DEFAULT_PAGE_SIZE) });
}

/** Spec §7's ticket variant: one bet by its id, no tab. */
export function apiTicketSearch(betId: string): string {
  return search({ bet_id: betId }, { page: "1", per_page: "1" });
}
