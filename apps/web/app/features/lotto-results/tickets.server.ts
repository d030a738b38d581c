import { type TicketDetail, ticketDetailSchema, ticketsResponseSchema } from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { ApiError, apiFetch } from "../../shell/api-client.server.ts";
import { pageCount } from "../../shell/paging/paging.ts";
import { shellContext } from "../../shell/shell-context.ts";
import type { TicketsListData } from "./tickets-page.tsx";
import { apiTicketsSearch, parseTicketsQuery, type TicketsRequest, ticketsHref } from "./tickets-query.ts";

type Context = Readonly<RouterContextProvider>;

const TICKET_ID = /^[0-9]{1,15}$/;

/**
 * The draw tickets' filters and page from the address. The filter form sends every field, empty
 * ones too: the list's address keeps only what filters, so another address is redirected to it.
 */
export function ticketsRequestOf(url: URL): TicketsRequest {
  const request = parseTicketsQuery(url.searchParams);
  const canonical = ticketsHref(url.pathname, request.filters, request.page);
  if (Object.keys(request.errors).length === 0 && canonical !== `${url.pathname}${url.search}`) {
    throw redirect(canonical);
  }
  return request;
}

/** GET api/user/tickets/:id: the draw ticket with every line; null when the player has no such ticket. */
export async function findDrawTicket(context: Context, id: string): Promise<TicketDetail | null> {
  if (!TICKET_ID.test(id)) return null;
  try {
    return await apiFetch(context, `/api/user/tickets/${id}`, ticketDetailSchema, {
      shell: context.get(shellContext),
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * The player's draw tickets (spec §7 api/user/mybets ticket variant) for the filters and page. A
 * page past the end goes to the last page.
 */
export async function loadTicketsList(
  context: Context,
  url: URL,
  request: TicketsRequest,
): Promise<TicketsListData> {
  const tickets = await apiFetch(
    context,
    `/api/user/mybets${apiTicketsSearch(request)}`,
    ticketsResponseSchema,
    {
      shell: context.get(shellContext),
    },
  );
  const pages = pageCount(tickets.total, tickets.per_page);
  if (tickets.total > 0 && request.page > pages)
    throw redirect(ticketsHref(url.pathname, request.filters, pages));
  return { tickets, request, pages };
}
