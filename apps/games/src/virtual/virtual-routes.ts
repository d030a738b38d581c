import {
  sportsOperatorQuerySchema,
  successEnvelope,
  type VirtualFootballBoard,
  virtualFootballBoardSchema,
  virtualMatchDayDetailSchema,
  virtualMatchDayParamsSchema,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GamesDatabase } from "../db/database.ts";
import { notFound } from "../http/http-error.ts";
import { errorResponses } from "../http/responses.ts";
import type { Operators } from "../operators/operators.ts";
import type { Clock } from "../shared/clock.ts";
import { boardCache } from "./shared/board-cache.ts";
import { virtualBoard, virtualMatchDayDetail } from "./virtual-board.ts";
import type { VirtualOptions } from "./virtual-config.ts";

export interface VirtualRoutesOptions {
  db: GamesDatabase;
  operators: Operators;
  clock: Clock;
  virtual: Pick<VirtualOptions, "playMs">;
}

const tags = ["virtual"];

/**
 * Virtual football's public reads (docs/decisions/048): the page's board and one match day with
 * what verifies it. Public and per operator like the sportsbook's catalogue; the state moves every
 * second while a match day plays, so the board is cached for a second only (shared/board-cache.ts).
 */
export const virtualRoutes: FastifyPluginAsyncZod<VirtualRoutesOptions> = async (app, options) => {
  const { db, operators, clock, virtual } = options;
  // One key: the board names no operator, site or locale.
  const boards = boardCache<VirtualFootballBoard>(clock);

  app.get(
    "/v1/virtual/football",
    {
      schema: {
        tags,
        summary: "Virtual football: the match days open for betting, the one playing, results and the table",
        querystring: sportsOperatorQuerySchema,
        response: { 200: successEnvelope(virtualFootballBoardSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      await operators.require(request.query.operator);
      reply.header("cache-control", "public, max-age=1");
      return {
        status: "success" as const,
        data: await boards.get("football", () => virtualBoard(db, virtual, clock())),
      };
    },
  );

  app.get(
    "/v1/virtual/football/match-days/:id",
    {
      schema: {
        tags,
        summary: "One match day: fixtures, prices, commitment, entropy, and once settled its seed and bets",
        params: virtualMatchDayParamsSchema,
        querystring: sportsOperatorQuerySchema,
        response: { 200: successEnvelope(virtualMatchDayDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      await operators.require(request.query.operator);
      const detail = await virtualMatchDayDetail(db, virtual, request.params.id, clock());
      if (!detail) throw notFound("There is no such match day.");
      reply.header("cache-control", "public, max-age=1");
      return { status: "success" as const, data: detail };
    },
  );
};
