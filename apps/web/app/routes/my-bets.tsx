import type { LinksFunction } from "react-router";
import gamesCss from "../features/games/games.css?url";
import myBetsCss from "../features/my-bets/my-bets.css?url";
import { myBetsLoader } from "../features/my-bets/my-bets.server.ts";
import { MyBetsPage } from "../features/my-bets/my-bets-page.tsx";
import pagerCss from "../features/paging/pager.css?url";
import type { Route } from "./+types/my-bets";

/** Serves /account/my-bets and /users/my-bets. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: myBetsCss },
  { rel: "stylesheet", href: pagerCss },
  { rel: "stylesheet", href: gamesCss },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  return myBetsLoader(url, context);
}

export default function MyBets({ loaderData }: Route.ComponentProps) {
  return <MyBetsPage data={loaderData} />;
}
