import type { AccumulatorBonusRules } from "@platform/sports";

/*
 * The sportsbook's rules per operator (docs/decisions/046-sports-betting.md): stakes, the published
 * maximum payout per bet, the accumulator bonus table, the live delay and the cash-out margin. Each
 * operator may override any of them; the slip shows them (GET /v1/sports/rules).
 */

export interface BettingRules {
  /** Per bet call: a slip's total stake (unit stake × combinations). */
  minStake: number;
  maxStake: number;
  /** No bet pays more, bonus included (@platform/sports capPayout). */
  maxPayout: number;
  bonus: AccumulatorBonusRules;
  /** A bet with a leg in play is held this long, then checked again (Pinnacle/Betfair: 1–5 s). */
  liveDelayMs: number;
  /** Taken off the fair value of an open bet (published; some books 8–9 %). */
  cashOutMargin: number;
  /** A cash-out quote is good this long. */
  quoteTtlMs: number;
}

/** Bet9ja-like: 5 % from 5 qualifying legs, rising; legs at 1.20 or more count. */
export const DEFAULT_BETTING_RULES: BettingRules = {
  minStake: 100,
  maxStake: 10_000_000,
  maxPayout: 500_000_000,
  bonus: {
    minPriceMilli: 1_200,
    tiers: [
      { legs: 5, percent: 5 },
      { legs: 6, percent: 10 },
      { legs: 8, percent: 15 },
      { legs: 10, percent: 25 },
      { legs: 15, percent: 50 },
    ],
  },
  liveDelayMs: 3_000,
  cashOutMargin: 0.08,
  quoteTtlMs: 4_000,
};

export interface SportsBettingSettings {
  defaults?: Partial<BettingRules>;
  /** Operator id → its overrides. */
  operators?: Record<string, Partial<BettingRules>>;
}

export function bettingRules(settings: SportsBettingSettings, operatorId: string): BettingRules {
  return { ...DEFAULT_BETTING_RULES, ...settings.defaults, ...settings.operators?.[operatorId] };
}
