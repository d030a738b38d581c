import type { LinksFunction } from "react-router";
import { loadBrowsingAccount, requireAggregator } from "../features/games/aggregator-account.server.ts";
import gamesCss from "../features/games/games.css?url";
import { GamesPage } from "../features/games/games-page.tsx";
import type { Route } from "./+types/jolli-game";

/** Spec §2 /jolli-game: the site's featured games (spec §3 products_allow `provider:gameId`). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesCss }];

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAggregator(context);
  return { account: await loadBrowsingAccount(context, url) };
}

export default function JolliGame({ loaderData }: Route.ComponentProps) {
  return <GamesPage account={loaderData.account} view="featured" />;
}
