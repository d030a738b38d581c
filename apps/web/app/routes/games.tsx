import type { LinksFunction } from "react-router";
import gamesCss from "../features/games/games.css?url";
import { GamesPage } from "../features/games/games-page.tsx";
import { loadLobbyPage } from "../features/games/load-lobby-page.server.ts";
import type { Route } from "./+types/games";

/** Spec §2 /games: the lobby, where the aggregator product is on (else 404), rendered on the server. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesCss }];

export function loader({ url, context }: Route.LoaderArgs) {
  return loadLobbyPage(context, url);
}

export default function Games({ loaderData }: Route.ComponentProps) {
  return <GamesPage account={loaderData.account} lobby={loaderData.lobby} filters={loaderData.filters} />;
}
