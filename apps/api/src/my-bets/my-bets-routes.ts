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
import type { Database } from "../db/database.ts";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { parseWith } from "../http/parse-with.ts";
import type { DictionaryStore } from "../i18n/dictionary-store.ts";
import type { MyBetsSource } from "../products/product.ts";
import { authOf } from "../session/require-user.ts";
import { messageLocale } from "../users/contact.ts";
import { myBetsOf, playedGamesOf } from "./my-bets.ts";

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

export interface MyBetsRoutesOptions {
  db: Database;
  dictionaries: DictionaryStore;
  /** Every product's my-bets source (products/product.ts), in the product list's order. */
  sources: readonly MyBetsSource[];
}

/**
 * Spec §7 mybets (and its ticket variant), game and gameStatus: the player's own bets, of every
 * product that gives a my-bets source; registered once by app.ts, after the products' routes.
 */
export const myBetsRoutes: FastifyPluginAsyncZod<MyBetsRoutesOptions> = async (
  app,
  { db, dictionaries, sources },
) => {
  const kinds = sources.map((source) => source.kind);
  if (new Set(kinds).size !== kinds.length) throw new Error(`my-bets sources repeat a kind: ${kinds}`);
  // The ticket variant is answered by the one source that sells tickets (none: no tickets).
  const ticketSources = sources.filter((source) => source.ticketVariant);
  if (ticketSources.length > 1) throw new Error(`more than one my-bets source answers variant=ticket`);
  const [ticketSource] = ticketSources;

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
      if (variant === "ticket") {
        const tickets = parseWith(ticketsQuerySchema, request.query);
        const data = (await ticketSource?.ticketVariant?.(db, site, user.id, tickets)) ?? {
          items: [],
          page: tickets.page,
          per_page: tickets.per_page,
          total: 0,
        };
        return { status: "success" as const, data };
      }
      const data = await myBetsOf(db, sources, site, user.id, parseWith(myBetsQuerySchema, query));
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
      return { status: "success" as const, data: await playedGamesOf(db, sources, site, user.id) };
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
