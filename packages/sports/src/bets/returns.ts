import type { PriceMilli } from "../odds/odds-format.ts";
import type { OutcomeSettlement } from "../settlement/outcome-result.ts";
import { type BetShape, combinations } from "./bet-types.ts";

/**
 * What a bet pays, in integer minor units, computed exactly (BigInt rationals), then floored to
 * the minor unit once per combination: a combination pays floor(unit stake × Π leg factors), and a
 * bet the sum of its combinations. Flooring each leg would compound; flooring the whole bet would
 * pay a combination fractions of a unit another combination earned; once per combination is what a
 * player who placed the combinations one by one would be paid.
 *
 * A leg's factor per unit staked (UOF's rules): won: (1 − voidFactor) × deadHeatFactor × price +
 * voidFactor; lost: voidFactor; void: 1. So a half-won quarter line pays (price + 1)/2, a half-lost
 * one 0.5, and a void leg counts as 1.00 in an accumulator. Dead-heat factors are taken to
 * millionths (rounded), which is finer than any feed publishes them.
 *
 * Amounts beyond 2^53 − 1 minor units saturate there; the site's maximum payout applies after.
 */
export interface LegSettlement extends Partial<Pick<OutcomeSettlement, "voidFactor" | "deadHeatFactor">> {
  readonly priceMilli: PriceMilli;
  readonly result: OutcomeSettlement["result"];
}

/** Leg factors are numerators over this: 2 (half stakes) × 10^3 (price) × 10^6 (dead heat). */
const FACTOR_DENOMINATOR = 2_000_000_000n;

export function legFactorNumerator(leg: LegSettlement): bigint {
  const voidHalves = BigInt(Math.round((leg.voidFactor ?? 0) * 2));
  if (leg.result === "void" || voidHalves === 2n) return FACTOR_DENOMINATOR;
  if (leg.result === "lose") return voidHalves * 1_000_000_000n;
  const deadHeat = BigInt(Math.round((leg.deadHeatFactor ?? 1) * 1_000_000));
  return (2n - voidHalves) * deadHeat * BigInt(leg.priceMilli) + voidHalves * 1_000_000_000n;
}

function toSafeNumber(amount: bigint): number {
  return amount > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(amount);
}

function assertLegs(shape: BetShape, count: number, unitStake: number): void {
  if (count !== shape.legs) throw new RangeError(`${count} legs for a bet of ${shape.legs}`);
  if (!Number.isSafeInteger(unitStake) || unitStake <= 0) throw new RangeError(`unit stake ${unitStake}`);
}

/** Each combination's payout, in the order of combinations(shape). */
export function combinationReturns(
  unitStake: number,
  legs: readonly LegSettlement[],
  shape: BetShape,
): number[] {
  assertLegs(shape, legs.length, unitStake);
  const factors = legs.map(legFactorNumerator);
  return combinations(shape).map((combination) => {
    let numerator = BigInt(unitStake);
    let denominator = 1n;
    for (const leg of combination) {
      numerator *= factors[leg]!;
      denominator *= FACTOR_DENOMINATOR;
    }
    return toSafeNumber(numerator / denominator);
  });
}

/** The bet's return given each leg's settlement (every leg settled). */
export function actualReturn(unitStake: number, legs: readonly LegSettlement[], shape: BetShape): number {
  return toSafeNumber(
    combinationReturns(unitStake, legs, shape).reduce((sum, amount) => sum + BigInt(amount), 0n),
  );
}

/** The return if every leg wins at its price: what the slip shows. */
export function potentialReturn(unitStake: number, prices: readonly PriceMilli[], shape: BetShape): number {
  return actualReturn(
    unitStake,
    prices.map((priceMilli) => ({ priceMilli, result: "win" as const })),
    shape,
  );
}

/**
 * The largest unit stake whose potential return stays within `maxPayout`: floor(max / R), R the
 * return per unit staked if all win (exact; flooring per combination only lowers the return).
 */
export function maxUnitStake(maxPayout: number, prices: readonly PriceMilli[], shape: BetShape): number {
  assertLegs(shape, prices.length, 1);
  const longest = Math.max(...combinations(shape).map((c) => c.length));
  const scale = 1000n ** BigInt(longest);
  const perUnit = combinations(shape).reduce((sum, combination) => {
    const product = combination.reduce((p, leg) => p * BigInt(prices[leg]!), 1n);
    return sum + (product * scale) / 1000n ** BigInt(combination.length);
  }, 0n);
  return toSafeNumber((BigInt(maxPayout) * scale) / perUnit);
}
