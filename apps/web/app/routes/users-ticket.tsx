import type { LinksFunction } from "react-router";
import gamesCss from "../features/games/games.css?url";
import lottoResultsCss from "../features/lotto-results/lotto-results.css?url";
import { TicketDetailPage } from "../features/lotto-results/ticket-detail-page.tsx";
import {
  findDrawTicket,
  loadTicketsList,
  ticketsRequestOf,
} from "../features/lotto-results/tickets.server.ts";
import { TicketsPage } from "../features/lotto-results/tickets-page.tsx";
import myBetsCss from "../features/my-bets/my-bets.css?url";
import { findBet } from "../features/my-bets/ticket.server.ts";
import { TicketPage } from "../features/my-bets/ticket-page.tsx";
import pagerCss from "../shell/paging/pager.css?url";
import { requireSession } from "../shell/session/require-session.server.ts";
import type { Route } from "./+types/users-ticket";

/** Spec §2 /users/ticket: the draw tickets; ?bet_id= one ticket (a draw ticket or any other bet). */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: myBetsCss },
  { rel: "stylesheet", href: gamesCss },
  { rel: "stylesheet", href: pagerCss },
  { rel: "stylesheet", href: lottoResultsCss },
];

/**
 * A bet id alone opens that ticket: a draw ticket with its lines (the lotto results' page), else,
 * as before draw games, any other bet of my bets, a casino round with its replay. Anything else is
 * the list of draw tickets.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  requireSession(context);
  const request = ticketsRequestOf(url);
  const { bet_id: betId, ...others } = request.filters;
  if (betId && Object.keys(others).length === 0 && request.page === 1) {
    const ticket = await findDrawTicket(context, betId);
    if (ticket) return { kind: "ticket" as const, ticket };
    const bet = await findBet(context, url, betId);
    if (bet) return { kind: "bet" as const, ...bet };
  }
  return { kind: "list" as const, ...(await loadTicketsList(context, url, request)) };
}

export default function UsersTicket({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "ticket":
      return <TicketDetailPage ticket={loaderData.ticket} />;
    case "bet":
      return <TicketPage data={loaderData} />;
    default:
      return <TicketsPage data={loaderData} />;
  }
}
