import { errorEnvelopeSchema, successEnvelope } from "@platform/contracts";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { errorResponses } from "../http/error-responses.ts";
import { HttpError } from "../http/http-error.ts";

/** Liveness and database reachability, for load balancers and the start script. */
export const healthRoute: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["ops"],
        summary: "Service and database health",
        response: {
          200: successEnvelope(z.object({ db: z.literal("ok") })),
          ...errorResponses,
          503: errorEnvelopeSchema,
        },
      },
      // Probes poll often; they must never be rate limited into a false "down".
      config: { rateLimit: false },
    },
    async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, "database health check failed");
        throw new HttpError(503, "Database unavailable");
      }
      return { status: "success" as const, data: { db: "ok" as const } };
    },
  );
};
