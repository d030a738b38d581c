import { type BetShape, combinations } from "../bets/bet-types.ts";
import { type LegSettlement, legFactorNumerator } from "../bets/returns.ts";
import type { PriceMilli } from "../odds/odds-format.ts";

/**
 * Cash-out (Sportradar MTS's definition): the fair value of an open bet is the expected payout at
 * current FAIR probabilities, Σ over its combinations of unit stake × Π factors, where
 * - a settled leg counts with its settlement factor (a win its price, a loss 0, void 1, see returns.ts);
 * - an open leg counts its expected factor, price × p × (1 − v) + v, with p its fair probability
 *   (as pricing gives it: conditional on no push) and v its push probability (0 for most markets),
 *   so the value is what the bet is worth, not what the book would sell it for.
 * Legs are taken as independent (one event each). The offer is floor(fair × (1 − margin)), the
 * published cash-out margin (e.g. 0.08, taken to basis points), and never above the site's maximum
 * payout. An offer of 0
 * means none. Fair probabilities, not margined prices: pricing off the book's own margin would
 * take the margin twice.
 */
export type CashOutLeg =
  | {
      readonly state: "open";
      readonly priceMilli: PriceMilli;
      readonly probability: number;
      readonly voidProbability?: number;
    }
  | ({ readonly state: "settled" } & LegSettlement);

export interface CashOutInput {
  readonly unitStake: number;
  readonly shape: BetShape;
  readonly legs: readonly CashOutLeg[];
  /** The published cash-out margin, 0 ≤ margin < 1. */
  readonly margin: number;
  readonly maxPayout?: number;
}

export interface CashOutValue {
  /** Expected payout in minor units (not rounded). */
  readonly fairValue: number;
  /** What the book pays to close the bet now, in minor units. */
  readonly offer: number;
}

/**
 * A leg's expected factor as numerator / denominator, kept apart so that a combination multiplies
 * the (mostly integer) numerators first and divides once: 1000 × 2.00 × 1.50 × 0.6 comes out 1800,
 * not 1799.9999999999998, and a quote does not lose a minor unit to float noise.
 */
function expectedFactor(leg: CashOutLeg): [numerator: number, denominator: number] {
  if (leg.state === "settled") return [Number(legFactorNumerator(leg)), 2e9];
  const v = leg.voidProbability ?? 0;
  if (!(leg.probability >= 0 && leg.probability <= 1 && v >= 0 && v <= 1))
    throw new RangeError(`probabilities ${leg.probability}, ${v}`);
  return [leg.priceMilli * leg.probability * (1 - v) + 1000 * v, 1000];
}

export function cashOutValue(input: CashOutInput): CashOutValue {
  const { unitStake, shape, legs, margin } = input;
  if (legs.length !== shape.legs) throw new RangeError(`${legs.length} legs for a bet of ${shape.legs}`);
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`cash-out margin ${margin}`);
  const factors = legs.map(expectedFactor);
  const fairValue = combinations(shape).reduce((sum, combination) => {
    let numerator = unitStake;
    let denominator = 1;
    for (const leg of combination) {
      numerator *= factors[leg]![0];
      denominator *= factors[leg]![1];
    }
    return sum + numerator / denominator;
  }, 0);
  // The margin in basis points, so 1800 at 8 % is 1800 × 9200 / 10000 = 1656 exactly.
  const keep = 10_000 - Math.round(margin * 10_000);
  const offer = Math.min(
    Math.floor((fairValue * keep) / 10_000),
    Math.floor(fairValue), // rounding in the line above never lifts it past the value
    input.maxPayout ?? Number.MAX_SAFE_INTEGER,
  );
  return { fairValue, offer: Math.max(0, offer) };
}

export interface PartialCashOut {
  /** Paid now: floor(offer × cashed / unit stake). */
  readonly payout: number;
  /** The unit stake left running; the rest of the bet is unchanged. */
  readonly remainingUnitStake: number;
}

/**
 * Cashing out a share of the stake: `cashedUnitStake` of the `unitStake` (minor units, so the share
 * is exact) is paid its share of the offer for the whole bet, and the bet runs on with the rest
 * (every combination's stake shrinks alike, so its returns scale the same way).
 */
export function partialCashOut(offer: number, unitStake: number, cashedUnitStake: number): PartialCashOut {
  if (!Number.isSafeInteger(cashedUnitStake) || cashedUnitStake <= 0 || cashedUnitStake > unitStake)
    throw new RangeError(`cash out ${cashedUnitStake} of ${unitStake}`);
  if (!Number.isSafeInteger(offer) || offer < 0) throw new RangeError(`offer ${offer}`);
  const payout = Number((BigInt(offer) * BigInt(cashedUnitStake)) / BigInt(unitStake));
  return { payout, remainingUnitStake: unitStake - cashedUnitStake };
}
