import type { PriceMilli } from "../odds/odds-format.ts";
import type { LegSettlement } from "./returns.ts";

/**
 * A site's accumulator bonus (Bet9ja-style): a winning accumulator's winnings (return − stake) are
 * raised by the percent of the highest tier its qualifying legs reach. A leg qualifies when it won
 * outright (no part void) at a price at or above the minimum; void legs, half-won or half-lost legs
 * and short-priced legs do not count (they stay in the accumulator, only the count ignores them).
 * An accumulator with a lost or half-lost leg earns no bonus. The bonus is floored to the minor unit
 * and capped at `maxBonus` if the site has one. Accumulators only: system bets earn none.
 */
export interface BonusTier {
  readonly legs: number;
  /** 5 = 5 % of the winnings; hundredths of a percent at most (2.5 is fine). */
  readonly percent: number;
}

export interface AccumulatorBonusRules {
  readonly tiers: readonly BonusTier[];
  /** e.g. 1200 (1.20). */
  readonly minPriceMilli: PriceMilli;
  readonly maxBonus?: number;
}

/** The percent for a count of qualifying legs: the highest tier at or below it, else 0. */
export function bonusPercent(rules: AccumulatorBonusRules, qualifyingLegs: number): number {
  let percent = 0;
  let reached = 0;
  for (const tier of rules.tiers)
    if (tier.legs <= qualifyingLegs && tier.legs >= reached) {
      percent = tier.percent;
      reached = tier.legs;
    }
  return percent;
}

const qualifies = (rules: AccumulatorBonusRules, leg: LegSettlement) =>
  leg.result === "win" && (leg.voidFactor ?? 0) === 0 && leg.priceMilli >= rules.minPriceMilli;

export function qualifyingLegs(rules: AccumulatorBonusRules, legs: readonly LegSettlement[]): number {
  return legs.filter((leg) => qualifies(rules, leg)).length;
}

function bonusOn(rules: AccumulatorBonusRules, winnings: number, legs: number): number {
  if (winnings <= 0) return 0;
  const basisPoints = BigInt(Math.round(bonusPercent(rules, legs) * 100));
  const bonus = Number((BigInt(winnings) * basisPoints) / 10_000n);
  return rules.maxBonus === undefined ? bonus : Math.min(bonus, rules.maxBonus);
}

/** The bonus of a settled accumulator, given its stake and its return (from actualReturn). */
export function accumulatorBonus(
  rules: AccumulatorBonusRules,
  legs: readonly LegSettlement[],
  stake: number,
  totalReturn: number,
): number {
  if (legs.some((leg) => leg.result === "lose")) return 0;
  return bonusOn(rules, totalReturn - stake, qualifyingLegs(rules, legs));
}

/** The bonus the slip shows if every leg wins, given the potential return. */
export function potentialAccumulatorBonus(
  rules: AccumulatorBonusRules,
  prices: readonly PriceMilli[],
  stake: number,
  potentialReturn: number,
): number {
  const legs = prices.filter((priceMilli) => priceMilli >= rules.minPriceMilli).length;
  return bonusOn(rules, potentialReturn - stake, legs);
}
