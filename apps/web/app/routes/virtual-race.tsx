import type { HeadersFunction, LinksFunction } from "react-router";
import sportsCss from "../features/sports/sports.css?url";
import { RacePage } from "../features/sports/virtual/racing/race-page.tsx";
import { raceLoader } from "../features/sports/virtual/racing/race-pages.server.ts";
import racingCss from "../features/sports/virtual/racing/racing.css?url";
import virtualCss from "../features/sports/virtual/virtual.css?url";
import type { Route } from "./+types/virtual-race";

/** A virtual greyhound race (issue 20): runners, finish, commitment, entropy, seed and its verifier. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: sportsCss },
  { rel: "stylesheet", href: virtualCss },
  { rel: "stylesheet", href: racingCss },
];

/** Changes at the race's end (the finish, the revealed seed): never kept by a shared cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function loader({ url, context, params }: Route.LoaderArgs) {
  return raceLoader(context, url, params.id);
}

export default function VirtualRace({ loaderData }: Route.ComponentProps) {
  return <RacePage data={loaderData} />;
}
