import {
  changeConfirmEmailQuerySchema,
  changeEmailRequestSchema,
  changePasswordSchemaFor,
  changePhoneRequestSchema,
  messageEnvelopeSchema,
  setPasswordSchemaFor,
  successEnvelope,
  userSchema,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { HttpError } from "../http/http-error.ts";
import { parseWith } from "../http/parse-with.ts";
import { messagesFor } from "../notifier/messages/index.ts";
import { destination } from "../otp/otp-destination.ts";
import { SEND_FAILED } from "../otp/send-code.ts";
import { clientInfo } from "../security/client-info.ts";
import type { Accounts } from "../session/accounts.ts";
import { ONE_TIME_TTL_MS, revokeOneTimeTokens } from "../session/one-time-tokens.ts";
import { EMAIL_TAKEN, PHONE_TAKEN } from "../session/register-route.ts";
import { changePasswordBody } from "../session/request-bodies.ts";
import { authOf } from "../session/require-user.ts";
import type { Site } from "../sites/site-repository.ts";
import { confirmIdentity } from "./confirm-identity.ts";
import { contactOf } from "./contact.ts";
import { notifyAccountChange } from "./security-notice.ts";
import { findUserByEmail, findUserByPhone, isUniqueViolation, updateUser } from "./user-repository.ts";
import { toUser, type UserRow } from "./user-view.ts";

const common = { tags: ["user"], security: bearerSecurity, headers: authHeadersSchema };
const userResponse = { 200: successEnvelope(userSchema), ...accountErrorResponses };
const messageResponse = { 200: messageEnvelopeSchema, ...accountErrorResponses };

/** Spec §7 user calls changing credentials: changePassword, changeEmail + changeConfirmEmail, changePhone. */
export const credentialRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (app, { accounts }) => {
  app.post(
    "/user/changePassword",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Change the password (or set a first one after a fresh Google sign-in); other sessions end",
        body: changePasswordBody,
        response: messageResponse,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { user, site, sessionId } = auth;
      const { password, current } = passwordChange(user, site, request.body);
      await confirmIdentity(accounts, auth, current, "current_password");
      await updateUser(accounts.db, user.id, { passwordHash: await accounts.hasher.hash(password) });
      // Whoever else holds a session or a reset link loses it with the old password.
      await accounts.sessions.revokeAll(user.id, sessionId);
      await revokeOneTimeTokens(accounts.db, user.id);
      await accounts.events.record(
        { siteId: site.id, userId: user.id, kind: "password_changed" },
        clientInfo(request),
      );
      await notifyAccountChange(accounts, site, user, "password", request.log);
      return { status: "success" as const, message: "Your password has been changed." };
    },
  );

  app.post(
    "/user/changeEmail",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Send a confirmation code to a new email address (applied by changeConfirmEmail)",
        body: changeEmailRequestSchema,
        response: messageResponse,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { user, site } = auth;
      await confirmIdentity(accounts, auth, request.body.password, "password");
      const email = request.body.email.toLowerCase();
      const owner = await findUserByEmail(accounts.db, site.id, email);
      if (owner) {
        const message = owner.id === user.id ? "This is already your email address." : EMAIL_TAKEN;
        throw new HttpError(409, message, [{ message, field: "email" }]);
      }
      const code = await accounts.tokens.issue(site.id, user.id, "confirm_email", { email });
      const link = `${site.origin}/account/settings?tab=change-email&code=${code}`;
      const message = messagesFor(user.locale).confirmEmail({
        site: site.settings.site,
        link,
        code,
        hours: ONE_TIME_TTL_MS.confirm_email / 3_600_000,
      });
      await accounts.notifier
        .send({ siteCode: site.siteCode, channel: "email", to: email, ...message, purpose: "confirm_email" })
        .catch((error: unknown) => {
          request.log.error({ err: error }, "confirmation email failed");
          throw new HttpError(503, SEND_FAILED);
        });
      return { status: "success" as const, message: `We sent a confirmation code to ${email}.` };
    },
  );

  app.get(
    "/user/changeConfirmEmail",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Apply the new email address with the code sent to it",
        querystring: changeConfirmEmailQuerySchema,
        response: userResponse,
      },
    },
    async (request) => {
      const { user, site } = authOf(request);
      const token = await accounts.tokens.consume(site.id, "confirm_email", request.query.code, user.id);
      const email = token?.payload?.email;
      if (!email) {
        const message = "This confirmation code is invalid or has expired.";
        throw new HttpError(400, message, [{ message, field: "code" }]);
      }
      const updated = await updateUser(accounts.db, user.id, { email, emailVerified: true }).catch(
        (error: unknown) => {
          if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
          throw error;
        },
      );
      await accounts.events.record(
        { siteId: site.id, userId: user.id, kind: "email_changed" },
        clientInfo(request),
      );
      await notifyAccountChange(accounts, site, user, "email", request.log);
      return {
        status: "success" as const,
        message: "Your email address has been changed.",
        data: toUser(updated),
      };
    },
  );

  app.post(
    "/user/changePhone",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary:
          "Change the phone number with the code sent to it (send-otp purpose change_phone) and the current password",
        body: changePhoneRequestSchema,
        response: userResponse,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { user, site } = auth;
      const { phone, callingCode } = contactOf(site, request.body);
      if (!phone) throw new HttpError(400, "Please enter your phone number");
      await confirmIdentity(accounts, auth, request.body.password, "password");
      const owner = await findUserByPhone(accounts.db, site.id, phone);
      if (owner) {
        const message = owner.id === user.id ? "This is already your number." : PHONE_TAKEN;
        throw new HttpError(409, message, [{ message, field: "phone_number" }]);
      }
      await accounts.otp.verify(site, "change_phone", destination("sms", phone), request.body.otp);
      const updated = await updateUser(accounts.db, user.id, {
        phone,
        callingCode,
        phoneVerified: true,
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, PHONE_TAKEN);
        throw error;
      });
      await accounts.events.record(
        { siteId: site.id, userId: user.id, kind: "phone_changed" },
        clientInfo(request),
      );
      await notifyAccountChange(accounts, site, user, "phone", request.log);
      return {
        status: "success" as const,
        message: "Your phone number has been changed.",
        data: toUser(updated),
      };
    },
  );
};

/** The new password, and the current one; an account that only signed in with Google has none. */
function passwordChange(user: UserRow, site: Site, body: unknown): { password: string; current?: string } {
  if (!user.passwordHash) return { password: parseWith(setPasswordSchemaFor(site.settings), body).password };
  const parsed = parseWith(changePasswordSchemaFor(site.settings), body);
  return { password: parsed.password, current: parsed.current_password };
}
