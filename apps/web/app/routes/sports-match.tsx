import type { HeadersFunction, LinksFunction } from "react-router";
import { MatchPage } from "../features/sports/match-page.tsx";
import sportsCss from "../features/sports/sports.css?url";
import { matchLoader } from "../features/sports/sports-pages.server.ts";
import type { Route } from "./+types/sports-match";

/** A match's page (issue 19): every open market, grouped, and the bet slip. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: sportsCss }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function loader({ url, context, params }: Route.LoaderArgs) {
  return matchLoader(context, url, params.id);
}

export default function SportsMatch({ loaderData }: Route.ComponentProps) {
  return <MatchPage data={loaderData} />;
}
