import {
  type AggregatorAccount,
  type CrashRules,
  crashRulesSchema,
  successEnvelope,
} from "@platform/contracts";
import { Cache } from "@platform/server/cache";
import type { RouterContextProvider } from "react-router";
import { aggregatorLinkContext } from "../../shell/aggregator-link.ts";
import { logger } from "../../shell/logger.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/** A page waits no longer than this for the rules; then the game element shows its own. */
const TIMEOUT_MS = 2_500;

/**
 * What the page shows above the game before every round (issue 18): the aggregator's
 * `GET /v1/crash/rules?operator=`, validated with the contract's schema (@platform/contracts crash.ts).
 */
export type CrashRulesSummary = CrashRules;

/** The same for every visitor of a site: a few seconds old is fine (a new chain's salt shows soon). */
const rulesCache = new Cache<CrashRulesSummary>({ ttlMs: 15_000, staleIfErrorMs: 5 * 60_000, max: 100 });

/** The site's operator does not play crash (the aggregator runs without it): the page is a 404. */
export class CrashNotOffered extends Error {}

/**
 * The rules as the aggregator publishes them for this site's operator, their sentences in the
 * page's language (kept per language); null when it cannot answer (the element then loads them
 * itself); CrashNotOffered when it has no crash game.
 */
export async function loadCrashRules(
  context: ContextReader,
  account: AggregatorAccount,
  locale: string,
): Promise<CrashRulesSummary | null> {
  const link = context.get(aggregatorLinkContext);
  const base = (link?.baseUrl ?? account.url).replace(/\/+$/, "");
  const send = link?.transport ?? ((request: Request) => fetch(request));
  const path = `/v1/crash/rules?${new URLSearchParams({ operator: account.account, locale })}`;
  try {
    return await rulesCache.get(`${base} ${account.account} ${locale}`, async () => {
      const response = await send(
        new Request(`${base}${path}`, {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
      );
      if (response.status === 404) throw new CrashNotOffered(path);
      if (!response.ok) throw new Error(`aggregator answered ${response.status} for ${path}`);
      const answer = successEnvelope(crashRulesSchema).safeParse(await response.json());
      if (!answer.success) throw new Error(`crash rules are not the contract's: ${answer.error.message}`);
      return answer.data.data;
    });
  } catch (error) {
    if (error instanceof CrashNotOffered) throw error;
    logger.warn(`crash rules of ${account.account} unavailable`, error);
    return null;
  }
}
