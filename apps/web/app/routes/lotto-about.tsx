import type { LinksFunction } from "react-router";
import { AboutPage } from "../features/lotto-results/about-page.tsx";
import lottoResultsCss from "../features/lotto-results/lotto-results.css?url";
import { requireDrawGames } from "../features/lotto-results/lotto-results.server.ts";
import oddsTableCss from "../shell/draw-games/odds-table.css?url";
import type { Route } from "./+types/lotto-about";

/** The default theme's lotto "about" page: how to play, the bet types and their odds. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: lottoResultsCss },
  { rel: "stylesheet", href: oddsTableCss },
];

export function loader({ context }: Route.LoaderArgs) {
  return { games: requireDrawGames(context) };
}

export default function LottoAbout({ loaderData }: Route.ComponentProps) {
  return <AboutPage games={loaderData.games} />;
}
