import type { LinksFunction } from "react-router";
import { loadBrowsingAccount, requireAggregator } from "../features/games/aggregator-account.server.ts";
import gamesCss from "../features/games/games.css?url";
import { GamesPage } from "../features/games/games-page.tsx";
import type { Route } from "./+types/games";

/** Spec §2 /games: the lobby, where the aggregator product is on (else 404). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesCss }];

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAggregator(context);
  return { account: await loadBrowsingAccount(context, url) };
}

export default function Games({ loaderData }: Route.ComponentProps) {
  return <GamesPage account={loaderData.account} />;
}
