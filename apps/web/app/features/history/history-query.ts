import { DEFAULT_PAGE_SIZE } from "@platform/contracts/client";

/** The history filters as the page's GET form and the API name them (spec §7). */
export const HISTORY_FILTERS = ["transaction_description_id", "date_from", "date_to", "game_id"] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

export interface HistoryRequest {
  filters: Partial<Record<HistoryFilter, string>>;
  page: number;
  /** Filters that were not understood, by field: a translation key each. */
  errors: Partial<Record<HistoryFilter, string>>;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PAGE = 100_000;

function isRealDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
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
  const requested = Number(params.get("page"));
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, MAX_PAGE) : 1;
  return { filters, page, errors };
}

/** Spec §9: pages of 10. Always at least one page, so an empty history reads "page 1 of 1". */
export function pageCount(total: number, perPage = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
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
