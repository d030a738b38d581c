import { DEFAULT_PAGE_SIZE } from "@platform/contracts/client";

/*
 * What the listing pages (history, my bets) read from their query strings: calendar days and a
 * page number, so a hand-edited or stale bookmark never becomes an API error page.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const MAX_PAGE = 100_000;

/** "2025-02-28" is a day; "2025-02-30" and "yesterday" are not. */
export function isRealDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The `page` parameter as a whole number from 1 (capped); anything else reads as page 1. */
export function pageParam(params: URLSearchParams): number {
  const requested = Number(params.get("page"));
  return Number.isInteger(requested) && requested >= 1 ? Math.min(requested, MAX_PAGE) : 1;
}

/** Spec §9: pages of 10. Always at least one page, so an empty list reads "page 1 of 1". */
export function pageCount(total: number, perPage = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}
