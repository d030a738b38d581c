import { messageEnvelopeSchema } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { HttpError } from "../http/http-error.ts";
import { SEND_FAILED } from "../otp/send-code.ts";
import { findUserById, updateUser } from "../users/user-repository.ts";
import type { Accounts } from "./accounts.ts";
import { sendEmailVerification } from "./email-verification.ts";
import { authOf } from "./require-user.ts";

const INVALID =
  "This confirmation link is invalid or has expired. Ask for a new one in your account settings.";
const VERIFY_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: "15 minutes" } };
const SEND_RATE_LIMIT = { rateLimit: { max: 5, timeWindow: "15 minutes" } };

/** Confirms the email a player registered with (the link mailed at registration), and re-sends it. */
export const emailVerificationRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  app.post(
    "/session/verify-email",
    {
      config: VERIFY_RATE_LIMIT,
      schema: {
        tags: ["session"],
        summary: "Confirm the account's email with the code of the link mailed to it (single use)",
        headers: siteCodeHeadersSchema,
        body: z.object({ code: z.string().min(20).max(128) }),
        response: { 200: messageEnvelopeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const site = await accounts.sites.byCode(request.headers["site-code"]);
      const token = await accounts.tokens.consume(site.id, "verify_email", request.body.code);
      const user = token && (await findUserById(accounts.db, token.userId));
      // The code confirms the address it was mailed to; a changed address needs its own link.
      if (!user?.email || user.email !== token?.payload?.email) {
        throw new HttpError(400, INVALID, [{ message: INVALID, field: "code" }]);
      }
      await updateUser(accounts.db, user.id, { emailVerified: true });
      return { status: "success" as const, message: "Thank you, your email address is confirmed." };
    },
  );

  app.post(
    "/user/send-verification-email",
    {
      preHandler: app.requireUser,
      config: SEND_RATE_LIMIT,
      schema: {
        tags: ["user"],
        summary: "Send the email confirmation link again",
        security: bearerSecurity,
        headers: authHeadersSchema,
        response: { 200: messageEnvelopeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const { user, site } = authOf(request);
      if (!user.email) throw new HttpError(400, "Your account has no email address.");
      if (user.emailVerified) {
        return { status: "success" as const, message: "Your email address is already confirmed." };
      }
      await accounts.limiter.consume(
        `verify-email:${user.id}`,
        { maxAttempts: 5, windowMs: 3_600_000, lockMs: 3_600_000 },
        (wait) => `Too many confirmation emails. Try again in ${wait}.`,
      );
      if (!(await sendEmailVerification(accounts, site, user, request.log)))
        throw new HttpError(503, SEND_FAILED);
      return { status: "success" as const, message: `We sent a confirmation link to ${user.email}.` };
    },
  );
};
