import {
  DRAW_GAME_PRODUCTS,
  drawGamesResponseSchema,
  drawSchema,
  drawsQuerySchema,
  drawsResponseSchema,
  numberStatsQuerySchema,
  numberStatsResponseSchema,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { errorResponses } from "../http/error-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { notFound } from "../http/http-error.ts";
import type { Clock } from "../security/clock.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import { formatMinor, settingAmount, siteCurrency } from "../wallet/amounts.ts";
import { enabledDrawGames, isDrawGameEnabled, maxLineSizeOf } from "./draw-games.ts";
import { findDraw, listDraws, nextDraws, numberStats } from "./draw-queries.ts";
import { drawView } from "./draw-view.ts";

/** How many upcoming draws of each game the games list shows. */
const NEXT_DRAWS = 5;

const common = { tags: ["lotto"], headers: siteCodeHeadersSchema };

/**
 * The public side of the draw games (spec §2 /lotto, /lotto/events, /lotto/numbers,
 * /lucky-number): the games a site runs with their next draws, past results, one draw with its
 * seeds for the verifier, and hot and cold numbers. No login: results are public.
 */
export const lottoRoutes: FastifyPluginAsyncZod<{ db: Database; sites: SiteResolver; clock: Clock }> = async (
  app,
  { db, sites, clock },
) => {
  app.get(
    "/lotto/games",
    {
      schema: {
        ...common,
        summary: "The site's draw games: timetables, paytables, stake limits and next draws",
        response: { 200: successEnvelope(drawGamesResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
      const now = clock();
      const lotto = site.settings.lotto;
      const games = await Promise.all(
        enabledDrawGames(site.settings).map(async (game) => ({
          game,
          product: DRAW_GAME_PRODUCTS[game],
          max_line_size: maxLineSizeOf(game),
          schedule: lotto.schedules[game],
          next_draws: (await nextDraws(db, site.id, game, now, NEXT_DRAWS)).map((draw) =>
            drawView(draw, now),
          ),
        })),
      );
      return {
        status: "success" as const,
        data: {
          server_time: now.toISOString(),
          currency: siteCurrency(site).code,
          min_stake_per_line: formatMinor(site, settingAmount(site, lotto.min_stake_per_line)),
          max_stake_per_ticket: formatMinor(site, settingAmount(site, lotto.max_stake_per_ticket)),
          max_cart_lines: lotto.max_cart_lines,
          paytable: lotto.paytable,
          number_paytable: lotto.number_paytable,
          games,
        },
      };
    },
  );

  app.get(
    "/lotto/draws",
    {
      schema: {
        ...common,
        summary: "Draws of the site's games: results newest first, or upcoming draws by status",
        querystring: drawsQuerySchema,
        response: { 200: successEnvelope(drawsResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
      const { game, ...query } = request.query;
      if (game && !isDrawGameEnabled(site.settings, game)) throw notFound("This draw game is not available.");
      const now = clock();
      const { items, total } = await listDraws(
        db,
        site.id,
        game ? [game] : enabledDrawGames(site.settings),
        query,
        now,
      );
      return {
        status: "success" as const,
        data: {
          items: items.map((draw) => drawView(draw, now)),
          page: query.page,
          per_page: query.per_page,
          total,
        },
      };
    },
  );

  app.get(
    "/lotto/draws/:id",
    {
      schema: {
        ...common,
        summary: "One draw: its committed hash, and its seed and numbers once drawn",
        params: z.object({ id: z.string().max(40) }),
        response: { 200: successEnvelope(drawSchema), ...errorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
      const { id } = request.params;
      const draw = /^\d{1,15}$/.test(id) ? await findDraw(db, site.id, Number(id)) : undefined;
      if (!draw) throw notFound("This draw does not exist.");
      return { status: "success" as const, data: drawView(draw, clock()) };
    },
  );

  app.get(
    "/lotto/numbers",
    {
      schema: {
        ...common,
        summary: "How often each number came in a game's last draws: counts, hot, cold, last seen",
        querystring: numberStatsQuerySchema,
        response: { 200: successEnvelope(numberStatsResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
      const { game, draws } = request.query;
      if (!isDrawGameEnabled(site.settings, game)) throw notFound("This draw game is not available.");
      const stats = await numberStats(db, site.id, game, draws);
      return {
        status: "success" as const,
        data: {
          game,
          draws: stats.draws,
          counts: stats.counts,
          hot: stats.hot,
          cold: stats.cold,
          last_seen: stats.lastSeen,
        },
      };
    },
  );
};
