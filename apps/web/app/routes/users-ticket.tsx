import type { LinksFunction } from "react-router";
import gamesCss from "../features/games/games.css?url";
import lottoResultsCss from "../features/lotto-results/lotto-results.css?url";
import { TicketDetailPage } from "../features/lotto-results/ticket-detail-page.tsx";
import { TicketsPage } from "../features/lotto-results/tickets-page.tsx";
import myBetsCss from "../features/my-bets/my-bets.css?url";
import { usersTicketLoader } from "../features/my-bets/ticket.server.ts";
import { TicketPage } from "../features/my-bets/ticket-page.tsx";
import pagerCss from "../features/paging/pager.css?url";
import type { Route } from "./+types/users-ticket";

/** Spec §2 /users/ticket: the draw tickets; ?bet_id= one ticket (a draw ticket or any other bet). */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: myBetsCss },
  { rel: "stylesheet", href: gamesCss },
  { rel: "stylesheet", href: pagerCss },
  { rel: "stylesheet", href: lottoResultsCss },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  return usersTicketLoader(url, context);
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
