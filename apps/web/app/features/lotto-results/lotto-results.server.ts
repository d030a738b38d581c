import {
  DRAW_GAME_PRODUCTS,
  type Draw,
  type DrawGame,
  type DrawGamesResponse,
  drawGamesResponseSchema,
  drawSchema,
  drawsResponseSchema,
  isProductEnabled,
  numberStatsResponseSchema,
  type Product,
  type SiteSettings,
} from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { ApiError, apiFetch } from "../../shell/api-client.server.ts";
import { DRAW_GAME_ORDER } from "../../shell/draw-games/draw-games.ts";
import { notFound } from "../../shell/not-found.ts";
import { pageCount } from "../../shell/paging/paging.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { parseResultsQuery, type ResultsRequest, resultsHref } from "./results-query.ts";

type Context = Readonly<RouterContextProvider>;

/** The draw games a site's products_allow switches on (spec §4), in the pages' order. */
export function enabledDrawGames(settings: Pick<SiteSettings, "products_allow">): DrawGame[] {
  return DRAW_GAME_ORDER.filter((game) => isProductEnabled(settings, DRAW_GAME_PRODUCTS[game] as Product));
}

/** The lotto pages exist only where at least one draw game is on; else the site's 404. */
export function requireDrawGames(context: Context): DrawGame[] {
  const games = enabledDrawGames(context.get(shellContext).settings);
  if (games.length === 0) throw notFound();
  return games;
}

/** Public lotto calls: the site and language headers, no player needed. */
function lottoApi<T extends z.ZodType>(context: Context, path: string, schema: T) {
  return apiFetch(context, path, schema, { shell: context.get(shellContext) });
}

export interface EventsPageData {
  games: DrawGamesResponse;
}

/** Spec §2 /lotto/events: GET api/lotto/games, the next open draws of every enabled game. */
export async function eventsLoader(context: Context): Promise<EventsPageData> {
  requireDrawGames(context);
  return { games: await lottoApi(context, "/api/lotto/games", drawGamesResponseSchema) };
}

export interface NumbersPageData {
  games: DrawGame[];
  request: ResultsRequest;
  results: z.output<typeof drawsResponseSchema>;
  pages: number;
  stats: z.output<typeof numberStatsResponseSchema>;
}

/** How many past draws the number statistics cover. */
export const STATS_WINDOW = 100;

/**
 * Spec §2 /lotto/numbers: one game's past results, newest first (GET api/lotto/draws, pages of
 * spec §9's size), and its hot, cold and per-number counts over the last 100 draws (GET
 * api/lotto/numbers). A page past the end goes to the last page.
 */
export async function numbersLoader(url: URL, context: Context): Promise<NumbersPageData> {
  const games = requireDrawGames(context);
  const request = parseResultsQuery(url.searchParams, games);
  // Without a status the API answers the results (drawn and settled draws), newest first.
  const results = new URLSearchParams({ game: request.game, page: String(request.page) });
  const [draws, stats] = await Promise.all([
    lottoApi(context, `/api/lotto/draws?${results}`, drawsResponseSchema),
    lottoApi(
      context,
      `/api/lotto/numbers?game=${request.game}&draws=${STATS_WINDOW}`,
      numberStatsResponseSchema,
    ),
  ]);
  const pages = pageCount(draws.total, draws.per_page);
  if (draws.total > 0 && request.page > pages) throw redirect(resultsHref(request.game, pages));
  return { games, request, results: draws, pages, stats };
}

export interface DrawPageData {
  draw: Draw | null;
  /** The web server's clock when the page was made: the countdown to the draw runs from it. */
  serverTime: string;
}

const DRAW_ID = /^[0-9]{1,15}$/;

/**
 * /lotto/draws/:id: one draw (GET api/lotto/draws/:id): its committed hash always, its seed and
 * numbers once drawn. Without an id it is the verifier alone. An unknown draw is the site's 404.
 */
export async function drawLoader(id: string | undefined, context: Context): Promise<DrawPageData> {
  requireDrawGames(context);
  const serverTime = new Date().toISOString();
  if (id === undefined) return { draw: null, serverTime };
  if (!DRAW_ID.test(id)) throw notFound();
  try {
    return { draw: await lottoApi(context, `/api/lotto/draws/${id}`, drawSchema), serverTime };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}
