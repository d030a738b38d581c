import { successEnvelope, ticketDetailSchema } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { notFound } from "../http/http-error.ts";
import { authOf } from "../session/require-user.ts";
import { ticketOf } from "./my-tickets.ts";

/** Spec §2 /users/ticket: one of the player's tickets, every line listed and which won. */
export const ticketsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/user/tickets/:id",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["user"],
        security: bearerSecurity,
        headers: authHeadersSchema,
        summary: "One of the player's draw tickets with its lines (another player's is a 404)",
        params: z.object({ id: z.string().max(20) }),
        response: { 200: successEnvelope(ticketDetailSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const ticket = await ticketOf(db, site, user.id, request.params.id);
      if (!ticket) throw notFound("This ticket does not exist.");
      return { status: "success" as const, data: ticket };
    },
  );
};
