import { messageEnvelopeSchema, reauthenticateRequestSchema } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { clientInfo } from "../security/client-info.ts";
import type { Accounts } from "./accounts.ts";
import { LOGIN_RATE_LIMIT } from "./login-routes.ts";
import { linkedUserId } from "./oauth-identities.ts";
import { exchangeCode } from "./oauth-route.ts";
import { authOf } from "./require-user.ts";

const NOT_YOURS = "This Google account is not the one linked to your account.";

/**
 * A fresh sign-in with the provider while logged in: for an account without a password, it is
 * what proves the player before a phone, email or password change (confirmIdentity).
 */
export const reauthenticateRoute: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  app.post(
    "/user/reauthenticate",
    {
      preHandler: app.requireUser,
      config: LOGIN_RATE_LIMIT,
      schema: {
        tags: ["user"],
        summary: "Confirm the player with a fresh OAuth sign-in (valid 10 minutes for sensitive changes)",
        security: bearerSecurity,
        headers: authHeadersSchema,
        body: reauthenticateRequestSchema,
        response: { 200: messageEnvelopeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const { user, site, sessionId } = authOf(request);
      const { method } = request.body;
      const provider = site.settings.google_login_enable ? accounts.oauthProviders[method] : undefined;
      if (!provider) throw notFound("This login method is not available.");
      const profile = await exchangeCode(provider, request.body);
      if ((await linkedUserId(accounts.db, site.id, method, profile.subject)) !== user.id) {
        throw new HttpError(403, NOT_YOURS);
      }
      await accounts.sessions.markAuthenticated(sessionId);
      await accounts.events.record(
        { siteId: site.id, userId: user.id, kind: "reauthenticated" },
        clientInfo(request),
      );
      return { status: "success" as const, message: "Thank you. You can now make the change." };
    },
  );
};
