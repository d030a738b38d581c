import {
  sportsJackpotBuyRequestSchema,
  sportsJackpotOverviewSchema,
  sportsJackpotTicketSchema,
  sportsJackpotTicketsSchema,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../http/responses.ts";
import type { Operators } from "../operators/operators.ts";
import type { Sessions } from "../play/sessions.ts";
import {
  authHeaders,
  security,
  sessionErrors,
  sessionParams,
} from "../sports/betting/session-route-schemas.ts";
import { authorizeSportsSession } from "../sports/betting/sports-sessions.ts";
import { buyTicket } from "./buy-ticket.ts";
import { jackpotOverview, playerTickets } from "./jackpot-queries.ts";
import type { SportsJackpot } from "./sports-jackpot.ts";

export interface SportsJackpotRoutesOptions {
  jackpot: SportsJackpot;
  sessions: Sessions;
  operators: Operators;
}

const tags = ["sports"];

/**
 * The 13-match jackpot's API (docs/decisions/050-sports-jackpot.md). Public: the round on sale, the
 * one waiting for results and past rounds, each with the operator's pool. A player's, with the
 * sportsbook session (the launch token as `Authorization: Bearer`): buy a ticket, their tickets.
 */
export const sportsJackpotRoutes: FastifyPluginAsyncZod<SportsJackpotRoutesOptions> = async (
  app,
  { jackpot, sessions, operators },
) => {
  const deps = jackpot.deps;
  const authorize = (id: string, authorization: string | undefined) =>
    authorizeSportsSession(sessions, id, authorization);

  app.get(
    "/v1/sports/jackpot",
    {
      schema: {
        tags,
        summary: "The jackpot round on sale, the one waiting for results and past rounds with winners",
        querystring: z.object({ operator: z.string().min(1).max(50) }),
        response: { 200: successEnvelope(sportsJackpotOverviewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const operator = await operators.require(request.query.operator);
      return { status: "success" as const, data: await jackpotOverview(deps, operator) };
    },
  );

  app.post(
    "/v1/sports/sessions/:id/jackpot/tickets",
    {
      schema: {
        tags,
        summary: "Buy a jackpot ticket: one or more outcomes per match; lines and stake computed here",
        description:
          "Stake = lines × the line price of the operator's currency, taken through the seamless wallet once. A replay of request_id answers the ticket it bought. Refused (409) once sales closed.",
        params: sessionParams,
        headers: authHeaders,
        body: sportsJackpotBuyRequestSchema,
        security,
        response: { 200: successEnvelope(sportsJackpotTicketSchema), ...sessionErrors },
      },
    },
    async (request) => {
      const authorized = await authorize(request.params.id, request.headers.authorization);
      return { status: "success" as const, data: await buyTicket(deps, authorized, request.body) };
    },
  );

  app.get(
    "/v1/sports/sessions/:id/jackpot/tickets",
    {
      schema: {
        tags,
        summary: "The player's jackpot tickets, newest first",
        params: sessionParams,
        headers: authHeaders,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(50),
          before: z.iso.datetime().optional(),
        }),
        security,
        response: { 200: successEnvelope(sportsJackpotTicketsSchema), ...sessionErrors },
      },
    },
    async (request) => {
      const { session } = await authorize(request.params.id, request.headers.authorization);
      const { limit, before } = request.query;
      const tickets = await playerTickets(
        deps,
        { operatorId: session.operatorId, playerId: session.playerId! },
        { limit, ...(before ? { before: new Date(before) } : {}) },
      );
      return { status: "success" as const, data: { tickets } };
    },
  );
};
