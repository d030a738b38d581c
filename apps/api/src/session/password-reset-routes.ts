import {
  checkCodeRequestSchema,
  checkCodeResponseSchema,
  forgotPasswordEmailRequestSchema,
  forgotPasswordRequestSchema,
  messageEnvelope,
  messageEnvelopeSchema,
  resetPasswordSchemaFor,
  sendOtpResponseSchema,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountErrorResponses, localeQuerystringSchema } from "../http/account-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { HttpError } from "../http/http-error.ts";
import { parseWith } from "../http/parse-with.ts";
import { messagesFor } from "../notifier/messages/index.ts";
import { chooseDestination, destination, type OtpDestination } from "../otp/otp-destination.ts";
import { SEND_FAILED, sendOtpCode, takeDailyBudget, unsentOtp } from "../otp/send-code.ts";
import { POLICIES } from "../security/attempt-limiter.ts";
import { clientInfo } from "../security/client-info.ts";
import type { Site } from "../sites/site-repository.ts";
import { contactOf, messageLocale } from "../users/contact.ts";
import { notifyAccountChange } from "../users/security-notice.ts";
import { findUserByEmail, findUserById, findUserByPhone, updateUser } from "../users/user-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import type { Accounts } from "./accounts.ts";
import { ONE_TIME_TTL_MS, revokeOneTimeTokens } from "./one-time-tokens.ts";
import { resetPasswordBody } from "./request-bodies.ts";

/** Sends are capped per IP on top of the per-account budget, since each one costs an SMS or email. */
export const SEND_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: "15 minutes" } };
const VERIFY_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: "15 minutes" } };

// The same answer whether or not an account exists, so these calls cannot list registered players.
const SENT_SMS = "If an account exists for this phone number, we sent it a code.";
const SENT_EMAIL = "If an account exists for this email, we sent it a link to reset the password.";
const BAD_CODE = "The code is invalid or has expired. Please request a new one.";

const common = { tags: ["session"], headers: siteCodeHeadersSchema, querystring: localeQuerystringSchema };

