import { aggregatorErrorSchema, successEnvelope } from "@platform/contracts";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GamesDatabase } from "./db/database.ts";
import { GamesError } from "./http/http-error.ts";

/** Liveness and database reachability, for load balancers. */
export const healthRoute: FastifyPluginAsyncZod<{ db: GamesDatabase }> = async (app, { db }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["ops"],
        summary: "Service and database health",
        response: { 200: successEnvelope(z.object({ db: z.literal("ok") })), 503: aggregatorErrorSchema },
      },
      config: { rateLimit: false },
    },
    async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, "games database health check failed");
        throw new GamesError(503, "RS_ERROR_UNAVAILABLE", "Database unavailable");
      }
      return { status: "success" as const, data: { db: "ok" as const } };
    },
  );
};
