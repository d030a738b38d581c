import type { HeadersFunction, LinksFunction } from "react-router";
import { LiveSportsPage } from "../features/sports/live-sports-page.tsx";
import sportsCss from "../features/sports/sports.css?url";
import { liveSportsLoader } from "../features/sports/sports-pages.server.ts";
import type { Route } from "./+types/live-sports";

/** Spec §2 /live-sports (issue 19): the matches in play, live, and the bet slip. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: sportsCss }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function loader({ url, context }: Route.LoaderArgs) {
  return liveSportsLoader(context, url);
}

export default function LiveSports({ loaderData }: Route.ComponentProps) {
  return <LiveSportsPage data={loaderData} />;
}
