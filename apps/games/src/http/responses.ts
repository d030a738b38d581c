import { aggregatorErrorSchema } from "@platform/contracts";
import type { FastifyRequest } from "fastify";

/** The error statuses a player route can answer, listed on each route for the OpenAPI document. */
export const errorResponses = {
  400: aggregatorErrorSchema,
  404: aggregatorErrorSchema,
  429: aggregatorErrorSchema,
  500: aggregatorErrorSchema,
} as const;

export const GAMES_PREFIX = "/aggregator";

/**
 * The aggregator's public base URL: GAMES_PUBLIC_URL when set (its own origin at scale), else the
 * origin the request came to plus the prefix (in `npm start` every site reaches it on its own host).
 */
export function publicBase(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured.replace(/\/$/, "");
  return `${request.protocol}://${request.host}${GAMES_PREFIX}`;
}
