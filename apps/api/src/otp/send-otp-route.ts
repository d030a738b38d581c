import { messageEnvelope, sendOtpRequestSchema, sendOtpResponseSchema } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  accountErrorResponses,
  authHeadersSchema,
  localeQuerystringSchema,
} from "../http/account-responses.ts";
import { HttpError } from "../http/http-error.ts";
import type { Accounts } from "../session/accounts.ts";
import { SEND_RATE_LIMIT, takeForgotBudget } from "../session/password-reset-routes.ts";
import { EMAIL_TAKEN, PHONE_TAKEN } from "../session/register-route.ts";
import { authenticate } from "../session/require-user.ts";
import { contactOf, messageLocale } from "../users/contact.ts";
import { findUserByEmail, findUserByPhone } from "../users/user-repository.ts";
import { chooseDestination, destination, registrationDestination } from "./otp-destination.ts";
import { sendOtpCode, unsentOtp } from "./send-code.ts";

/**
 * POST api/otp/send-otp: purpose register (before registering), change_phone (logged in; the code
 * goes to the new number) or forgot_password (only sent when the account exists; the answer is the
 * same either way).
 */
export const sendOtpRoute: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (app, { accounts }) => {
  app.post(
    "/otp/send-otp",
    {
      config: SEND_RATE_LIMIT,
      schema: {
        tags: ["session"],
        summary: "Send a one-time code by SMS or email (settings.send_otp_by)",
        description:
          "change_phone needs Authorization: Bearer. A second send within settings.resend_otp_timeout answers 429 with the seconds left (also in Retry-After).",
        headers: authHeadersSchema,
        querystring: localeQuerystringSchema,
        body: sendOtpRequestSchema,
        response: { 200: messageEnvelope(sendOtpResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const site = await accounts.sites.byCode(request.headers["site-code"]);
      const { purpose } = request.body;
      const contact = contactOf(site, request.body);
      const deps = { ...accounts, log: request.log };
      let locale = messageLocale(site, request.query.locale);

      if (purpose === "change_phone") {
        const { user } = await authenticate(accounts, request);
        if (!contact.phone) {
          throw new HttpError(400, "Please enter your phone number", [
            { message: "Please enter your phone number", field: "phone_number" },
          ]);
        }
        const owner = await findUserByPhone(accounts.db, site.id, contact.phone);
        if (owner)
          throw new HttpError(409, owner.id === user.id ? "This is already your number." : PHONE_TAKEN);
        locale = messageLocale(site, request.query.locale ?? user.locale);
        const data = await sendOtpCode(deps, site, purpose, destination("sms", contact.phone), locale);
        return { status: "success" as const, message: "We sent a code to your new number.", data };
      }

      // A registration code goes where the site verifies (and so proves) the new account's contact.
      const to =
        purpose === "register"
          ? registrationDestination(site.settings, contact)
          : chooseDestination(site.settings, contact);
      const existing =
        to.channel === "sms"
          ? await findUserByPhone(accounts.db, site.id, to.address)
          : await findUserByEmail(accounts.db, site.id, to.address);
      if (purpose === "register") {
        if (existing) throw new HttpError(409, to.channel === "sms" ? PHONE_TAKEN : EMAIL_TAKEN);
        const data = await sendOtpCode(deps, site, purpose, to, locale);
        return { status: "success" as const, message: "We sent you a code.", data };
      }
      await takeForgotBudget(accounts, site, to, request.ip);
      const data =
        existing && !existing.deactivatedAt
          ? await sendOtpCode(
              deps,
              site,
              purpose,
              to,
              messageLocale(site, request.query.locale ?? existing.locale),
            )
          : unsentOtp(site, to.channel);
      return { status: "success" as const, message: "If an account exists, we sent it a code.", data };
    },
  );
};
