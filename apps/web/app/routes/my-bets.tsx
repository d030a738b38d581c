import type { LinksFunction } from "react-router";
import gamesCss from "../features/games/games.css?url";
import myBetsCss from "../features/my-bets/my-bets.css?url";
import { myBetsLoader } from "../features/my-bets/my-bets.server.ts";
import { MyBetsPage } from "../features/my-bets/my-bets-page.tsx";
import { cardTableLinks } from "../shell/card-table/card-table-styles.ts";
import pagerCss from "../shell/paging/pager.css?url";
import type { Route } from "./+types/my-bets";

/** Serves /account/my-bets and /users/my-bets. */
export const links: LinksFunction = () => [
  // The bets need the room of a desktop beside the account menu; narrower, they stay cards.
  ...cardTableLinks("(min-width: 1100px)"),
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
