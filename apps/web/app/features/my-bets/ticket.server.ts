import {
  type AggregatorAccount,
  type MyBet,
  myBetsResponseSchema,
  type TicketDetail,
  ticketDetailSchema,
  ticketsResponseSchema,
} from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { ApiError, apiFetch } from "../../shell/api-client.server.ts";
import { pageCount } from "../../shell/paging.ts";
import { shellContext } from "../../shell/shell-context.ts";
import type { TicketsListData } from "../lotto-results/tickets-page.tsx";
import { apiTicketsSearch, parseTicketsQuery, ticketsHref } from "../lotto-results/tickets-query.ts";
import { requireSession } from "../session/require-session.server.ts";
import { recallAccount } from "./my-bets.server.ts";
import { apiTicketSearch } from "./my-bets-query.ts";

type Context = Readonly<RouterContextProvider>;

export interface TicketData {
  bet: MyBet;
  account: AggregatorAccount | null;
}

export type UsersTicketData =
  | ({ kind: "list" } & TicketsListData)
  | { kind: "ticket"; ticket: TicketDetail }
  | ({ kind: "bet" } & TicketData);

const TICKET_ID = /^[0-9]{1,15}$/;

/** GET api/user/tickets/:id: the draw ticket with every line; null when the player has no such ticket. */
async function findDrawTicket(context: Context, id: string): Promise<TicketDetail | null> {
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

/** Any other bet (a casino round) by its id, with the aggregator account that replays it. */
async function findBet(context: Context, url: URL, betId: string): Promise<TicketData | null> {
  const [found, account] = await Promise.all([
    apiFetch(context, `/api/user/mybets${apiTicketSearch(betId)}`, myBetsResponseSchema, {
      shell: context.get(shellContext),
    }),
    recallAccount(context, url),
  ]);
  const bet = found.items.find((item) => item.bet_id === betId);
  return bet ? { bet, account } : null;
}

/**
 * Spec §2 /users/ticket: the player's draw tickets (spec §7 api/user/mybets ticket variant) with
 * the filters game_status, date_from, date_to and bet_id. A bet id alone opens that ticket: a draw
 * ticket with its lines, or (as before draw games) any other bet of my bets, a casino round with
 * its replay. Another player's id finds nothing. A page past the end goes to the last page.
 */
export async function usersTicketLoader(url: URL, context: Context): Promise<UsersTicketData> {
  requireSession(context);
  const request = parseTicketsQuery(url.searchParams);
  // The filter form sends every field, empty ones too: the list's address keeps only what filters.
  const canonical = ticketsHref(url.pathname, request.filters, request.page);
  if (Object.keys(request.errors).length === 0 && canonical !== `${url.pathname}${url.search}`) {
    throw redirect(canonical);
  }
  const { bet_id: betId, ...others } = request.filters;
  if (betId && Object.keys(others).length === 0 && request.page === 1) {
    const ticket = await findDrawTicket(context, betId);
    if (ticket) return { kind: "ticket", ticket };
    const bet = await findBet(context, url, betId);
    if (bet) return { kind: "bet", ...bet };
  }
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
  return { kind: "list", tickets, request, pages };
}
