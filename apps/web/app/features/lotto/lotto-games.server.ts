import {
  DRAW_GAME_PRODUCTS,
  type DrawGame,
  type DrawGamesResponse,
  drawGamesResponseSchema,
  isProductEnabled,
  type Product,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "../../shell/api-client.server.ts";
import { notFound } from "../../shell/not-found.ts";
import { shellContext } from "../../shell/shell-context.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

export type DrawGameInfo = DrawGamesResponse["games"][number];

/**
 * GET api/lotto/games: the site's draw games with their next open draws, the server's clock (the
 * draw timer's reference), the paytables and the stake limits. Asked for on every page view so the
 * timer counts to the draws the server holds now.
 */
export function loadDrawGames(context: ContextReader): Promise<DrawGamesResponse> {
  return apiFetch(context, "/api/lotto/games", drawGamesResponseSchema, { shell: context.get(shellContext) });
}

/** Spec §4: a draw game is on when its products_allow entry is. */
export function isDrawGameEnabled(context: ContextReader, game: DrawGame): boolean {
  return isProductEnabled(context.get(shellContext).settings, DRAW_GAME_PRODUCTS[game] as Product);
}

/**
 * The games a page sells that are switched on and that the API runs; none is the site's 404
 * (a page of a product the site does not sell does not exist).
 */
export function enabledGames(
  context: ContextReader,
  response: DrawGamesResponse,
  wanted: (game: DrawGame) => boolean,
): DrawGameInfo[] {
  const games = response.games.filter((info) => wanted(info.game) && isDrawGameEnabled(context, info.game));
  if (games.length === 0) throw notFound();
  return games;
}
