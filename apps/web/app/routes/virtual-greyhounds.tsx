import type { HeadersFunction, LinksFunction } from "react-router";
import sportsCss from "../features/sports/sports.css?url";
import { racingBoardLoader } from "../features/sports/virtual/racing/race-pages.server.ts";
import racingCss from "../features/sports/virtual/racing/racing.css?url";
import { RacingBoardPage } from "../features/sports/virtual/racing/racing-board-page.tsx";
import virtualCss from "../features/sports/virtual/virtual.css?url";
import type { Route } from "./+types/virtual-greyhounds";

/** /virtual-world/greyhounds (issue 20): the races taking bets, the race running, the last results. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: sportsCss },
  { rel: "stylesheet", href: virtualCss },
  { rel: "stylesheet", href: racingCss },
];

/** The page carries the player's launch token (the slip places with it): no shared cache may keep it. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function loader({ url, context }: Route.LoaderArgs) {
  return racingBoardLoader(context, url);
}

export default function VirtualGreyhounds({ loaderData }: Route.ComponentProps) {
  return <RacingBoardPage data={loaderData} />;
}
