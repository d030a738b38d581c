import { localeSchema, successEnvelope, withdrawalForfeitSchema } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { authOf } from "../session/require-user.ts";
import type { PromotionDeps } from "./grant-promotion.ts";
import { withdrawalForfeit } from "./withdrawal-forfeit.ts";

/** GET api/user/withdraw-forfeit: what the withdraw page warns about (docs/decisions/028). */
export const withdrawalForfeitRoutes: FastifyPluginAsyncZod<{ deps: PromotionDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    "/user/withdraw-forfeit",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["cashier"],
        security: bearerSecurity,
        headers: authHeadersSchema,
        summary: "What a withdrawal now would forfeit: the active bonus and the promo credit (null: none)",
        querystring: z.object({ locale: localeSchema.optional() }),
        response: { 200: successEnvelope(withdrawalForfeitSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const header = request.headers.locale;
      const locale = request.query.locale ?? (typeof header === "string" ? header : user.locale);
      const data = await withdrawalForfeit(deps.ledger, site, user.id, locale, deps.clock());
      return { status: "success" as const, data };
    },
  );
};
