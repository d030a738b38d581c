import type { RouterContextProvider } from "react-router";
import { loadBrowsingAccount, requireAggregator } from "../../shell/aggregator/aggregator-account.server.ts";
import { featuredAttribute } from "../../shell/aggregator/components-script.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { loadLobby } from "./load-catalogue.server.ts";
import { lobbyFiltersFrom } from "./lobby-filters.ts";

/**
 * What /games and /jolli-game render: the aggregator account (no launch token: these pages only
 * browse), the lobby in the site's language and the filters of the address. Without a lobby the
 * page still mounts the element, which loads it in the browser.
 */
export async function loadLobbyPage(context: Pick<RouterContextProvider, "get">, url: URL) {
  requireAggregator(context);
  const { settings, locale } = context.get(shellContext);
  const account = await loadBrowsingAccount(context, url);
  const lobby = account
    ? await loadLobby(context, account, { locale, featured: featuredAttribute(settings) })
    : null;
  return { account, lobby, filters: lobbyFiltersFrom(url) };
}
