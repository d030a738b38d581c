import { CRASH_HOUSE_EDGE_PERCENT, CRASH_RTP_PERCENT, MIN_CASH_OUT } from "@platform/fair/crash";
import type { CrashChainRow } from "./chain-store.ts";
import { betLimits } from "./crash-bets.ts";
import { CRASH_MAX_MULTIPLIER, type ResolvedCrashOptions } from "./crash-config.ts";
import { crashRuleSentences } from "./rules-text/rules-text.ts";

/*
 * What the rules page and the line above the game show before every round (issue 18: maximum
 * profit, house edge and RTP, nothing forced without being shown), and how to check a round.
 * Amounts are the operator's minor units, multipliers hundredths; the sentences are in the
 * language of `locale` (rules-text/), English when the aggregator has none for it.
 */

export function crashRules(
  currency: string,
  options: ResolvedCrashOptions,
  chains: CrashChainRow[],
  locale?: string,
) {
  const limits = betLimits(currency);
  const maxProfit = options.maxProfit(currency);
  const ratePerSecond = options.growthRate * 1000;
  return {
    currency,
    house_edge_percent: CRASH_HOUSE_EDGE_PERCENT,
    rtp_percent: CRASH_RTP_PERCENT,
    min_bet: limits.min,
    max_bet: limits.max,
    bets_per_round: 2,
    min_cash_out: MIN_CASH_OUT,
    max_multiplier: CRASH_MAX_MULTIPLIER,
    max_profit: Number(maxProfit),
    growth_rate: options.growthRate,
    betting_ms: options.timing.bettingMs,
    pause_ms: options.timing.pauseMs,
    chains: chains.map((chain) => ({
      id: chain.id,
      first_round: chain.firstRound,
      length: chain.length,
      terminating_hash: chain.terminatingHash,
      published_at: chain.publishedAt?.toISOString() ?? null,
      salt_source: chain.saltSource,
      salt: chain.salt,
      salt_fixed_at: chain.saltFixedAt?.toISOString() ?? null,
    })),
    rules: crashRuleSentences(locale, {
      rtpPercent: CRASH_RTP_PERCENT,
      houseEdgePercent: CRASH_HOUSE_EDGE_PERCENT,
      ratePerSecond: ratePerSecond.toFixed(2),
      maxProfit: Number(maxProfit),
      currency,
      maxMultiplier: CRASH_MAX_MULTIPLIER / 100,
    }),
  };
}

export type CrashRules = ReturnType<typeof crashRules>;
