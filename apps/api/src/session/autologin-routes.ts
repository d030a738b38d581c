import {
  authResponseSchema,
  autologinRequestSchema,
  autologinTokenResponseSchema,
  messageEnvelope,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  accountErrorResponses,
  authHeadersSchema,
  bearerSecurity,
  localeQuerystringSchema,
} from "../http/account-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { HttpError } from "../http/http-error.ts";
import { clientInfo } from "../security/client-info.ts";
import { findUserById } from "../users/user-repository.ts";
import type { Accounts } from "./accounts.ts";
import { DEACTIVATED, startSession } from "./login-service.ts";
import { ONE_TIME_TTL_MS } from "./one-time-tokens.ts";
import { authOf } from "./require-user.ts";

const INVALID = "This sign-in link is invalid or has expired. Please log in.";
const AUTOLOGIN_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: "1 minute" } };

/**
 * /autologin?token= (spec §2) takes a token minted for that purpose alone: single use, two
 * minutes, exchanged here for a new session. A session token in a URL would end up in browser
 * history, proxy logs and Referer headers, and keep working there.
 */
export const autologinRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (app, { accounts }) => {
  app.post(
    "/user/autologin-token",
    {
      preHandler: app.requireUser,
      config: AUTOLOGIN_RATE_LIMIT,
      schema: {
        tags: ["user"],
        summary: "Mint a single-use autologin token (2 minutes) for /autologin?token=",
        security: bearerSecurity,
        headers: authHeadersSchema,
        response: { 200: messageEnvelope(autologinTokenResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { user, site } = authOf(request);
      const token = await accounts.tokens.issue(site.id, user.id, "autologin");
      await accounts.events.record(
        { siteId: site.id, userId: user.id, kind: "autologin_token_issued" },
        clientInfo(request),
      );
      return {
        status: "success" as const,
        message: "Open the link within 2 minutes.",
        data: {
          token,
          expires_in: ONE_TIME_TTL_MS.autologin / 1000,
          url: `${site.origin}/autologin?token=${token}`,
        },
      };
    },
  );

  app.post(
    "/session/autologin",
    {
      config: AUTOLOGIN_RATE_LIMIT,
      schema: {
        tags: ["session"],
        summary: "Exchange an autologin token for a session (single use)",
        headers: siteCodeHeadersSchema,
        querystring: localeQuerystringSchema,
        body: autologinRequestSchema,
        response: { 200: successEnvelope(authResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const site = await accounts.sites.byCode(request.headers["site-code"]);
      const token = await accounts.tokens.consume(site.id, "autologin", request.body.token);
      const user = token && (await findUserById(accounts.db, token.userId));
      if (!user) throw new HttpError(401, INVALID);
      if (user.deactivatedAt) throw new HttpError(403, DEACTIVATED);
      const data = await startSession(accounts, user, site, clientInfo(request), "autologin");
      return { status: "success" as const, message: "Welcome back!", data };
    },
  );
};
