import type { HeadersFunction, LinksFunction } from "react-router";
import sportsCss from "../features/sports/sports.css?url";
import { SportsPage } from "../features/sports/sports-page.tsx";
import { sportsListLoader } from "../features/sports/sports-pages.server.ts";
import type { Route } from "./+types/sports";

/** Spec §2 /sports (issue 19): the sportsbook's menu, matches and prices, and the bet slip. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: sportsCss }];

/** The page carries the player's launch token (the slip places with it): no shared cache may keep it. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function loader({ url, context }: Route.LoaderArgs) {
  return sportsListLoader(context, url);
}

export default function Sports({ loaderData }: Route.ComponentProps) {
  return <SportsPage data={loaderData} />;
}
