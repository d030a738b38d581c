import type { HeadersFunction, LinksFunction } from "react-router";
import sportsCss from "../features/sports/sports.css?url";
import { MatchDayPage } from "../features/sports/virtual/match-day-page.tsx";
import virtualCss from "../features/sports/virtual/virtual.css?url";
import { virtualMatchDayLoader } from "../features/sports/virtual/virtual-pages.server.ts";
import type { Route } from "./+types/virtual-match-day";

/** A virtual match day (issue 20): fixtures, results, timelines, commitment, entropy, seed and its verifier. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: sportsCss },
  { rel: "stylesheet", href: virtualCss },
];

/**
 * No launch token here (asked as a visitor), but the page changes at the match day's end (results,
 * the revealed seed): never kept by a shared cache, so a reload after the end shows the reveal.
 */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function loader({ url, context, params }: Route.LoaderArgs) {
  return virtualMatchDayLoader(context, url, params.id);
}

export default function VirtualMatchDay({ loaderData }: Route.ComponentProps) {
  return <MatchDayPage data={loaderData} />;
}
