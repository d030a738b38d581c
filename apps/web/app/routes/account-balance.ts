import { loadBalance } from "../features/wallet/load-balance.server.ts";
import type { BalanceSnapshot } from "../shell/wallet/balance-context.tsx";
import type { Route } from "./+types/account-balance";

/**
 * GET /account/balance: the balance alone, for the header's fetcher (spec §4 re-fetch after the
 * game popup closes, and the 1.5 s re-poll). The browser never holds the API token, so the
 * balance is fetched here, on the server, with the session's.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<BalanceSnapshot> {
  return { balance: await loadBalance(context), at: Date.now() };
}
