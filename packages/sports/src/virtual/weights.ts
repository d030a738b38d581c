/**
 * Probabilities as whole numbers of 2^32 ("weights"), the unit of every virtual draw. A float of the
 * provably fair stream is a 32-bit integer u over 2^32 (packages/fair, fair-floats.ts), so a
 * distribution whose weights sum to exactly 2^32 is drawn by integer comparison alone: outcome i
 * wins when cumulative(i − 1) ≤ u < cumulative(i), with probability exactly weight_i / 2^32.
 *
 * Why not draw from the floats directly: the prices are computed from the weights and the draw uses
 * the same weights, so the priced probabilities ARE the draw's probabilities (to the last 2^-32),
 * the RTP of every outcome is an exact fraction, and the verifier repeats the draw with integer
 * comparisons only. Building the weights uses Math.exp and **, which ECMAScript lets engines round
 * differently in the last bit; a one-ulp difference moves a weight by at most 1 in the rare case it
 * sits on a rounding boundary, and changes a draw only if u equals that boundary: a 2^-32 chance.
 */
export const WEIGHT_TOTAL = 4_294_967_296; // 2^32, exact in a double

/**
 * Largest-remainder rounding of `probabilities` (any non-negative numbers, renormalised) to weights
 * summing to exactly 2^32. Ties in the remainder go to the lower index, so the result is a pure
 * function of the input.
 */
export function toWeights(probabilities: ArrayLike<number>): Float64Array {
  let total = 0;
  for (let i = 0; i < probabilities.length; i++) {
    const p = probabilities[i]!;
    if (!(p >= 0) || !Number.isFinite(p)) throw new RangeError(`probability ${p}`);
    total += p;
  }
  if (!(total > 0)) throw new RangeError("no outcome has a chance");
  const weights = new Float64Array(probabilities.length);
  const remainders: number[] = [];
  let assigned = 0;
  for (let i = 0; i < probabilities.length; i++) {
    const exact = (probabilities[i]! / total) * WEIGHT_TOTAL;
    weights[i] = Math.floor(exact);
    assigned += weights[i]!;
    remainders.push(exact - weights[i]!);
  }
  const order = remainders.map((_, i) => i).sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (let k = 0; assigned < WEIGHT_TOTAL; k = (k + 1) % order.length) {
    weights[order[k]!]!++;
    assigned++;
  }
  return weights;
}

/** Running sums of the weights: the draw's thresholds (the last is 2^32). */
export function cumulativeWeights(weights: ArrayLike<number>): Float64Array {
  const cumulative = new Float64Array(weights.length);
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i]!;
    cumulative[i] = sum;
  }
  if (sum !== WEIGHT_TOTAL) throw new RangeError(`weights sum to ${sum}, not 2^32`);
  return cumulative;
}

/** The 32-bit integer behind a fair float (u32 / 2^32, exact in a double). */
export function floatToUint32(float: number): number {
  const u = float * WEIGHT_TOTAL;
  if (!(u >= 0 && u < WEIGHT_TOTAL) || !Number.isInteger(u))
    throw new RangeError(`${float} is not a 32-bit fair float`);
  return u;
}

/** The outcome whose band holds u: the first index with cumulative > u (binary search). */
export function pickByWeight(cumulative: Float64Array, u: number): number {
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (cumulative[mid]! > u) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * `pickByWeight` through a guide table (the "indexed search" of Chen and Asau): `start[b]` is the
 * answer for the smallest u of bucket b (u's top `bits` bits), and the answer for any u of the bucket
 * is found by stepping on from there. The same index as the binary search (the first cumulative
 * above u) in about one step: the hot path of a match (goal seconds, 5,400 bands) needs it.
 */
export interface GuidedWeights {
  readonly cumulative: Float64Array;
  readonly start: Int32Array;
  readonly shift: number;
}

export function guideWeights(cumulative: Float64Array, bits: number): GuidedWeights {
  const start = new Int32Array(2 ** bits);
  const shift = 32 - bits;
  // One pass: each bucket's smallest u, the first index whose cumulative is above it (pickByWeight's
  // answer), moving on from the last bucket's. The last cumulative is 2^32, above every u.
  let index = 0;
  for (let bucket = 0; bucket < start.length; bucket++) {
    const u = bucket * 2 ** shift;
    while (cumulative[index]! <= u) index++;
    start[bucket] = index;
  }
  return { cumulative, start, shift };
}

export function pickGuided(guided: GuidedWeights, u: number): number {
  const cumulative = guided.cumulative;
  let index = guided.start[u >>> guided.shift]!;
  while (cumulative[index]! <= u) index++;
  return index;
}
