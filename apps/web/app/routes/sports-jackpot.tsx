import type { HeadersFunction, LinksFunction } from "react-router";
import { jackpotPageLoader } from "../features/sports/jackpot/jackpot-page.server.ts";
import { JackpotPage } from "../features/sports/jackpot/jackpot-page.tsx";
import jackpotCss from "../features/sports/jackpot/sports-jackpot.css?url";
import sportsCss from "../features/sports/sports.css?url";
import type { Route } from "./+types/sports-jackpot";

/** Issue 20: the 13-match sports jackpot: coupon, the player's tickets, results and rules. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: sportsCss },
  { rel: "stylesheet", href: jackpotCss },
];

/** The page carries the player's launch token (tickets are bought with it): no shared cache may keep it. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function loader({ url, context }: Route.LoaderArgs) {
  return jackpotPageLoader(context, url);
}

export default function SportsJackpot({ loaderData }: Route.ComponentProps) {
  return <JackpotPage data={loaderData} />;
}
