import { operatorAlertSchema, operatorAlertsQuerySchema, successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { HttpError } from "../http/http-error.ts";
import { requireRole } from "../operator/roles.ts";
import type { Clock } from "../security/clock.ts";
import { authOf } from "../session/require-user.ts";
import { listAlerts, type OperatorAlert, resolveAlert } from "./operator-alerts.ts";

const common = { tags: ["operator"], security: bearerSecurity, headers: authHeadersSchema };
const responses = {
  ...accountErrorResponses,
  403: accountErrorResponses[403].describe("The account does not hold the operator role"),
};

function view(alert: OperatorAlert) {
  return {
    id: alert.id,
    kind: alert.kind,
    severity: alert.severity as "critical" | "warning",
    user_id: alert.userId,
    summary: alert.summary,
    details: alert.details,
    created_at: alert.createdAt.toISOString(),
    resolved_at: alert.resolvedAt?.toISOString() ?? null,
    resolved_by: alert.resolvedBy,
  };
}

/** The operator's alerts (role `operator`), scoped to the site of the operator's session. */
export const alertRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const guard = requireRole(db, "operator");
  app.addHook("preHandler", async (request) => {
    await app.requireUser(request);
    await guard(request);
  });

  app.get(
    "/operator/alerts",
    {
      schema: {
        ...common,
        summary: "The site's alerts, newest first (open only unless status=all)",
        querystring: operatorAlertsQuerySchema,
        response: { 200: successEnvelope(z.array(operatorAlertSchema)), ...responses },
      },
    },
    async (request) => {
      const { site } = authOf(request);
      const alerts = await listAlerts(db, site.id, { includeResolved: request.query.status === "all" });
      return { status: "success" as const, data: alerts.map(view) };
    },
  );

  app.post(
    "/operator/alerts/:id/resolve",
    {
      schema: {
        ...common,
        summary: "Mark an open alert resolved (once; another site's alert is a 404)",
        params: z.object({
          id: z.coerce
            .number()
            .int()
            .positive()
            .max(2 ** 31 - 1),
        }),
        response: { 200: successEnvelope(z.object({ id: z.number().int() })), ...responses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const by = user.email ?? user.id;
      if (!(await resolveAlert(db, site.id, request.params.id, by, clock()))) {
        throw new HttpError(404, "No open alert has this id.");
      }
      return {
        status: "success" as const,
        message: "The alert is resolved.",
        data: { id: request.params.id },
      };
    },
  );
};
