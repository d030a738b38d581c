import {
  aggregatorAccountSchema,
  errorEnvelopeSchema,
  isProductEnabled,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../http/error-responses.ts";
import { feDomainHeadersSchema } from "../http/headers.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { bearerToken, SESSION_EXPIRED } from "../session/require-user.ts";
import { siteCurrency } from "../wallet/amounts.ts";
import { aggregatorPublicUrl } from "./games-env.ts";
import type { Games } from "./seamless-wallet.ts";

const headersSchema = feDomainHeadersSchema.extend({
  authorization: z.string().max(200).optional().describe("Bearer <token>: a player gets a launch token"),
});

/**
 * Spec §3/§7 GET /api/aggregator/account (header fe-domain): where the aggregator is, the
 * operator (the site code), the currency and, for a logged-in player, a launch token (real play);
 * a visitor gets none (fun play). A token the request carries that opens no session is a 401, as
 * on every call; a site without the aggregator product answers 404.
 */
export const aggregatorAccountRoute: FastifyPluginAsyncZod<{ games: Games }> = async (app, { games }) => {
  app.get(
    "/aggregator/account",
    {
      schema: {
        tags: ["games"],
        summary: "The aggregator account of a site, with a launch token for a logged-in player",
        security: [{}, { bearerAuth: [] }],
        headers: headersSchema,
        response: {
          200: successEnvelope(aggregatorAccountSchema),
          ...errorResponses,
          401: errorEnvelopeSchema.describe("The bearer token opens no session on this site"),
        },
      },
    },
    async (request, reply) => {
      const site = await games.sites.byDomain(request.headers["fe-domain"]);
      if (!isProductEnabled(site.settings, "aggregator"))
        throw notFound("Games are not available on this site.");
      let token: string | null = null;
      if (request.headers.authorization !== undefined) {
        const bearer = bearerToken(request);
        const session = bearer ? await games.accounts.sessions.find(bearer, site) : null;
        if (!session) throw new HttpError(401, SESSION_EXPIRED);
        token = games.tokens.mint({
          userId: session.user.id,
          siteCode: site.siteCode,
          sessionId: session.sessionId,
        }).token;
      }
      reply.header("cache-control", "no-store");
      return {
        status: "success" as const,
        data: {
          url: aggregatorPublicUrl(games.options, site),
          account: site.siteCode,
          currency: siteCurrency(site).code,
          token,
          mode: token ? ("real" as const) : ("fun" as const),
        },
      };
    },
  );
};
