import { contactKeyResponseSchema, successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { HttpError } from "../http/http-error.ts";
import type { Accounts } from "../session/accounts.ts";
import { authOf } from "../session/require-user.ts";
import { contactKeyOf } from "./contact-key.ts";

/**
 * Spec §6: a logged-in player's contact key for the push-notification script. Only on a site
 * with settings.dengageEnable: elsewhere no push service is told anything.
 */
export const contactKeyRoute: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (app, { accounts }) => {
  app.get(
    "/user/contact-key",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["user"],
        security: bearerSecurity,
        headers: authHeadersSchema,
        summary: "The player's opaque push-notification contact key (settings.dengageEnable)",
        response: { 200: successEnvelope(contactKeyResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      if (!site.settings.dengageEnable) {
        throw new HttpError(404, "Push notifications are not enabled on this site.");
      }
      return { status: "success" as const, data: { contact_key: await contactKeyOf(accounts.db, user.id) } };
    },
  );
};
