import type { RouterContextProvider } from "react-router";
import { loadAggregatorAccount } from "../../../shell/aggregator/aggregator-account.server.ts";
import { shellContext } from "../../../shell/shell-context.ts";
import { sportsOffered } from "../sports-access.ts";
import type { SportsbookAccount } from "../sportsbook-client.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/**
 * Where the player's sports bets come from (issue 19): the aggregator with the player's launch
 * token, which the bets view's session is opened with. Minted only for a page that shows them (my
 * bets' sports tab) on a site that sells sports; null for a visitor or when the aggregator is away.
 */
export async function loadSportsBetsAccount(
  context: ContextReader,
  url: URL,
): Promise<SportsbookAccount | null> {
  if (!sportsOffered(context.get(shellContext).settings)) return null;
  const account = await loadAggregatorAccount(context, url);
  return account?.mode === "real" && account.token
    ? { url: account.url, operator: account.account, token: account.token }
    : null;
}
