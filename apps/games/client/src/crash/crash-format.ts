import { currencyExponent, fromMinorUnits, toMinorUnits } from "@platform/contracts/client";

/** Multipliers are hundredths on the wire (157 is 1.57×); amounts are minor units. */

/** 157 → "1.57×" */
export function formatMultiplier(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}×`;
}

/** The amount as a player types it back: major units, no grouping ("12.50", "500"). */
export function amountInputValue(minor: number, currency: string): string {
  return fromMinorUnits(BigInt(minor), currencyExponent(currency));
}

/**
 * What a player typed as an amount, in minor units: digits with at most the currency's decimals, a
 * comma read as the decimal point (fr, pt); null when it is not an amount.
 */
export function parseAmount(text: string, currency: string): number | null {
  const normal = text.trim().replace(/\s/g, "").replace(",", ".");
  try {
    const minor = toMinorUnits(normal, currencyExponent(currency));
    return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
  } catch {
    return null;
  }
}

/** A multiplier as typed ("2", "1.5", "1,75") in hundredths; null when it is not one. */
export function parseMultiplier(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** A stake halved or doubled, kept whole and within the limits. */
export function stepAmount(amount: number, factor: 0.5 | 2, limits: { min: number; max: number }): number {
  const next = factor === 2 ? amount * 2 : Math.floor(amount / 2);
  return Math.min(limits.max, Math.max(limits.min, next));
}

/** A long hash as people compare them: its first and last characters. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;
}