/** Spec §7: forgot-password (SMS OTP), forgot-password-email (link), check-code, reset-password. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  app.post(
    "/session/forgot-password",
    {
      config: SEND_RATE_LIMIT,
      schema: {
        ...common,
        summary: "Send a password-reset code by SMS (then check-code)",
        body: forgotPasswordRequestSchema,
        response: { 200: messageEnvelope(sendOtpResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const site = await accounts.sites.byCode(request.headers["site-code"]);
      const { phone } = contactOf(site, request.body);
      const to = destination("sms", phone ?? "");
      await takeForgotBudget(accounts, site, to, request.ip);
      const user = await findUserByPhone(accounts.db, site.id, to.address);
      const data =
        user && !user.deactivatedAt
          ? await sendOtpCode(
              { ...accounts, log: request.log },
              site,
              "forgot_password",
              to,
              messageLocale(site, request.query.locale ?? user.locale),
            )
          : unsentOtp(site, "sms");
      return { status: "success" as const, message: SENT_SMS, data };
    },
  );

  app.post(
    "/session/forgot-password-email",
    {
      config: SEND_RATE_LIMIT,
      schema: {
        ...common,
        summary: "Email a password-reset link (/reset-password?code=) and code",
        body: forgotPasswordEmailRequestSchema,
        response: { 200: messageEnvelopeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const site = await accounts.sites.byCode(request.headers["site-code"]);
      const to = destination("email", request.body.email.toLowerCase());
      await takeForgotBudget(accounts, site, to, request.ip);
      const user = await findUserByEmail(accounts.db, site.id, to.address);
      if (user?.email && !user.deactivatedAt) {
        await takeDailyBudget(accounts.limiter, site, to);
        const code = await accounts.tokens.issue(site.id, user.id, "reset_password");
        // Only the site's own configured origin: never a Host or x-forwarded-host header.
        const link = `${site.origin}/reset-password?code=${code}`;
        const message = messagesFor(messageLocale(site, request.query.locale ?? user.locale)).resetPassword({
          site: site.settings.site,
          link,
          code,
          minutes: ONE_TIME_TTL_MS.reset_password / 60_000,
        });
        await accounts.notifier
          .send({
            siteCode: site.siteCode,
            channel: "email",
            to: user.email,
            ...message,
            purpose: "reset_password",
          })
          .catch((error: unknown) => {
            request.log.error({ err: error }, "reset email failed");
            throw new HttpError(503, SEND_FAILED);
          });
      }
      return { status: "success" as const, message: SENT_EMAIL };
    },
  );

  app.post(
    "/session/check-code",
    {
      config: VERIFY_RATE_LIMIT,
      schema: {
        ...common,
        summary: "Exchange the SMS code of forgot-password for the reset code",
        body: checkCodeRequestSchema,
        response: { 200: messageEnvelope(checkCodeResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const site = await accounts.sites.byCode(request.headers["site-code"]);
      const contact = contactOf(site, request.body);
      const user = await playerNamedBy(accounts, site, contact);
      if (!user || user.deactivatedAt)
        throw new HttpError(400, BAD_CODE, [{ message: BAD_CODE, field: "code" }]);
      // The code must have gone to the very contact that found this player: it proves that
      // destination belongs to whoever holds the code, and nothing else.
      await accounts.otp.verify(
        site,
        "forgot_password",
        chooseDestination(site.settings, contact),
        request.body.code,
        "code",
      );
      const code = await accounts.tokens.issue(site.id, user.id, "reset_password");
      return { status: "success" as const, message: "Code accepted. Choose a new password.", data: { code } };
    },
  );

  app.post(
    "/session/reset-password",
    {
      config: VERIFY_RATE_LIMIT,
      schema: {
        ...common,
        summary: "Set a new password with a reset code (single use); ends every session",
        body: resetPasswordBody,
        response: { 200: messageEnvelopeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const site = await accounts.sites.byCode(request.headers["site-code"]);
      const body = parseWith(resetPasswordSchemaFor(site.settings), request.body);
      const token = await accounts.tokens.consume(site.id, "reset_password", body.code);
      if (!token) {
        const message = "This reset code is invalid or has expired. Please start again.";
        throw new HttpError(400, message, [{ message, field: "code" }]);
      }
      const before = await findUserById(accounts.db, token.userId);
      await updateUser(accounts.db, token.userId, {
        passwordHash: await accounts.hasher.hash(body.password),
      });
      await accounts.sessions.revokeAll(token.userId);
      await revokeOneTimeTokens(accounts.db, token.userId);
      await accounts.events.record(
        { siteId: site.id, userId: token.userId, kind: "password_reset" },
        clientInfo(request),
      );
      if (before) await notifyAccountChange(accounts, site, before, "password", request.log);
      return { status: "success" as const, message: "Your password has been changed. You can now log in." };
    },
  );
};

/** Reset requests per destination and address: a stranger elsewhere cannot use up the owner's. */
export async function takeForgotBudget(
  accounts: Accounts,
  site: Site,
  to: OtpDestination,
  ip: string,
): Promise<void> {
  await accounts.limiter.consume(
    `forgot:${site.id}:${to.key}:${ip}`,
    POLICIES.forgotPassword,
    (wait) => `Too many reset requests. Try again in ${wait}.`,
  );
}

/**
 * The player a check-code request names. When it names both a phone and an email they must be the
 * same player's, or nobody is named (an attacker pairing the victim's phone with their own email).
 */
async function playerNamedBy(
  accounts: Accounts,
  site: Site,
  contact: { phone: string | null; email: string | null },
): Promise<UserRow | null> {
  const byPhone = contact.phone ? await findUserByPhone(accounts.db, site.id, contact.phone) : null;
  const byEmail = contact.email ? await findUserByEmail(accounts.db, site.id, contact.email) : null;
  if (contact.phone && contact.email && byPhone?.id !== byEmail?.id) return null;
  return byPhone ?? byEmail;
}
