import type { LinksFunction } from "react-router";
import myBetsCss from "../features/my-bets/my-bets.css?url";
import { myBetsFilterLoader } from "../features/my-bets/my-bets-filter.server.ts";
import { MyBetsFilterPage } from "../features/my-bets/my-bets-filter-page.tsx";
import type { Route } from "./+types/my-bets-filter";

/** Spec §2 /account/my-bets/filter. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: myBetsCss }];

export async function loader({ url, context }: Route.LoaderArgs) {
  return myBetsFilterLoader(url, context);
}

export default function MyBetsFilter({ loaderData }: Route.ComponentProps) {
  return <MyBetsFilterPage data={loaderData} />;
}
