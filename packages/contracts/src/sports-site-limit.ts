import { z } from "zod";

/*
 * The platform tells the aggregator its site's max win per bet (docs/decisions/046): POST
 * `<aggregator>/v1/sports/site-limit`, the operator's own call into the aggregator, signed as the
 * seamless wallet's calls are (WALLET_OPERATOR_HEADER: the site code; WALLET_SIGNATURE_HEADER:
 * `t=<unix>,v1=<hex HMAC-SHA256(operatorSecret(GAMES_WALLET_KEY, site code), t + "." + raw body)>`).
 * The limit is absolute, so sending it again changes nothing; the sportsbook's maximum payout per
 * bet is then min(the operator's rule, this limit). A signed request is accepted once: the same
 * one again, while its signature is fresh, is RS_ERROR_REPLAYED (409).
 */

export const sportsSiteLimitRequestSchema = z.strictObject({
  /** New for every request, so that two sends of the same limit are two different signed bodies. */
  request_id: z.string().min(1).max(100),
  /** The site's currency: the limit is in its minor units, and it must be the operator's. */
  currency: z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 code"),
  /** The site's max_win_per_bet in minor units. */
  site_max_win_per_bet: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export type SportsSiteLimitRequest = z.infer<typeof sportsSiteLimitRequestSchema>;

export const sportsSiteLimitSchema = z.object({
  operator: z.string(),
  site_max_win_per_bet: z.number().int(),
  /** The maximum payout per bet now applied: min(the operator's rule, the site's limit). */
  max_payout: z.number().int(),
});
export type SportsSiteLimit = z.infer<typeof sportsSiteLimitSchema>;
