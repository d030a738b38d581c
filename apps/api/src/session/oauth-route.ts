import {
  authResponseSchema,
  OAUTH_METHODS,
  type OAuthMethod,
  oauthLoginRequestSchema,
  successEnvelope,
} from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userIdentities } from "../db/schema.ts";
import { accountErrorResponses, localeQuerystringSchema } from "../http/account-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { clientInfo } from "../security/client-info.ts";
import type { Site } from "../sites/site-repository.ts";
import { messageLocale } from "../users/contact.ts";
import { findUserByEmail, findUserById, insertUser } from "../users/user-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import type { Accounts } from "./accounts.ts";
import { LOGIN_RATE_LIMIT } from "./login-routes.ts";
import { DEACTIVATED, startSession } from "./login-service.ts";
import { type OAuthProfile, OAuthRejectedError } from "./oauth-provider.ts";

const SWITCH: Record<OAuthMethod, "google_login_enable"> = { google: "google_login_enable" };
const CONSENT = "Please confirm you are 18 or older and accept the terms to create your account.";

/**
 * Spec §7 POST api/session/{method}: other login methods. `google` exchanges the authorization
 * code through the OAuth adapter, then logs in the linked account, links a verified email, or
 * creates the account (which needs age and terms consent, as registration does).
 */
export const oauthRoute: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (app, { accounts }) => {
  app.post(
    "/session/:method",
    {
      config: LOGIN_RATE_LIMIT,
      // An unknown method is a 404 before its body is judged.
      preValidation: async (request) => {
        const { method } = request.params as { method?: string };
        if (!OAUTH_METHODS.some((known) => known === method)) {
          throw notFound("This login method is not available.");
        }
      },
      schema: {
        tags: ["session"],
        summary: "Log in or register with another method (google)",
        headers: siteCodeHeadersSchema,
        params: z.object({
          method: z
            .string()
            .max(40)
            .describe(`One of: ${OAUTH_METHODS.join(", ")}`),
        }),
        querystring: localeQuerystringSchema,
        body: oauthLoginRequestSchema,
        response: { 200: successEnvelope(authResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const site = await accounts.sites.byCode(request.headers["site-code"]);
      const method = OAUTH_METHODS.find((known) => known === request.params.method);
      const provider = method && site.settings[SWITCH[method]] ? accounts.oauthProviders[method] : undefined;
      if (!method || !provider) throw notFound("This login method is not available.");

      const profile = await provider.exchange(request.body.code, request.body.redirect_uri).catch((error) => {
        if (error instanceof OAuthRejectedError)
          throw new HttpError(400, "Sign-in failed. Please try again.");
        throw error;
      });
      const user = await findOrCreate(accounts, site, method, profile, request.body, request.query.locale);
      if (user.deactivatedAt) throw new HttpError(403, DEACTIVATED);
      const data = await startSession(accounts, user, clientInfo(request));
      return { status: "success" as const, message: "Welcome!", data };
    },
  );
};

async function findOrCreate(
  accounts: Accounts,
  site: Site,
  provider: OAuthMethod,
  profile: OAuthProfile,
  consent: { age_confirmed?: boolean; terms_accepted?: boolean },
  locale: string | undefined,
): Promise<UserRow> {
  const [identity] = await accounts.db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(
      and(
        eq(userIdentities.siteId, site.id),
        eq(userIdentities.provider, provider),
        eq(userIdentities.subject, profile.subject),
      ),
    );
  const linked = identity && (await findUserById(accounts.db, identity.userId));
  if (linked) return linked;

  // Only a verified address may claim an existing account; anyone can type an unverified one.
  const byEmail =
    profile.email && profile.emailVerified
      ? await findUserByEmail(accounts.db, site.id, profile.email)
      : null;
  let user = byEmail;
  if (!user) {
    if (consent.age_confirmed !== true || consent.terms_accepted !== true) {
      throw new HttpError(400, CONSENT, [
        { message: CONSENT, field: "age_confirmed" },
        { message: CONSENT, field: "terms_accepted" },
      ]);
    }
    user = await insertUser(accounts.db, {
      siteId: site.id,
      callingCode: site.settings.calling_code,
      email: profile.emailVerified ? profile.email : null,
      emailVerified: profile.emailVerified && profile.email !== null,
      fullName: profile.name.slice(0, 100),
      locale: messageLocale(site, locale),
    });
  }
  await accounts.db
    .insert(userIdentities)
    .values({ siteId: site.id, provider, subject: profile.subject, userId: user.id })
    .onConflictDoNothing();
  return user;
}
