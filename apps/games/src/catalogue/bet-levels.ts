import { currencyExponent } from "@platform/contracts";

/**
 * Stake ladders in minor units, chosen per currency so the smallest stake is a few US cents and
 * the largest a few dollars: CDF 100 – 10,000 FC, KES 1 – 200 KSh, UGX 500 – 50,000 USh,
 * MZN 5 – 500 MT, NGN 50 – 5,000 ₦.
 */
const LADDERS: Record<string, number[]> = {
  CDF: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000],
  KES: [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000],
  UGX: [500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000],
  MZN: [500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000],
  NGN: [5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
};

/** A currency's ladder (1 – 100 major units when it has none of its own). */
export function stakeLadder(currency: string): number[] {
  const unit = 10 ** currencyExponent(currency);
  return LADDERS[currency] ?? [1, 2, 5, 10, 20, 50, 100].map((major) => major * unit);
}

/** The ladder rounded up to multiples of the game's betUnit, each once, ascending. */
export function betLevels(currency: string, betUnit: number): number[] {
  const levels = stakeLadder(currency).map((stake) => Math.ceil(stake / betUnit) * betUnit);
  return [...new Set(levels)].sort((a, b) => a - b);
}
