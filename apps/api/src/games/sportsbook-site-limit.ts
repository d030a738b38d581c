import { randomUUID } from "node:crypto";
import {
  aggregatorErrorSchema,
  type SportsSiteLimitRequest,
  sportsSiteLimitSchema,
  successEnvelope,
  WALLET_OPERATOR_HEADER,
  WALLET_SIGNATURE_HEADER,
} from "@platform/contracts";
import { operatorSecret, signWalletBody } from "@platform/contracts/server";
import type { Site } from "../sites/site-repository.ts";
import { settingAmount, siteCurrency } from "../wallet/amounts.ts";
import type { Transport } from "./game-catalogue.ts";

/*
 * The platform tells the aggregator its site's max_win_per_bet (decision 046), so that the
 * sportsbook never takes a bet whose win the wallet would refuse: a signed POST of the limit in
 * minor units, made by every games sync (at start-up, retried until it succeeds, and by
 * `npm run operator -- games sync <site>`). The limit is absolute: sending it again is harmless.
 */

export interface SiteLimitAggregator {
  baseUrl: string;
  transport?: Transport;
  /** GAMES_WALLET_KEY: the site's secret derives from it, as for the seamless wallet. */
  walletKey: string;
}

/** What the aggregator applies now; `absent`: it runs no sportsbook for this operator. */
export type SiteLimitPush =
  | { kind: "applied"; siteMaxWinPerBet: number; maxPayout: number }
  | { kind: "absent" };

const TIMEOUT_MS = 5_000;
const answerSchema = successEnvelope(sportsSiteLimitSchema);

/** The site's max_win_per_bet in its currency's minor units, as the wallet bounds a win with it. */
export function siteLimitRequest(site: Site): SportsSiteLimitRequest {
  return {
    request_id: randomUUID(),
    currency: siteCurrency(site).code,
    site_max_win_per_bet: Number(settingAmount(site, site.settings.max_win_per_bet)),
  };
}

/** Sends the site's limit; throws when the aggregator did not apply it (the caller retries). */
export async function pushSportsSiteLimit(
  aggregator: SiteLimitAggregator,
  site: Site,
  now: Date,
): Promise<SiteLimitPush> {
  const raw = JSON.stringify(siteLimitRequest(site));
  const transport = aggregator.transport ?? ((request: Request) => fetch(request));
  const response = await transport(
    new Request(`${aggregator.baseUrl.replace(/\/+$/, "")}/v1/sports/site-limit`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        [WALLET_OPERATOR_HEADER]: site.siteCode,
        [WALLET_SIGNATURE_HEADER]: signWalletBody(
          operatorSecret(aggregator.walletKey, site.siteCode),
          raw,
          now,
        ),
      },
      body: raw,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
  );
  // No such operator, or no sportsbook: the same answer the rules route gives (nothing to bound).
  if (response.status === 404) return { kind: "absent" };
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = aggregatorErrorSchema.safeParse(payload);
    const why = refusal.success ? `${refusal.data.code}: ${refusal.data.message}` : "no error envelope";
    throw new Error(`the aggregator refused the site's limit (${response.status}, ${why})`);
  }
  const answer = answerSchema.safeParse(payload);
  if (!answer.success) throw new Error("the aggregator's answer to the site's limit is not the contract's");
  return {
    kind: "applied",
    siteMaxWinPerBet: answer.data.data.site_max_win_per_bet,
    maxPayout: answer.data.data.max_payout,
  };
}
