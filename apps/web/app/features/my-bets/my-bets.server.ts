import {
  type AggregatorAccount,
  BET_TABS,
  isProductEnabled,
  type MyBetsResponse,
  myBetsResponseSchema,
} from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { loadBrowsingAccount } from "../../shell/aggregator/aggregator-account.server.ts";
import { apiFetch } from "../../shell/api-client.server.ts";
import { pageCount } from "../../shell/paging/paging.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { apiMyBetsSearch, type MyBetsRequest, myBetsHref } from "./my-bets-query.ts";
import { parseMyBetsQuery } from "./parse-my-bets-query.server.ts";

export interface MyBetsPageData {
  bets: MyBetsResponse;
  request: MyBetsRequest;
  pages: number;
  tabs: readonly string[];
  /** Where game recall comes from; null when the site has no aggregator or it did not answer. */
  account: AggregatorAccount | null;
}

type Context = Readonly<RouterContextProvider>;

/** The aggregator account for replays, only where the aggregator product is on. */
export function recallAccount(context: Context, url: URL): Promise<AggregatorAccount | null> {
  const { settings } = context.get(shellContext);
  return isProductEnabled(settings, "aggregator") ? loadBrowsingAccount(context, url) : Promise.resolve(null);
}

/**
 * Spec §2 /account/my-bets and /users/my-bets: spec §7 GET api/user/mybets (10 a page, spec §9)
 * with the page's tab and filters. A page past the end goes to the last page.
 */
export async function myBetsLoader(url: URL, context: Context): Promise<MyBetsPageData> {
  requireSession(context);
  const shell = context.get(shellContext);
  const request = parseMyBetsQuery(url.searchParams);
  // The filter form sends every field, empty ones too: the list's address keeps only what filters.
  const canonical = myBetsHref(url.pathname, request.filters, request.page);
  if (Object.keys(request.errors).length === 0 && canonical !== `${url.pathname}${url.search}`) {
    throw redirect(canonical);
  }
  const [bets, account] = await Promise.all([
    apiFetch(context, `/api/user/mybets${apiMyBetsSearch(request)}`, myBetsResponseSchema, { shell }),
    recallAccount(context, url),
  ]);
  const pages = pageCount(bets.total, bets.per_page);
  if (bets.total > 0 && request.page > pages)
    throw redirect(myBetsHref(url.pathname, request.filters, pages));
  return { bets, request, pages, tabs: BET_TABS, account };
}
