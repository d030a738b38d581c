import type { LinksFunction } from "react-router";
import gamesCss from "../features/games/games.css?url";
import myBetsCss from "../features/my-bets/my-bets.css?url";
import { ticketLoader } from "../features/my-bets/ticket.server.ts";
import { TicketPage } from "../features/my-bets/ticket-page.tsx";
import type { Route } from "./+types/users-ticket";

/** Spec §2 /users/ticket?bet_id=. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: myBetsCss },
  { rel: "stylesheet", href: gamesCss },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  return ticketLoader(url, context);
}

export default function UsersTicket({ loaderData }: Route.ComponentProps) {
  return <TicketPage data={loaderData} />;
}
