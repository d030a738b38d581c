import type { LinksFunction } from "react-router";
import { loadBrowsingAccount, requireAggregator } from "../features/games/aggregator-account.server.ts";
import gamesCss from "../features/games/games.css?url";
import { ProvablyFairPage } from "../features/games/provably-fair-page.tsx";
import type { Route } from "./+types/provably-fair";

const ROUND_ID = /^[A-Za-z0-9-]{1,100}$/;

/** The verifier: any round recomputed in the browser from its seeds (`?round_id=` preloads one). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: gamesCss }];

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAggregator(context);
  const roundId = url.searchParams.get("round_id")?.trim() ?? "";
  return {
    roundId: ROUND_ID.test(roundId) ? roundId : "",
    account: await loadBrowsingAccount(context, url),
  };
}

export default function ProvablyFair({ loaderData }: Route.ComponentProps) {
  return <ProvablyFairPage account={loaderData.account} roundId={loaderData.roundId} />;
}
