import { type AggregatorAccount, aggregatorAccountSchema, isProductEnabled } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "../api-client.server.ts";
import { logger } from "../logger.ts";
import { notFound } from "../not-found.ts";
import { shellContext } from "../shell-context.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/**
 * Spec §3/§7 GET /api/aggregator/account with `fe-domain` = the request host (as the settings call):
 * where the aggregator is, the operator, the currency and, for a logged-in player, a launch token.
 * Loaded per request by the pages that mount the aggregator's components, so a navigation after a
 * login or logout (an action: every loader runs again) gets the account of the new session.
 * A failure is logged and the page renders without the games; a 401 (an ended session) still
 * goes to /login through the API client.
 */
export async function loadAggregatorAccount(
  context: ContextReader,
  url: URL,
  { launchToken = true }: { launchToken?: boolean } = {},
): Promise<AggregatorAccount | null> {
  try {
    return await apiFetch(context, "/api/aggregator/account", aggregatorAccountSchema, {
      shell: context.get(shellContext),
      headers: { "fe-domain": url.hostname },
      // Asked as a visitor, the API mints no launch token.
      ...(launchToken ? {} : { token: null }),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.warn(`aggregator account for ${url.hostname} unavailable`, error);
    return null;
  }
}

/**
 * The account without a launch token, for the pages that only browse or recall (lobby, featured
 * games, verifier, my bets): a token is minted only for the page that plays.
 */
export function loadBrowsingAccount(context: ContextReader, url: URL): Promise<AggregatorAccount | null> {
  return loadAggregatorAccount(context, url, { launchToken: false });
}

/** The game pages exist only where the aggregator product is on (spec §4 products_allow); else 404. */
export function requireAggregator(context: ContextReader): void {
  if (!isProductEnabled(context.get(shellContext).settings, "aggregator")) throw notFound();
}
