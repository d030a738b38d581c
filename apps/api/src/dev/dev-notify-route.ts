import { successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { HttpError } from "../http/http-error.ts";
import { requireRole } from "../operator/roles.ts";
import { createRetentionOffer, notifyPlayer } from "../promotions/operator-promotions.ts";
import { systemClock } from "../security/clock.ts";
import { authOf } from "../session/require-user.ts";
import { localOnly } from "./local-only.ts";

const login = z.string().trim().min(3).max(254);
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/);

/**
 * POST /api/dev/notify and /api/dev/retention-offer: the operator CLI's `notify` and
 * `retention-offer` for the demo and its end-to-end tests, on the running server's own database
 * (the CLI cannot open the embedded store while the server holds it). Registered only with the
 * outbox transport, like /api/dev/outbox, which production refuses; answered only to this machine
 * (unless DEMO_OPEN_NETWORK=true) and only to an operator of the site, on that site's players.
 */
export const devNotifyRoute: FastifyPluginAsyncZod<{ db: Database; openNetwork: boolean }> = async (
  app,
  { db, openNetwork },
) => {
  localOnly(app, openNetwork);
  const guard = requireRole(db, "operator");
  app.addHook("preHandler", async (request) => {
    await app.requireUser(request);
    await guard(request);
  });
  const common = { tags: ["dev"], security: bearerSecurity, headers: authHeadersSchema };
  const responses = {
    ...accountErrorResponses,
    403: accountErrorResponses[403].describe("The account does not hold the operator role"),
  };

  app.post(
    "/dev/notify",
    {
      schema: {
        ...common,
        summary: "The operator's notify command (demo only)",
        body: z.object({
          login,
          title: z.string().trim().min(1).max(200),
          body: z.string().trim().min(1).max(2000),
          promotion: slug.optional(),
        }),
        response: { 200: successEnvelope(z.object({ id: z.string() })), ...responses },
      },
    },
    async (request) => {
      const { site } = authOf(request);
      const { title, body, promotion } = request.body;
      const sent = await notifyPlayer(
        db,
        site,
        request.body.login,
        { title, body, promotionSlug: promotion },
        systemClock(),
      );
      if (!sent) throw new HttpError(409, "Marketing may not be sent to this player now.");
      return { status: "success" as const, data: { id: sent.id } };
    },
  );

  app.post(
    "/dev/retention-offer",
    {
      schema: {
        ...common,
        summary: "The operator's retention-offer command (demo only)",
        body: z.object({ login, promotion: slug }),
        response: {
          200: successEnvelope(z.object({ id: z.string(), path: z.string() })),
          ...responses,
        },
      },
    },
    async (request) => {
      const { site } = authOf(request);
      const offer = await createRetentionOffer(
        db,
        site,
        request.body.login,
        request.body.promotion,
        systemClock(),
      );
      if (!offer) throw new HttpError(409, "Marketing may not be sent to this player now.");
      return { status: "success" as const, data: { id: offer.notification.id, path: offer.path } };
    },
  );
};
