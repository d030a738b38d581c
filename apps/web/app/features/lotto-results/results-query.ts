import type { DrawGame } from "@platform/contracts";
import { isDrawGame } from "../../shell/draw-games/draw-games.ts";
import { pageParam } from "../../shell/paging/paging.ts";

export interface ResultsRequest {
  game: DrawGame;
  page: number;
}

/**
 * /lotto/numbers?game=&page=: the game among the site's enabled ones (the first when missing or
 * not offered, so a stale bookmark still shows results), the page a whole number from 1.
 */
export function parseResultsQuery(params: URLSearchParams, enabled: readonly DrawGame[]): ResultsRequest {
  const asked = params.get("game")?.trim() ?? "";
  const game = isDrawGame(asked) && enabled.includes(asked) ? asked : (enabled[0] ?? "lucky5");
  return { game, page: pageParam(params) };
}

/** The results of a game, page 1 left out ("/lotto/numbers?game=lucky3&page=2"). */
export function resultsHref(game: DrawGame, page = 1): string {
  const params = new URLSearchParams({ game });
  if (page > 1) params.set("page", String(page));
  return `/lotto/numbers?${params}`;
}
