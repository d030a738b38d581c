import type { SiteSettings } from "@platform/contracts";
import { featuredGames } from "@platform/contracts/client";

/** Spec §7: the components script under the aggregator's url, with a timestamp query. */
export function componentsScriptUrl(url: string, timestamp: number): string {
  return `${url.replace(/\/+$/, "")}/js/BVComponents.min.js?t=${timestamp}`;
}

/** Spec §3 featured games: the products_allow entries `provider:gameId`, for the lobby's `featured`. */
export function featuredAttribute(settings: Pick<SiteSettings, "products_allow">): string {
  return featuredGames(settings)
    .map((game) => `${game.provider}:${game.gameId}`)
    .join(",");
}

/** Where the game recall and the game's seeds panel link to verify a round. */
export const VERIFY_HREF = "/provably-fair?round_id={round}";
