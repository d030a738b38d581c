import {
  sportsOperatorQuerySchema,
  successEnvelope,
  type VirtualRacingBoard,
  virtualRaceDetailSchema,
  virtualRaceParamsSchema,
  virtualRacingBoardSchema,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GamesDatabase } from "../../db/database.ts";
import { notFound } from "../../http/http-error.ts";
import { errorResponses } from "../../http/responses.ts";
import type { Operators } from "../../operators/operators.ts";
import type { Clock } from "../../shared/clock.ts";
import { boardCache } from "../shared/board-cache.ts";
import { raceDetail, racingBoard } from "./race-board.ts";
import type { RaceOptions } from "./race-config.ts";

export interface RaceRoutesOptions {
  db: GamesDatabase;
  operators: Operators;
  clock: Clock;
  racing: Pick<RaceOptions, "playMs" | "cadenceMs">;
}

const tags = ["virtual"];

/**
 * Virtual greyhounds' public reads (docs/decisions/048 §Greyhounds at the aggregator): the page's
 * board and one race with what verifies it. Public and per operator like virtual football's; a
 * race runs in seconds, so the board is cached for a second only (../shared/board-cache.ts).
 */
export const raceRoutes: FastifyPluginAsyncZod<RaceRoutesOptions> = async (app, options) => {
  const { db, operators, clock, racing } = options;
  // One key: the board names no operator, site or locale.
  const boards = boardCache<VirtualRacingBoard>(clock);

  app.get(
    "/v1/virtual/greyhounds",
    {
      schema: {
        tags,
        summary: "Virtual greyhounds: the races open for betting, the one running and the last results",
        querystring: sportsOperatorQuerySchema,
        response: { 200: successEnvelope(virtualRacingBoardSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      await operators.require(request.query.operator);
      reply.header("cache-control", "public, max-age=1");
      return {
        status: "success" as const,
        data: await boards.get("greyhounds", () => racingBoard(db, racing, clock())),
      };
    },
  );

  app.get(
    "/v1/virtual/greyhounds/races/:id",
    {
      schema: {
        tags,
        summary: "One race: runners, prices, commitment, entropy, and once settled its seed and bets",
        params: virtualRaceParamsSchema,
        querystring: sportsOperatorQuerySchema,
        response: { 200: successEnvelope(virtualRaceDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      await operators.require(request.query.operator);
      const detail = await raceDetail(db, racing, request.params.id, clock());
      if (!detail) throw notFound("There is no such race.");
      reply.header("cache-control", "public, max-age=1");
      return { status: "success" as const, data: detail };
    },
  );
};
