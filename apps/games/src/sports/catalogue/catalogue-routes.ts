import {
  sportsFixtureDetailSchema,
  sportsFixtureParamsSchema,
  sportsFixtureSummarySchema,
  sportsFixturesQuerySchema,
  sportsMenuSchema,
  sportsOperatorQuerySchema,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GamesDatabase } from "../../db/database.ts";
import { notFound } from "../../http/http-error.ts";
import { errorResponses } from "../../http/responses.ts";
import type { Operators } from "../../operators/operators.ts";
import type { Clock } from "../../shared/clock.ts";
import { fixtureDetail, listFixtures, sportsMenu } from "./catalogue-queries.ts";

export interface SportsCatalogueRoutesOptions {
  db: GamesDatabase;
  operators: Operators;
  clock: Clock;
}

const tags = ["sports"];

/**
 * The sportsbook's public reads (issue 19): the menu, lists of matches and one match with every
 * market. Public like a lobby (visitors browse prices), per operator like every player API; no
 * player data. Prices move every few seconds, so nothing here is cached for long: pages take the
 * list once and then follow the live channels (`sports:live`, `sports:event:{id}`).
 */
export const sportsCatalogueRoutes: FastifyPluginAsyncZod<SportsCatalogueRoutesOptions> = async (
  app,
  options,
) => {
  const { db, operators, clock } = options;

  app.get(
    "/v1/sports/menu",
    {
      schema: {
        tags,
        summary: "Sports, countries and leagues with open matches, and the matches in play per sport",
        querystring: sportsOperatorQuerySchema,
        response: { 200: successEnvelope(sportsMenuSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      await operators.require(request.query.operator);
      reply.header("cache-control", "public, max-age=5");
      return { status: "success" as const, data: await sportsMenu(db, clock()) };
    },
  );

  app.get(
    "/v1/sports/fixtures",
    {
      schema: {
        tags,
        summary:
          "Matches with their main prices: in play, today or upcoming; by sport, country, league or search",
        querystring: sportsFixturesQuerySchema,
        response: { 200: successEnvelope(z.array(sportsFixtureSummarySchema)), ...errorResponses },
      },
    },
    async (request, reply) => {
      await operators.require(request.query.operator);
      reply.header("cache-control", "public, max-age=2");
      return { status: "success" as const, data: await listFixtures(db, request.query, clock()) };
    },
  );

  app.get(
    "/v1/sports/fixtures/:id",
    {
      schema: {
        tags,
        summary: "One match with every open or suspended market",
        params: sportsFixtureParamsSchema,
        querystring: sportsOperatorQuerySchema,
        response: { 200: successEnvelope(sportsFixtureDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      await operators.require(request.query.operator);
      const detail = await fixtureDetail(db, request.params.id);
      if (!detail) throw notFound("This match is not in the book.");
      reply.header("cache-control", "public, max-age=2");
      return { status: "success" as const, data: detail };
    },
  );
};
