import type { SportsRulesOverride } from "@platform/contracts";
import type { AccumulatorBonusRules } from "@platform/sports";

/*
 * The sportsbook's rules per operator (docs/decisions/046-sports-betting.md): stakes, the published
 * maximum payout per bet, the accumulator bonus table, the live delay and the cash-out margin. Each
 * operator may override any of them; the slip shows them (GET /v1/sports/rules). Precedence: the
 * code's defaults, then the settings (env, tests), then what the operator stored in the database
 * (betting-rules-store.ts); the site's max_win_per_bet at the platform caps the maximum payout last.
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

/** What the operator stored, if anything; `siteMaxWinPerBet` in minor units (null: not known). */
export interface StoredRules {
  rules: SportsRulesOverride;
  siteMaxWinPerBet: number | null;
}

export function bettingRules(
  settings: SportsBettingSettings,
  operatorId: string,
  stored?: StoredRules | null,
): BettingRules {
  const rules: BettingRules = {
    ...DEFAULT_BETTING_RULES,
    ...settings.defaults,
    ...settings.operators?.[operatorId],
    ...(stored ? fromOverride(stored.rules) : {}),
  };
  // A bet paying more than the site's max win per bet would have its win refused by the platform's
  // wallet (apps/api win-limits.ts): the book never offers, shows or pays more than that.
  const siteMax = stored?.siteMaxWinPerBet;
  return siteMax != null && siteMax < rules.maxPayout ? { ...rules, maxPayout: siteMax } : rules;
}

/** The operator's stored rules (the contract's names) as the code's. */
export function fromOverride(override: SportsRulesOverride): Partial<BettingRules> {
  const rules: Partial<BettingRules> = {};
  if (override.min_stake !== undefined) rules.minStake = override.min_stake;
  if (override.max_stake !== undefined) rules.maxStake = override.max_stake;
  if (override.max_payout !== undefined) rules.maxPayout = override.max_payout;
  if (override.live_delay_ms !== undefined) rules.liveDelayMs = override.live_delay_ms;
  if (override.cash_out_margin !== undefined) rules.cashOutMargin = override.cash_out_margin;
  if (override.quote_ttl_ms !== undefined) rules.quoteTtlMs = override.quote_ttl_ms;
  if (override.accumulator_bonus !== undefined)
    rules.bonus = {
      minPriceMilli: override.accumulator_bonus.min_price_milli,
      tiers: override.accumulator_bonus.tiers.map((tier) => ({ ...tier })),
    };
  return rules;
}

/** The rules in the contract's names (what `sports rules <operator> show` prints). */
export function toOverride(rules: BettingRules): Required<SportsRulesOverride> {
  return {
    min_stake: rules.minStake,
    max_stake: rules.maxStake,
    max_payout: rules.maxPayout,
    live_delay_ms: rules.liveDelayMs,
    cash_out_margin: rules.cashOutMargin,
    quote_ttl_ms: rules.quoteTtlMs,
    accumulator_bonus: {
      min_price_milli: rules.bonus.minPriceMilli,
      tiers: rules.bonus.tiers.map((tier) => ({ legs: tier.legs, percent: tier.percent })),
    },
  };
}
