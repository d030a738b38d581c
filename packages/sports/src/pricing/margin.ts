import { MIN_PRICE_MILLI, type PriceMilli } from "../odds/odds-format.ts";
import { type PriceLadder, roundDownToLadder } from "../odds/price-ladder.ts";

/**
 * A published margin (overround) on fair probabilities: the margined probabilities q_i sum to
 * 1 + margin and the price offered is 1/q_i rounded down to the ladder. Not additive (q = p + m/n):
 * that misprices long shots (Overtime moved off it). Two methods:
 *
 * - power: q_i = p_i^k with k < 1 solving Σ p_i^k = 1 + margin (bisection). Long shots take
 *   relatively more margin, the favourite–longshot bias books show; order is kept (p ↦ p^k rises).
 * - shin: Shin's (1993) insider-trading model, the inverse of the usual Shin de-margining:
 *   q_i = S · √(z·p_i + (1 − z)·p_i²), S = Σ_j √(z·p_j + (1 − z)·p_j²), z solving S² = 1 + margin.
 *
 * Rounding: each price goes down to the ladder's tick, so an implied probability 1/price is never
 * below q_i and exceeds it by less than tick / price² (tick and price as decimals): the implied sum
 * lies in [1 + margin, 1 + margin + Σ tick_i / price_i²]. Two exceptions, both giving margin back:
 * a price under 1.01 is lifted to 1.01, and one over 1000.00 is capped there.
 *
 * Outcomes of fair probability 0 get no price (`priceMilli` null); a market needs two outcomes with
 * a chance to take a margin. Probabilities are renormalised to sum to 1 first (fair markets do, to
 * float rounding).
 */
export type MarginMethod = "power" | "shin";

export interface MarginOptions {
  /** 0.05 = a 5 % overround. */
  readonly margin: number;
  readonly method?: MarginMethod;
  readonly ladder?: PriceLadder;
}

export interface PricedOutcome {
  /** The fair probability given (renormalised). */
  readonly probability: number;
  /** The margined probability before rounding (q_i). */
  readonly marginedProbability: number;
  /** The price offered, null when the outcome cannot happen. */
  readonly priceMilli: PriceMilli | null;
  /** 1 / the offered price (0 without one). */
  readonly impliedProbability: number;
}

const ITERATIONS = 200;

function normalised(probabilities: readonly number[], margin: number): number[] {
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`margin ${margin} is not in [0, 1)`);
  const total = probabilities.reduce((sum, p) => {
    if (!(p >= 0) || !Number.isFinite(p)) throw new RangeError(`probability ${p}`);
    return sum + p;
  }, 0);
  const scaled = probabilities.map((p) => p / total);
  if (scaled.filter((p) => p > 0).length < 2)
    throw new RangeError("a margin needs two outcomes with a chance");
  return scaled;
}

/** Bisection for an increasing `f` on [low, high] with f(low) ≤ 0 ≤ f(high). */
function solveIncreasing(f: (x: number) => number, low: number, high: number): number {
  let lo = low;
  let hi = high;
  for (let i = 0; i < ITERATIONS && hi - lo > 1e-15; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Power method: p_i^k, Σ = 1 + margin. */
export function powerMargin(probabilities: readonly number[], margin: number): number[] {
  const p = normalised(probabilities, margin);
  const sum = (k: number) => p.reduce((total, pi) => total + (pi > 0 ? pi ** k : 0), 0);
  // Σ p^k falls from the count of outcomes (k → 0) to 1 (k = 1): the margin must be below count − 1.
  if (sum(1e-12) <= 1 + margin) throw new RangeError(`margin ${margin} is too large for this market`);
  const k = solveIncreasing((x) => 1 + margin - sum(x), 1e-12, 1);
  return p.map((pi) => (pi > 0 ? pi ** k : 0));
}

/** Shin's method: q_i = S · √(z p_i + (1 − z) p_i²), S² = 1 + margin. */
export function shinMargin(probabilities: readonly number[], margin: number): number[] {
  const p = normalised(probabilities, margin);
  const roots = (z: number) => p.map((pi) => Math.sqrt(z * pi + (1 - z) * pi * pi));
  const squaredSum = (z: number) => roots(z).reduce((a, b) => a + b, 0) ** 2;
  if (squaredSum(1) < 1 + margin) throw new RangeError(`margin ${margin} is too large for this market`);
  const z = solveIncreasing((x) => squaredSum(x) - (1 + margin), 0, 1);
  const r = roots(z);
  const s = r.reduce((a, b) => a + b, 0);
  return r.map((ri) => ri * s);
}

/** Margin, then prices on the ladder (see the rounding rules above). */
export function applyMargin(probabilities: readonly number[], options: MarginOptions): PricedOutcome[] {
  const margined =
    options.method === "shin"
      ? shinMargin(probabilities, options.margin)
      : powerMargin(probabilities, options.margin);
  const fair = normalised(probabilities, options.margin);
  return margined.map((q, i) => {
    const probability = fair[i]!;
    if (probability === 0)
      return { probability, marginedProbability: 0, priceMilli: null, impliedProbability: 0 };
    const priceMilli = Math.max(MIN_PRICE_MILLI, roundDownToLadder(Math.max(1, 1 / q), options.ladder));
    return { probability, marginedProbability: q, priceMilli, impliedProbability: 1000 / priceMilli };
  });
}
