import type { LinksFunction } from "react-router";
import { EventsPage } from "../features/lotto-results/events-page.tsx";
import lottoResultsCss from "../features/lotto-results/lotto-results.css?url";
import { eventsLoader } from "../features/lotto-results/lotto-results.server.ts";
import type { Route } from "./+types/lotto-events";

/** Spec §2 /lotto/events: the upcoming draws of every enabled draw game. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: lottoResultsCss }];

export function loader({ context }: Route.LoaderArgs) {
  return eventsLoader(context);
}

export default function LottoEvents({ loaderData }: Route.ComponentProps) {
  return <EventsPage data={loaderData} />;
}
