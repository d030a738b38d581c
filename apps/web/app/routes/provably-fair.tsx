import type { LinksFunction } from "react-router";
import gamesCss from "../features/games/games.css?url";
import { ProvablyFairPage } from "../features/games/provably-fair-page.tsx";
import { DrawHowToVerify } from "../features/how-to-verify/draw-how-to-verify.tsx";
import howToVerifyCss from "../features/how-to-verify/how-to-verify.css?url";
import { SlotHowToVerify } from "../features/how-to-verify/slot-how-to-verify.tsx";
import { loadBrowsingAccount, requireAggregator } from "../shell/aggregator/aggregator-account.server.ts";
import type { Route } from "./+types/provably-fair";

const ROUND_ID = /^[A-Za-z0-9-]{1,100}$/;

/**
 * The verifier: any round recomputed in the browser from its seeds (`?round_id=` preloads one), and
 * how to verify slot rounds and draws by hand.
 */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: gamesCss },
  { rel: "stylesheet", href: howToVerifyCss },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAggregator(context);
  const roundId = url.searchParams.get("round_id")?.trim() ?? "";
  return {
    roundId: ROUND_ID.test(roundId) ? roundId : "",
    account: await loadBrowsingAccount(context, url),
  };
}

export default function ProvablyFair({ loaderData }: Route.ComponentProps) {
  return (
    <ProvablyFairPage account={loaderData.account} roundId={loaderData.roundId}>
      <SlotHowToVerify />
      <DrawHowToVerify />
    </ProvablyFairPage>
  );
}
