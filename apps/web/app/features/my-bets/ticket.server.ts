import { type AggregatorAccount, type MyBet, myBetsResponseSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "../../shell/api-client.server.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { recallAccount } from "./my-bets.server.ts";
import { apiTicketSearch } from "./my-bets-query.ts";

export interface TicketData {
  bet: MyBet;
  account: AggregatorAccount | null;
}

/**
 * A bet of my bets (a casino round) by its id, with the aggregator account that replays it; null
 * when the player has no such bet (another player's id finds nothing).
 */
export async function findBet(
  context: Readonly<RouterContextProvider>,
  url: URL,
  betId: string,
): Promise<TicketData | null> {
  const [found, account] = await Promise.all([
    apiFetch(context, `/api/user/mybets${apiTicketSearch(betId)}`, myBetsResponseSchema, {
      shell: context.get(shellContext),
    }),
    recallAccount(context, url),
  ]);
  const bet = found.items.find((item) => item.bet_id === betId);
  return bet ? { bet, account } : null;
}
