import { messageEnvelopeSchema } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { clientInfo } from "../security/client-info.ts";
import type { Accounts } from "./accounts.ts";
import { authOf } from "./require-user.ts";

/** Spec §7 POST api/session/logout: revokes the token it was called with. */
export const logoutRoute: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (app, { accounts }) => {
  app.post(
    "/session/logout",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["session"],
        summary: "Log out: the token stops working",
        security: bearerSecurity,
        headers: authHeadersSchema,
        response: { 200: messageEnvelopeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      await accounts.sessions.revoke(sessionId, user.id);
      await accounts.events.record(
        { siteId: user.siteId, userId: user.id, kind: "logout" },
        clientInfo(request),
      );
      return { status: "success" as const, message: "You have been logged out." };
    },
  );
};
