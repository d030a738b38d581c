import { DEFAULT_PAGE_SIZE } from "@platform/contracts/client";
import { isRealDay, pageParam } from "../../shell/paging/paging.ts";

/*
 * /users/ticket's GET form: the filters of spec §7's ticket variant of api/user/mybets
 * (game_status, date_from, date_to, bet_id) and the page. A hand-edited or stale address never
 * becomes an API error page: what is not understood is reported and left out.
 */

export const TICKET_FILTERS = ["game_status", "date_from", "date_to", "bet_id"] as const;
export type TicketFilter = (typeof TICKET_FILTERS)[number];
export type TicketFilters = Partial<Record<TicketFilter, string>>;

/** contracts' TICKET_STATUSES (repeated: this file is bundled for the browser without zod). */
export const TICKET_STATUS_LIST = ["open", "won", "lost", "void"] as const;

const BET_ID = /^[A-Za-z0-9:_-]{1,100}$/;

export interface TicketsRequest {
  filters: TicketFilters;
  page: number;
  /** Filters that were not understood, by field: a translation key each. */
  errors: TicketFilters;
}

function check(name: TicketFilter, value: string): string | null {
  switch (name) {
    case "game_status":
      return (TICKET_STATUS_LIST as readonly string[]).includes(value) ? null : "tickets.error.status";
    case "bet_id":
      return BET_ID.test(value) ? null : "tickets.error.bet_id";
    default:
      return isRealDay(value) ? null : "tickets.error.date";
  }
}

export function parseTicketsQuery(params: URLSearchParams): TicketsRequest {
  const filters: TicketFilters = {};
  const errors: TicketFilters = {};
  for (const name of TICKET_FILTERS) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    const error = check(name, value);
    if (error) errors[name] = error;
    else filters[name] = value;
  }
  if (filters.date_from && filters.date_to && filters.date_from > filters.date_to) {
    errors.date_to = "tickets.error.date_order";
    delete filters.date_to;
  }
  return { filters, page: pageParam(params), errors };
}

function search(filters: TicketFilters, extra: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const name of TICKET_FILTERS) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A page of the list with the same filters; page 1 left out. */
export function ticketsHref(pathname: string, filters: TicketFilters, page = 1): string {
  return `${pathname}${search(filters, page > 1 ? { page: String(page) } : {})}`;
}

/** One ticket's own page. */
export function ticketHref(ticketId: string): string {
  return `/users/ticket?bet_id=${encodeURIComponent(ticketId)}`;
}

/** The API's query: spec §7's ticket variant (no tab), the filters, the page, spec §9's page size. */
export function apiTicketsSearch(request: TicketsRequest): string {
  return search(request.filters, {
    variant: "ticket",
    page: String(request.page),
    per_page: String(DEFAULT_PAGE_SIZE),
  });
}
