import { MIN_PRICE_MILLI, type PriceMilli } from "./odds-format.ts";

/**
 * Where a margined price is rounded down to. `cent`: every 0.01 (a price of 1.857 is offered at
 * 1.85). `exchange`: Betfair's tick ladder (0.01 to 2, 0.02 to 3, 0.05 to 4, 0.1 to 6, 0.2 to 10,
 * 0.5 to 20, 1 to 30, 2 to 50, 5 to 100, 10 to 1000), coarser on long shots where a cent is noise.
 * Rounding is always down: the book never offers more than its margined price.
 */
export type PriceLadder = "cent" | "exchange";

/** The highest price offered (1000.00); anything longer is capped here. */
export const MAX_PRICE_MILLI = 1_000_000;

/** [upper bound of the band (exclusive, milli), tick (milli)]. */
const EXCHANGE_BANDS: readonly (readonly [number, number])[] = [
  [2000, 10],
  [3000, 20],
  [4000, 50],
  [6000, 100],
  [10_000, 200],
  [20_000, 500],
  [30_000, 1000],
  [50_000, 2000],
  [100_000, 5000],
  [Number.POSITIVE_INFINITY, 10_000],
];

/** The size of the step at a price: the largest amount rounding down can take off it. */
export function tickAt(priceMilli: number, ladder: PriceLadder): number {
  if (ladder === "cent") return 10;
  for (const [below, tick] of EXCHANGE_BANDS) if (priceMilli < below) return tick;
  return 10_000;
}

/**
 * A decimal price (any real ≥ 1) to the ladder: rounded down to its tick, then held within
 * [1.01, 1000.00]. A price under 1.01 is lifted to 1.01 (the book gives up the difference).
 */
export function roundDownToLadder(decimalPrice: number, ladder: PriceLadder = "cent"): PriceMilli {
  if (!(decimalPrice >= 1)) throw new RangeError(`${decimalPrice} is not a price`);
  // A hair of tolerance: 1.85 computed as 1.8499999999999999 is still 1.85.
  const milli = Math.min(Math.floor(decimalPrice * 1000 + 1e-6), MAX_PRICE_MILLI);
  const tick = tickAt(milli, ladder);
  const bandStart = ladder === "cent" ? 0 : bandFloor(milli);
  const rounded = bandStart + Math.floor((milli - bandStart) / tick) * tick;
  return Math.max(MIN_PRICE_MILLI, rounded);
}

/** The lower edge of the exchange band a price lies in (ticks count from it). */
function bandFloor(priceMilli: number): number {
  let floor = 1000;
  for (const [below] of EXCHANGE_BANDS) {
    if (priceMilli < below) return floor;
    floor = below;
  }
  return floor;
}
