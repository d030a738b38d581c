import type { HeadersFunction, LinksFunction } from "react-router";
import sportsCss from "../features/sports/sports.css?url";
import virtualCss from "../features/sports/virtual/virtual.css?url";
import { VirtualBoardPage } from "../features/sports/virtual/virtual-board-page.tsx";
import { virtualBoardLoader } from "../features/sports/virtual/virtual-pages.server.ts";
import type { Route } from "./+types/virtual-world";

/** Spec §2 /virtual-world (issue 20): virtual football's match days, prices, matches playing, table, results. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: sportsCss },
  { rel: "stylesheet", href: virtualCss },
];

/** The page carries the player's launch token (the slip places with it): no shared cache may keep it. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function loader({ url, context }: Route.LoaderArgs) {
  return virtualBoardLoader(context, url);
}

export default function VirtualWorld({ loaderData }: Route.ComponentProps) {
  return <VirtualBoardPage data={loaderData} />;
}
