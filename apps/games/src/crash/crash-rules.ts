import { CRASH_HOUSE_EDGE_PERCENT, CRASH_RTP_PERCENT, MIN_CASH_OUT } from "@platform/fair/crash";
import type { CrashChainRow } from "./chain-store.ts";
import { betLimits } from "./crash-bets.ts";
import { CRASH_MAX_MULTIPLIER, type ResolvedCrashOptions } from "./crash-config.ts";

/*
 * What the rules page and the line above the game show before every round (issue 18: maximum
 * profit, house edge and RTP, nothing forced without being shown), and how to check a round.
 * Amounts are the operator's minor units, multipliers hundredths.
 */

export function crashRules(currency: string, options: ResolvedCrashOptions, chains: CrashChainRow[]) {
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
    rules: [
      `Each round's outcome is fixed before it takes bets: its crash point comes from the next hash of a published chain, HMAC-SHA256 keyed with the chain's salt; 1.98 % of rounds crash at 1.00×. Whatever you aim for, a bet returns ${CRASH_RTP_PERCENT} % on average (a ${CRASH_HOUSE_EDGE_PERCENT} % house edge).`,
      `The multiplier after t seconds of a round is e^(${ratePerSecond.toFixed(2)} · t), rounded down to the hundredth; it crashes at its crash point.`,
      "The server's receipt time decides a cash-out: you are paid the multiplier at the moment the server received it, if that is before the crash. Every cash-out is answered, taken with its multiplier or refused with the reason.",
      "A cash-out is taken from 1.01×. An auto cash-out is made by the server at exactly its multiplier when the round reaches it, whether or not you are connected. Losing the connection never cashes you out.",
      `A round pays the players of a site at most ${Number(maxProfit)} (minor units of ${currency}) above their stakes: at the start it shows the multiplier at which their bets still in play are cashed out so that it cannot pay more, and a round where that happened is flagged in the history. No bet is paid beyond ${CRASH_MAX_MULTIPLIER / 100}×.`,
      "You may hold two bets per round, each with its own auto cash-out. A bet placed while a round runs is for the next round; it can be cancelled until that round starts.",
      "If the server running the rounds stops, another takes over within seconds. A round that had passed its crash time crashed there, and its auto cash-outs are paid. A round taken over before its crash time ends at the takeover: cash-outs made and auto cash-outs reached by then are paid, the bets still in play are refunded.",
      "To check a round: its revealed hash, hashed with SHA-256 as many times as its number in the chain, gives the chain's published terminating hash; HMAC-SHA256 of the hash's bytes keyed with the salt, first 52 bits as X, gives the crash point floor(99 / (1 − X)) / 100, at least 1.00.",
    ],
  };
}

export type CrashRules = ReturnType<typeof crashRules>;
