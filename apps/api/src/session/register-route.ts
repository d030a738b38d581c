import { authResponseSchema, registerSchemaFor, successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountErrorResponses, localeQuerystringSchema } from "../http/account-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { HttpError } from "../http/http-error.ts";
import { parseWith } from "../http/parse-with.ts";
import { registrationDestination } from "../otp/otp-destination.ts";
import { recordReferral, referrerFor } from "../referral/refer-friend.ts";
import { excludedError } from "../safer-gambling/exclusion-message.ts";
import { operatorExclusion } from "../safer-gambling/operator-exclusion.ts";
import { clientInfo } from "../security/client-info.ts";
import { contactOf, messageLocale } from "../users/contact.ts";
import { findUserByEmail, findUserByPhone, insertUser, isUniqueViolation } from "../users/user-repository.ts";
import type { Accounts } from "./accounts.ts";
import { sendEmailVerification } from "./email-verification.ts";
import { startSession } from "./login-service.ts";
import { registerBody } from "./request-bodies.ts";

export const PHONE_TAKEN = "An account with this phone number already exists.";
export const EMAIL_TAKEN = "An account with this email already exists.";

/** Registration attempts per address: each one costs an argon2 hash. */
const REGISTER_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: "15 minutes" } };

/**
 * Spec §7 POST api/session/register: creates the account and logs it in. On a site that verifies
 * registrations (settings.otp_required) the code must have been sent to the contact the site
 * verifies (registrationDestination), and that contact is marked verified. An email no code
 * proved gets a confirmation link, and stays unverified until it is opened.
 */
export const registerRoute: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (app, { accounts }) => {
  app.post(
    "/session/register",
    {
      config: REGISTER_RATE_LIMIT,
      schema: {
        tags: ["session"],
        summary: "Register a player (fields and rules follow the site settings) and log in",
        headers: siteCodeHeadersSchema,
        querystring: localeQuerystringSchema,
        body: registerBody,
        response: { 200: successEnvelope(authResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const site = await accounts.sites.byCode(request.headers["site-code"]);
      const body = parseWith(registerSchemaFor(site.settings), request.body);
      const contact = contactOf(site, body);
      // Excluded on another brand of the operator: no account here either, and that answer (with
      // its end date) comes before "already exists", which would only send the player to log in.
      const excluded = await operatorExclusion(accounts.db, site, contact, accounts.clock());
      if (excluded) throw excludedError(excluded, "register");
      if (contact.phone && (await findUserByPhone(accounts.db, site.id, contact.phone))) {
        throw new HttpError(409, PHONE_TAKEN, [{ message: PHONE_TAKEN, field: "phone_number" }]);
      }
      if (contact.email && (await findUserByEmail(accounts.db, site.id, contact.email))) {
        throw new HttpError(409, EMAIL_TAKEN, [{ message: EMAIL_TAKEN, field: "email" }]);
      }
      // Before the code is used up: a refused referral code leaves the OTP for the retry.
      const client = clientInfo(request);
      const referrer = await referrerFor(accounts.db, site, {
        code: body.referral_code,
        email: contact.email,
        deviceToken: client.deviceToken,
      });
      const proven = site.settings.otp_required ? registrationDestination(site.settings, contact) : null;
      if (proven) await accounts.otp.verify(site, "register", proven, body.otp ?? "");
      const locale = messageLocale(site, body.locale ?? request.query.locale);
      const user = await insertUser(accounts.db, {
        siteId: site.id,
        phone: contact.phone,
        callingCode: contact.callingCode,
        phoneVerified: proven?.channel === "sms",
        email: contact.email,
        emailVerified: proven?.channel === "email",
        passwordHash: await accounts.hasher.hash(body.password),
        fullName: body.full_name ?? "",
        referralCode: body.referral_code ?? null,
        affiliateCode: body.affiliate_code ?? null,
        locale,
      }).catch((error: unknown) => {
        // Two registrations racing for one phone or email: the unique index decides.
        if (isUniqueViolation(error)) throw new HttpError(409, contact.phone ? PHONE_TAKEN : EMAIL_TAKEN);
        throw error;
      });
      if (referrer) await recordReferral(accounts.db, site, referrer.id, user.id, accounts.clock());
      if (user.email && !user.emailVerified) {
        await sendEmailVerification(accounts, site, user, request.log);
      }
      const data = await startSession(accounts, user, site, client, "register");
      return { status: "success" as const, message: "Welcome! Your account is ready.", data };
    },
  );
};
