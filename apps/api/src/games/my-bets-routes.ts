import {
  BET_STATUSES,
  gameStatusesResponseSchema,
  myBetsQuerySchema,
  myBetsResponseSchema,
  playedGamesResponseSchema,
  successEnvelope,
  TICKET_STATUSES,
  ticketsQuerySchema,
  ticketsResponseSchema,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { parseWith } from "../http/parse-with.ts";
import type { DictionaryStore } from "../i18n/dictionary-store.ts";
import { ticketsOf } from "../lotto/my-tickets.ts";
import { authOf } from "../session/require-user.ts";
import { messageLocale } from "../users/contact.ts";
import { myBetsOf, playedGamesOf } from "./my-bets.ts";
import type { Games } from "./seamless-wallet.ts";

const common = { tags: ["user"], security: bearerSecurity, headers: authHeadersSchema };

/**
 * The route takes the fields of both variants (spec §7: the ticket variant has no tab); each
 * variant is then held to its own schema, so a status of the other variant is still a 400.
 */
const betsOrTicketsQuerySchema = myBetsQuerySchema.extend({
  variant: z.literal("ticket").optional().describe("ticket: the player's draw tickets"),
  game_status: z.enum([...new Set([...BET_STATUSES, ...TICKET_STATUSES])]).optional(),
});

/** English names of the bet statuses, when the site's dictionary has none. */
const STATUS_NAMES: Record<string, string> = {
  open: "Open",
  won: "Won",
  lost: "Lost",
  cancelled: "Cancelled",
};

/** Spec §7 mybets (and its ticket variant), game and gameStatus: the player's own bets. */
export const myBetsRoutes: FastifyPluginAsyncZod<{ games: Games; dictionaries: DictionaryStore }> = async (
  app,
  { games, dictionaries },
) => {
  app.get(
    "/user/mybets",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The player's bets (or, with variant=ticket, draw tickets), newest first; one with bet_id",
        querystring: betsOrTicketsQuerySchema,
        response: {
          200: successEnvelope(z.union([myBetsResponseSchema, ticketsResponseSchema])),
          ...accountErrorResponses,
        },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const { variant, ...query } = request.query;
      const data =
        variant === "ticket"
          ? await ticketsOf(games.db, site, user.id, parseWith(ticketsQuerySchema, request.query))
          : await myBetsOf(games.db, site, user.id, parseWith(myBetsQuerySchema, query));
      return { status: "success" as const, data };
    },
  );

  app.get(
    "/user/game",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The games the player has played (filters of my bets and history)",
        response: { 200: successEnvelope(playedGamesResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      return { status: "success" as const, data: await playedGamesOf(games.db, site, user.id) };
    },
  );

  app.get(
    "/user/gameStatus",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The statuses a bet can have (game_status), in the player's language",
        response: { 200: successEnvelope(gameStatusesResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const locale = typeof request.headers.locale === "string" ? request.headers.locale : user.locale;
      const { dictionary } = await dictionaries.get(site.id, messageLocale(site, locale));
      return {
        status: "success" as const,
        data: BET_STATUSES.map((id) => ({
          id,
          name: dictionary[`bets.status.${id}`] ?? STATUS_NAMES[id] ?? id,
        })),
      };
    },
  );
};
