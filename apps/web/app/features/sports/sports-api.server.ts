import {
  type AggregatorAccount,
  type SportsFixtureDetail,
  type SportsFixtureSummary,
  type SportsMenu,
  sportsBettingRulesSchema,
  sportsFixtureDetailSchema,
  sportsFixtureSummarySchema,
  sportsMenuSchema,
  successEnvelope,
} from "@platform/contracts";
import { Cache } from "@platform/server/cache";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { aggregatorLinkContext } from "../../shell/aggregator-link.ts";
import { logger } from "../../shell/logger.ts";
import type { SlipRules } from "./slip/slip-maths.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/*
 * The sportsbook's public catalogue for the pages (issue 19): the aggregator's
 * `GET /v1/sports/menu|fixtures|fixtures/:id?operator=` and the betting rules
 * (`GET /v1/sports/rules`), validated with the contracts' schemas. The server asks as another
 * service would (features/crash/load-crash-rules.server.ts): in-process under `npm start`.
 */

const TIMEOUT_MS = 3_000;

/** The aggregator runs no sportsbook (its feed is off), or the match is unknown: the page is a 404. */
export class SportsNotFound extends Error {}

/** The menu changes as fixtures come and go: a few seconds old is fine for every visitor. */
const menuCache = new Cache<SportsMenu>({ ttlMs: 10_000, staleIfErrorMs: 5 * 60_000, max: 100 });
const rulesCache = new Cache<SlipRules>({ ttlMs: 60_000, staleIfErrorMs: 10 * 60_000, max: 100 });

/** One validated GET of the aggregator's page API (virtual football's pages ask through it too). */
export async function aggregatorGet<T extends z.ZodType>(
  context: ContextReader,
  account: AggregatorAccount,
  path: string,
  schema: T,
): Promise<z.infer<T>> {
  const link = context.get(aggregatorLinkContext);
  const base = (link?.baseUrl ?? account.url).replace(/\/+$/, "");
  const send = link?.transport ?? ((request: Request) => fetch(request));
  const response = await send(
    new Request(`${base}${path}`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
  );
  if (response.status === 404) throw new SportsNotFound(path);
  if (!response.ok) throw new Error(`aggregator answered ${response.status} for ${path}`);
  const answer = successEnvelope(schema).safeParse(await response.json());
  if (!answer.success) throw new Error(`${path} is not the contract's: ${answer.error.message}`);
  return (answer.data as { data: z.infer<T> }).data;
}

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]));

export function loadSportsMenu(context: ContextReader, account: AggregatorAccount): Promise<SportsMenu> {
  return menuCache.get(`${account.url} ${account.account}`, () =>
    aggregatorGet(
      context,
      account,
      `/v1/sports/menu?${query({ operator: account.account })}`,
      sportsMenuSchema,
    ),
  );
}

export interface FixtureFilter {
  when: "live" | "today" | "upcoming";
  sport?: string | undefined;
  category?: string | undefined;
  tournament?: string | undefined;
  q?: string | undefined;
  limit?: number;
}

export function loadFixtures(
  context: ContextReader,
  account: AggregatorAccount,
  filter: FixtureFilter,
): Promise<SportsFixtureSummary[]> {
  const params = query({
    operator: account.account,
    when: filter.when,
    sport: filter.sport,
    category: filter.category,
    tournament: filter.tournament,
    q: filter.q,
    limit: String(filter.limit ?? 50),
  });
  return aggregatorGet(
    context,
    account,
    `/v1/sports/fixtures?${params}`,
    z.array(sportsFixtureSummarySchema),
  );
}

export function loadFixture(
  context: ContextReader,
  account: AggregatorAccount,
  id: string,
): Promise<SportsFixtureDetail> {
  const path = `/v1/sports/fixtures/${encodeURIComponent(id)}?${query({ operator: account.account })}`;
  return aggregatorGet(context, account, path, sportsFixtureDetailSchema);
}

/** The operator's stakes, maximum payout and accumulator bonus; null while the aggregator has none. */
export async function loadSlipRules(
  context: ContextReader,
  account: AggregatorAccount,
): Promise<SlipRules | null> {
  try {
    return await rulesCache.get(`${account.url} ${account.account}`, async () => {
      const rules = await aggregatorGet(
        context,
        account,
        `/v1/sports/rules?${query({ operator: account.account })}`,
        sportsBettingRulesSchema,
      );
      return {
        minStake: rules.min_stake,
        maxStake: rules.max_stake,
        maxPayout: rules.max_payout,
        bonus:
          rules.accumulator_bonus.tiers.length > 0
            ? { minPriceMilli: rules.accumulator_bonus.min_price_milli, tiers: rules.accumulator_bonus.tiers }
            : null,
      };
    });
  } catch (error) {
    if (!(error instanceof SportsNotFound))
      logger.warn(`sports rules of ${account.account} unavailable`, error);
    return null;
  }
}
