import { aggregatorErrorSchema } from "@platform/contracts";
import { z } from "zod";
import { errorResponses } from "../../http/responses.ts";

/*
 * What every route of a player's sportsbook session declares (bets, cash-out, the jackpot's
 * tickets): the session in the path, its launch token as `Authorization: Bearer`, and the errors a
 * session's call can answer with.
 */

export const sessionErrors = {
  ...errorResponses,
  401: aggregatorErrorSchema,
  402: aggregatorErrorSchema,
  403: aggregatorErrorSchema,
  409: aggregatorErrorSchema,
  502: aggregatorErrorSchema,
  503: aggregatorErrorSchema,
} as const;

export const sessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "not a session id") });
export const authHeaders = z.object({ authorization: z.string().max(2100).optional() });
export const security = [{ launchToken: [] }];
