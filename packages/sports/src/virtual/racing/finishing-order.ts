import type { FloatSource } from "@platform/fair";
import { cumulativeWeights, floatToUint32, pickByWeight, toWeights } from "../weights.ts";
import { RUNNERS_PER_RACE } from "./greyhounds.ts";

/**
 * Every finishing order of six runners (720) with its Harville probability in weights of 2^32: the
 * table a race is drawn from and its markets priced from, as the score table is for football.
 * Orders are lists of trap numbers, winner first.
 */
export interface OrderTable {
  /** orders[i] = the traps in finishing order. */
  readonly orders: readonly (readonly number[])[];
  readonly weights: Float64Array;
  readonly cumulative: Float64Array;
}

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** Harville: Π_k s(order_k) / (the strengths not yet placed). `strengths[trap − 1]`. */
export function harvilleProbability(strengths: readonly number[], order: readonly number[]): number {
  let left = strengths.reduce((sum, s) => sum + s, 0);
  let p = 1;
  for (let k = 0; k < order.length - 1; k++) {
    const s = strengths[order[k]! - 1]!;
    p *= s / left;
    left -= s;
  }
  return p;
}

/** The 720 orders of six traps, in the same order every time: built once, shared by every table. */
const ORDERS: readonly (readonly number[])[] = permutations(
  Array.from({ length: RUNNERS_PER_RACE }, (_, i) => i + 1),
);

export function orderTable(strengths: readonly number[]): OrderTable {
  if (strengths.length !== RUNNERS_PER_RACE || strengths.some((s) => !(s > 0) || !Number.isFinite(s)))
    throw new RangeError("six positive strengths");
  const orders = ORDERS;
  const weights = toWeights(orders.map((order) => harvilleProbability(strengths, order)));
  return { orders, weights, cumulative: cumulativeWeights(weights) };
}

/** Traps in finishing order, and each trap's time in milliseconds (`timesMs[trap − 1]`). */
export interface RaceOutcome {
  readonly order: readonly number[];
  readonly timesMs: readonly number[];
}

/** The winner's time over 480 m: 28.50 s + up to 1.5 s. */
export const WINNER_BASE_MS = 28_500;
export const WINNER_SPREAD_MS = 1_500;
/** The gap to the runner in front: 0.01 s to 0.60 s (under a length to several). */
export const GAP_MIN_MS = 10;
export const GAP_SPREAD_MS = 590;

/**
 * Plays a race from its floats: float 0 the finishing order (from the priced table), float 1 the
 * winner's time, floats 2–6 the gaps behind each next finisher. Times are display only: the order
 * settles every market.
 */
export function raceTimeline(table: OrderTable, floats: FloatSource): RaceOutcome {
  const order = table.orders[pickByWeight(table.cumulative, floatToUint32(floats.next()))]!;
  const timesMs = new Array<number>(order.length).fill(0);
  let time = WINNER_BASE_MS + Math.floor(floats.next() * WINNER_SPREAD_MS);
  order.forEach((trap, place) => {
    if (place > 0) time += GAP_MIN_MS + Math.floor(floats.next() * GAP_SPREAD_MS);
    timesMs[trap - 1] = time;
  });
  return { order, timesMs };
}
