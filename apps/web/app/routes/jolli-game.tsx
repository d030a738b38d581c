import type { LinksFunction } from "react-router";
import gamesCss from "../features/games/games.css?url";
import { GamesPage } from "../features/games/games-page.tsx";
import { loadLobbyPage } from "../features/games/load-lobby-page.server.ts";
import type { Route } from "./+types/jolli-game";

/** Spec §2 /jolli-game: the site's featured games (spec §3 products_allow `provider:gameId`). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesCss }];

export function loader({ url, context }: Route.LoaderArgs) {
  return loadLobbyPage(context, url);
}

export default function JolliGame({ loaderData }: Route.ComponentProps) {
  return (
    <GamesPage
      account={loaderData.account}
      lobby={loaderData.lobby}
      filters={loaderData.filters}
      view="featured"
    />
  );
}
