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
import { requestOrigin } from "../http/request-origin.ts";
import { messagesFor } from "../notifier/messages/index.ts";
import { candidateDestinations, destination } from "../otp/otp-destination.ts";
import { SEND_FAILED, sendOtpCode, unsentOtp } from "../otp/send-code.ts";
import { POLICIES } from "../security/attempt-limiter.ts";
import { clientInfo } from "../security/client-info.ts";
import { contactOf, messageLocale } from "../users/contact.ts";
import { findUserByEmail, findUserByPhone, updateUser } from "../users/user-repository.ts";
import type { Accounts } from "./accounts.ts";
import { ONE_TIME_TTL_MS } from "./one-time-tokens.ts";
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
      await accounts.limiter.consume(`forgot:${site.id}:${to.key}`, POLICIES.forgotPassword);
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
      const email = request.body.email.toLowerCase();
      await accounts.limiter.consume(`forgot:${site.id}:email:${email}`, POLICIES.forgotPassword);
      const user = await findUserByEmail(accounts.db, site.id, email);
      if (user?.email && !user.deactivatedAt) {
        const code = await accounts.tokens.issue(site.id, user.id, "reset_password");
        const link = `${requestOrigin(request, accounts.publicOrigin)}/reset-password?code=${code}`;
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
      const user =
        (contact.phone && (await findUserByPhone(accounts.db, site.id, contact.phone))) ||
        (contact.email && (await findUserByEmail(accounts.db, site.id, contact.email))) ||
        null;
      if (!user || user.deactivatedAt)
        throw new HttpError(400, BAD_CODE, [{ message: BAD_CODE, field: "code" }]);
      const candidates = candidateDestinations(site.settings, contact);
      await accounts.otp.verify(site, "forgot_password", candidates, request.body.code, "code");
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
      await updateUser(accounts.db, token.userId, {
        passwordHash: await accounts.hasher.hash(body.password),
      });
      await accounts.sessions.revokeAll(token.userId);
      await accounts.events.record(
        { siteId: site.id, userId: token.userId, kind: "password_reset" },
        clientInfo(request),
      );
      return { status: "success" as const, message: "Your password has been changed. You can now log in." };
    },
  );
};
