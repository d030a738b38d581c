import { successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { errorResponses } from "../http/error-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { HttpError } from "../http/http-error.ts";
import { createRetentionOffer, notifyPlayer } from "../promotions/operator-promotions.ts";
import { systemClock } from "../security/clock.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";

const login = z.string().trim().min(3).max(254);
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/);

/**
 * POST /api/dev/notify and /api/dev/retention-offer: the operator CLI's `notify` and
 * `retention-offer` for the demo and its end-to-end tests, on the running server's own database
 * (the CLI cannot open the embedded store while the server holds it). Registered only with the
 * outbox transport, like /api/dev/outbox, which production refuses.
 */
export const devNotifyRoute: FastifyPluginAsyncZod<{ db: Database; sites: SiteResolver }> = async (
  app,
  { db, sites },
) => {
  app.post(
    "/dev/notify",
    {
      schema: {
        tags: ["dev"],
        summary: "The operator's notify command (demo only)",
        headers: siteCodeHeadersSchema,
        body: z.object({
          login,
          title: z.string().trim().min(1).max(200),
          body: z.string().trim().min(1).max(2000),
          promotion: slug.optional(),
        }),
        response: { 200: successEnvelope(z.object({ id: z.string() })), ...errorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
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
        tags: ["dev"],
        summary: "The operator's retention-offer command (demo only)",
        headers: siteCodeHeadersSchema,
        body: z.object({ login, promotion: slug }),
        response: {
          200: successEnvelope(z.object({ id: z.string(), path: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
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
