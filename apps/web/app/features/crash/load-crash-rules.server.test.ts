import type { AggregatorAccount } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type AggregatorLink, aggregatorLinkContext } from "../../shell/aggregator-link.ts";
import { CrashNotOffered, loadCrashRules } from "./load-crash-rules.server.ts";

const account = (name: string): AggregatorAccount => ({
  url: "https://site.test/aggregator",
  account: name,
  currency: "KES",
  token: null,
  mode: "real",
});

/** The aggregator's answer: the rules' first sentence says which language was asked. */
function aggregator(seen: string[], status = 200): Pick<RouterContextProvider, "get"> {
  const link: AggregatorLink = {
    baseUrl: "http://aggregator.internal/aggregator",
    transport: async (request) => {
      seen.push(request.url);
      const locale = new URL(request.url).searchParams.get("locale");
      const body =
        status === 200
          ? {
              status: "success",
              data: {
                currency: "KES",
                house_edge_percent: 1,
                rtp_percent: 99,
                min_bet: 1000,
                max_bet: 10000000,
                bets_per_round: 2,
                min_cash_out: 101,
                max_multiplier: 100000000,
                max_profit: 40000000,
                growth_rate: 0.00006,
                betting_ms: 5000,
                pause_ms: 3000,
                chains: [],
                rules: [`rules in ${locale}`],
              },
            }
          : { status: "error", code: "RS_ERROR_NOT_FOUND", message: "no" };
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    },
  };
  return { get: ((context: unknown) => (context === aggregatorLinkContext ? link : null)) as never };
}

describe("the crash rules on the server", () => {
  it("asks in the page's language and keeps each language's answer apart", async () => {
    const seen: string[] = [];
    const context = aggregator(seen);
    const site = account("base2-languages");
    expect((await loadCrashRules(context, site, "fr"))?.rules).toEqual(["rules in fr"]);
    expect((await loadCrashRules(context, site, "sw"))?.rules).toEqual(["rules in sw"]);
    // The second French page is served from the cache; Swahili did not overwrite it.
    expect((await loadCrashRules(context, site, "fr"))?.rules).toEqual(["rules in fr"]);
    expect(seen).toEqual([
      "http://aggregator.internal/aggregator/v1/crash/rules?operator=base2-languages&locale=fr",
      "http://aggregator.internal/aggregator/v1/crash/rules?operator=base2-languages&locale=sw",
    ]);
  });

  it("says when the operator has no crash game, and gives null when the aggregator fails", async () => {
    await expect(loadCrashRules(aggregator([], 404), account("no-crash"), "en")).rejects.toBeInstanceOf(
      CrashNotOffered,
    );
    expect(await loadCrashRules(aggregator([], 503), account("down"), "en")).toBeNull();
  });
});
