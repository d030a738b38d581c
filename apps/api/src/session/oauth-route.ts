import {
  authResponseSchema,
  OAUTH_METHODS,
  type OAuthMethod,
  oauthLoginRequestSchema,
  successEnvelope,
} from "@platform/contracts";
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
import { linkedUserId } from "./oauth-identities.ts";
import { type OAuthProfile, type OAuthProvider, OAuthRejectedError } from "./oauth-provider.ts";

const SWITCH: Record<OAuthMethod, "google_login_enable"> = { google: "google_login_enable" };
const CONSENT = "Please confirm you are 18 or older and accept the terms to create your account.";
const EMAIL_NOT_LINKABLE =
  "An account with this email already exists. Log in with your password and confirm your email address; Google sign-in then works for it too.";

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

      const profile = await exchangeCode(provider, request.body);
      const user = await findOrCreate(accounts, site, method, profile, request.body, request.query.locale);
      if (user.deactivatedAt) throw new HttpError(403, DEACTIVATED);
      const data = await startSession(accounts, user, site, clientInfo(request), method);
      return { status: "success" as const, message: "Welcome!", data };
    },
  );
};

async function findOrCreate(
  accounts: Accounts,
  site: Site,
  provider: OAuthMethod,
  profile: OAuthProfile,
  consent: { age_confirmed?: boolean; terms_accepted?: boolean; affiliate_code?: string | undefined },
  locale: string | undefined,
): Promise<UserRow> {
  const linkedId = await linkedUserId(accounts.db, site.id, provider, profile.subject);
  const linked = linkedId && (await findUserById(accounts.db, linkedId));
  if (linked) return linked;

  // An existing account is claimed only when BOTH sides proved the address: Google verified it,
  // and so did we (a code or link at registration, or an email change). Anyone can type an
  // address at registration; without our own proof, a pre-registered victim@gmail.com would
  // capture the victim's later Google sign-in.
  const byEmail = profile.email ? await findUserByEmail(accounts.db, site.id, profile.email) : null;
  if (byEmail && !(profile.emailVerified && byEmail.emailVerified)) {
    throw new HttpError(409, EMAIL_NOT_LINKABLE, [{ message: EMAIL_NOT_LINKABLE, field: "email" }]);
  }
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
      affiliateCode: consent.affiliate_code ?? null,
      locale: messageLocale(site, locale),
    });
  }
  await accounts.db
    .insert(userIdentities)
    .values({ siteId: site.id, provider, subject: profile.subject, userId: user.id })
    .onConflictDoNothing();
  return user;
}

/** The provider's profile for an authorization code; a refused code is the player's 400. */
export async function exchangeCode(
  provider: OAuthProvider,
  body: { code: string; redirect_uri: string },
): Promise<OAuthProfile> {
  return provider.exchange(body.code, body.redirect_uri).catch((error: unknown) => {
    if (error instanceof OAuthRejectedError) throw new HttpError(400, "Sign-in failed. Please try again.");
    throw error;
  });
}
