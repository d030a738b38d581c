import { type SportsJackpotOverview, sportsJackpotOverviewSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { loadAggregatorAccount } from "../../../shell/aggregator/aggregator-account.server.ts";
import { logger } from "../../../shell/logger.ts";
import { notFound } from "../../../shell/not-found.ts";
import { shellContext } from "../../../shell/shell-context.ts";
import { sportsOffered } from "../sports-access.ts";
import { aggregatorGet, SportsNotFound } from "../sports-api.server.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/*
 * /sports/jackpot's loader (issue 20, docs/decisions/050-sports-jackpot.md): the aggregator's round
 * on sale, the one waiting for results and past rounds (`GET /v1/sports/jackpot?operator=`), and
 * what the page's browser code needs to buy and list tickets through the sportsbook session: the
 * aggregator's URL, the operator and the player's launch token (null for a visitor).
 */

export interface JackpotPageData {
  account: { url: string; operator: string; token: string | null } | null;
  currency: string;
  overview: SportsJackpotOverview | null;
}

export async function jackpotPageLoader(context: ContextReader, url: URL): Promise<JackpotPageData> {
  const settings = context.get(shellContext).settings;
  if (!sportsOffered(settings)) throw notFound();
  const account = await loadAggregatorAccount(context, url);
  const currency = account?.currency ?? settings.currency_code;
  if (!account) return { account: null, currency, overview: null };
  let overview: SportsJackpotOverview | null = null;
  try {
    overview = await aggregatorGet(
      context,
      account,
      `/v1/sports/jackpot?${new URLSearchParams({ operator: account.account })}`,
      sportsJackpotOverviewSchema,
    );
  } catch (error) {
    if (error instanceof SportsNotFound) throw notFound();
    logger.warn("sports jackpot unavailable", error);
  }
  return {
    account: {
      url: account.url,
      operator: account.account,
      token: account.mode === "real" ? account.token : null,
    },
    currency: account.currency,
    overview,
  };
}
