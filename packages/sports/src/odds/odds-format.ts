/**
 * Decimal odds as integers in thousandths (`priceMilli`: 1850 = 1.85), the unit on the wire and in
 * storage, so every money sum is integer arithmetic. Fractional and American odds are display
 * formats only: nothing is stored in them and nothing is paid from them.
 */

/** Decimal odds × 1000, an integer ≥ 1001 for an offered price (1000 = 1.00, a void leg's factor). */
export type PriceMilli = number;

/** The lowest price a book offers (1.01): below it a bet cannot return its stake's worth. */
export const MIN_PRICE_MILLI = 1010;

export function assertPriceMilli(priceMilli: number): void {
  if (!Number.isSafeInteger(priceMilli) || priceMilli < 1000)
    throw new RangeError(`${priceMilli} is not a price in thousandths (≥ 1000)`);
}

/** "1.85"; a third decimal only when the price has one ("1.855"). */
export function formatDecimal(priceMilli: PriceMilli): string {
  assertPriceMilli(priceMilli);
  const whole = Math.floor(priceMilli / 1000);
  const milli = priceMilli % 1000;
  const fraction = milli % 10 === 0 ? String(milli / 10).padStart(2, "0") : String(milli).padStart(3, "0");
  return `${whole}.${fraction}`;
}

/** The bookmakers' fraction ladder (odds against), shortest first. */
const FRACTION_LADDER: readonly (readonly [number, number])[] = (
  "1/100 1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/11 1/10 1/9 1/8 2/15 1/7 2/13 1/6 2/11 1/5 2/9 1/4 2/7 " +
  "3/10 1/3 4/11 3/8 2/5 5/12 4/9 9/20 1/2 8/15 4/7 8/13 4/6 8/11 3/4 4/5 5/6 17/20 10/11 19/20 20/21 " +
  "1/1 21/20 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8 2/1 85/40 9/4 12/5 5/2 13/5 11/4 3/1 10/3 7/2 4/1 " +
  "9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 22/1 25/1 28/1 33/1 " +
  "40/1 50/1 66/1 80/1 100/1 125/1 150/1 200/1 250/1 500/1 1000/1"
)
  .split(" ")
  .map((step) => {
    const [numerator, denominator] = step.split("/").map(Number);
    return [numerator!, denominator!] as const;
  });

/**
 * "17/20" for 1.85: the ladder's fraction nearest in decimal price (the shorter one on a tie).
 * Beyond 1000/1, whole odds ("1500/1"). A display only: 4/6 shows for 1.67 though it is 1.666….
 */
export function formatFractional(priceMilli: PriceMilli): string {
  assertPriceMilli(priceMilli);
  const profit = (priceMilli - 1000) / 1000;
  const last = FRACTION_LADDER[FRACTION_LADDER.length - 1]!;
  if (profit > last[0] / last[1]) return `${Math.round(profit)}/1`;
  let best = FRACTION_LADDER[0]!;
  for (const step of FRACTION_LADDER) {
    if (Math.abs(step[0] / step[1] - profit) < Math.abs(best[0] / best[1] - profit)) best = step;
  }
  return `${best[0]}/${best[1]}`;
}

/**
 * Moneyline: "+250" (profit on 100 staked) from 2.00 up, "-118" (stake to win 100) below,
 * rounded half away from zero to a whole number. 1.00 has no American form and is refused.
 */
export function formatAmerican(priceMilli: PriceMilli): string {
  assertPriceMilli(priceMilli);
  if (priceMilli === 1000) throw new RangeError("1.00 has no American odds");
  if (priceMilli >= 2000) return `+${Math.round((priceMilli - 1000) / 10)}`;
  return `-${Math.round(100_000 / (priceMilli - 1000))}`;
}

/** 1.85 or "1.85" → 1850, rounded to the nearest thousandth. */
export function priceFromDecimal(decimal: number | string): PriceMilli {
  const value = typeof decimal === "string" ? Number(decimal) : decimal;
  const priceMilli = Math.round(value * 1000);
  assertPriceMilli(priceMilli);
  return priceMilli;
}

/** 17/20 → 1850, floored to the thousandth (2/7 → 1285: never above the fraction's value). */
export function priceFromFractional(numerator: number, denominator: number): PriceMilli {
  if (!(numerator > 0 && denominator > 0)) throw new RangeError("a fraction of two positive numbers");
  return 1000 + Math.floor((numerator * 1000) / denominator);
}

/** +250 → 3500, -118 → 1847 (floored to the thousandth). */
export function priceFromAmerican(american: number): PriceMilli {
  if (american >= 100) return 1000 + Math.floor(american * 10);
  if (american <= -100) return 1000 + Math.floor(100_000 / -american);
  throw new RangeError(`${american} is not American odds (≥ +100 or ≤ -100)`);
}

/** The probability a price implies (1 / decimal odds), margin included. */
export function impliedProbability(priceMilli: PriceMilli): number {
  assertPriceMilli(priceMilli);
  return 1000 / priceMilli;
}
