import { errorEnvelopeSchema, localeSchema } from "@platform/contracts";
import { z } from "zod";
import { errorResponses } from "./error-responses.ts";
import { siteCodeHeadersSchema } from "./headers.ts";

/** Statuses the session, user and OTP calls add to the common ones. */
export const accountErrorResponses = {
  ...errorResponses,
  401: errorEnvelopeSchema.describe("Missing, expired, revoked or foreign session token"),
  403: errorEnvelopeSchema.describe("The account is deactivated"),
  409: errorEnvelopeSchema.describe("The phone number or email belongs to another account"),
  423: errorEnvelopeSchema.describe("Locked after too many failed attempts"),
  503: errorEnvelopeSchema.describe("The message could not be sent"),
} as const;

/** `site-code` plus the bearer token of an authenticated call. */
export const authHeadersSchema = siteCodeHeadersSchema.extend({
  authorization: z.string().max(200).optional().describe("Bearer <token> from login or register"),
});

/** Spec §7: session calls carry ?locale=, which picks the language of the messages we send. */
export const localeQuerystringSchema = z.object({ locale: localeSchema.optional() });

/** OpenAPI: the calls that need `Authorization: Bearer <token>`. */
export const bearerSecurity = [{ bearerAuth: [] }];
