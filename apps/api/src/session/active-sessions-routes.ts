import {
  activeSessionsResponseSchema,
  endSessionsRequestSchema,
  endSessionsResponseSchema,
  messageEnvelope,
  messageEnvelopeSchema,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { notFound } from "../http/http-error.ts";
import { clientInfo } from "../security/client-info.ts";
import type { Accounts } from "./accounts.ts";
import { deviceLabel } from "./device-label.ts";
import { authOf } from "./require-user.ts";

const common = { tags: ["user"], security: bearerSecurity, headers: authHeadersSchema };

/** The player's live sessions (device, address, last use), and ending one, the others, or all. */
export const activeSessionsRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  app.get(
    "/user/sessions",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The account's live sessions, most recently used first",
        response: { 200: successEnvelope(activeSessionsResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { user, site, sessionId } = authOf(request);
      const rows = await accounts.sessions.listLive(user, site);
      const data = rows.map((row) => ({
        id: row.id,
        device: deviceLabel(row.userAgent),
        ip: row.ip,
        method: row.method,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        current: row.id === sessionId,
      }));
      return { status: "success" as const, data };
    },
  );

  app.post(
    "/user/sessions/:id/end",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "End one of the account's sessions (another player's id is a 404)",
        params: z.object({ id: z.uuid() }),
        response: { 200: messageEnvelopeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      // Scoped to the account: someone else's session id is indistinguishable from an unknown one.
      if (!(await accounts.sessions.revoke(request.params.id, user.id))) throw notFound("Session not found");
      await accounts.events.record(
        { siteId: user.siteId, userId: user.id, kind: "session_ended" },
        clientInfo(request),
      );
      return { status: "success" as const, message: "The session has been ended." };
    },
  );

  app.post(
    "/user/sessions/end-all",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "End every other session of the account (and this one with include_current)",
        body: endSessionsRequestSchema,
        response: { 200: messageEnvelope(endSessionsResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const keep = request.body.include_current ? undefined : sessionId;
      const ended = await accounts.sessions.revokeAll(user.id, keep);
      await accounts.events.record(
        { siteId: user.siteId, userId: user.id, kind: "sessions_ended" },
        clientInfo(request),
      );
      const message = keep ? "Every other session has been ended." : "You have been logged out everywhere.";
      return { status: "success" as const, message, data: { ended } };
    },
  );
};
