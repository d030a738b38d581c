import { DEFAULT_PAGE_SIZE } from "@platform/contracts/client";
import { isRealDay, pageParam } from "../../shell/paging/paging.ts";

/** The history filters as the page's GET form and the API name them (spec §7). */
export const HISTORY_FILTERS = ["transaction_description_id", "date_from", "date_to", "game_id"] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

export interface HistoryRequest {
  filters: Partial<Record<HistoryFilter, string>>;
  page: number;
  /** Filters that were not understood, by field: a translation key each. */
  errors: Partial<Record<HistoryFilter, string>>;
}

/**
 * The page's query string as an API request: empty filters dropped, a date that is not a day (or a
 * range that ends before it starts) reported and left out, the page a whole number from 1. A
 * hand-edited or stale bookmark never becomes an API error page.
 */
export function parseHistoryQuery(params: URLSearchParams): HistoryRequest {
  const filters: HistoryRequest["filters"] = {};
  const errors: HistoryRequest["errors"] = {};
  for (const name of HISTORY_FILTERS) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if ((name === "date_from" || name === "date_to") && !isRealDay(value)) {
      errors[name] = "history.error.date";
      continue;
    }
    if (value.length > (name === "game_id" ? 100 : 40)) {
      errors[name] = "history.error.too_long";
      continue;
    }
    filters[name] = value;
  }
  if (filters.date_from && filters.date_to && filters.date_from > filters.date_to) {
    errors.date_to = "history.error.date_order";
    delete filters.date_to;
  }
  return { filters, page: pageParam(params), errors };
}

/** Another page with the same filters ("/account/history?…&page=2"); page 1 leaves it out. */
export function pageHref(pathname: string, filters: HistoryRequest["filters"], page: number): string {
  const params = new URLSearchParams();
  for (const name of HISTORY_FILTERS) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The API's query for the request: the filters, the page and spec §9's page size. */
export function apiHistorySearch(request: HistoryRequest): string {
  const params = new URLSearchParams(request.filters);
  params.set("page", String(request.page));
  params.set("per_page", String(DEFAULT_PAGE_SIZE));
  return `?${params}`;
}
