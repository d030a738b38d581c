/**
 * The shape of a bet over its legs (selections, each on a different event), as Sportradar's MTS
 * puts it: a set of combination sizes over the legs. A single is [1] of 1, an accumulator [n] of
 * n, a Trixie [2,3] of 3. Banker legs are in every combination; the sizes count the other legs, so
 * a Trixie with one banker over 4 legs is the banker plus each double and the treble of the 3 others.
 * Each combination is one bet of the unit stake: total stake = unit stake × number of bets.
 */
export interface BetShape {
  readonly legs: number;
  /** Indices (0-based) of the legs in every combination. */
  readonly bankers: readonly number[];
  /** Combination sizes over the non-banker legs, each 1…(legs − bankers). */
  readonly sizes: readonly number[];
}

/** The full-cover system bets players know by name: all combinations of 2+ (or 1+ with singles). */
export const SYSTEM_BETS = {
  trixie: { legs: 3, sizes: [2, 3] }, // 4 bets
  patent: { legs: 3, sizes: [1, 2, 3] }, // 7
  yankee: { legs: 4, sizes: [2, 3, 4] }, // 11
  lucky15: { legs: 4, sizes: [1, 2, 3, 4] }, // 15
  canadian: { legs: 5, sizes: [2, 3, 4, 5] }, // 26 (a Super Yankee)
  lucky31: { legs: 5, sizes: [1, 2, 3, 4, 5] }, // 31
  heinz: { legs: 6, sizes: [2, 3, 4, 5, 6] }, // 57
  lucky63: { legs: 6, sizes: [1, 2, 3, 4, 5, 6] }, // 63
  superHeinz: { legs: 7, sizes: [2, 3, 4, 5, 6, 7] }, // 120
  goliath: { legs: 8, sizes: [2, 3, 4, 5, 6, 7, 8] }, // 247
} as const satisfies Record<string, { legs: number; sizes: readonly number[] }>;

export type SystemName = keyof typeof SYSTEM_BETS;

/** "Sizes of n" (MTS's system notation) with optional bankers; checks the shape. */
export function betShape(legs: number, sizes: readonly number[], bankers: readonly number[] = []): BetShape {
  if (!Number.isInteger(legs) || legs < 1) throw new RangeError(`legs ${legs}`);
  if (
    new Set(bankers).size !== bankers.length ||
    bankers.some((b) => !Number.isInteger(b) || b < 0 || b >= legs)
  )
    throw new RangeError(`bankers ${bankers.join(",")} of ${legs} legs`);
  const free = legs - bankers.length;
  if (sizes.length === 0 || new Set(sizes).size !== sizes.length)
    throw new RangeError(`sizes ${sizes.join(",")}`);
  for (const size of sizes)
    if (!Number.isInteger(size) || size < 1 || size > free)
      throw new RangeError(`size ${size} of ${free} non-banker legs`);
  return { legs, bankers: [...bankers].sort((a, b) => a - b), sizes: [...sizes].sort((a, b) => a - b) };
}

export const single = (): BetShape => betShape(1, [1]);
/** n singles on n legs in one slip: n bets. */
export const singles = (legs: number): BetShape => betShape(legs, [1]);
export const accumulator = (legs: number): BetShape => betShape(legs, [legs]);

/** A named system; bankers, if any, are added as extra legs after the system's own. */
export function systemBet(name: SystemName, bankerCount = 0): BetShape {
  const { legs, sizes } = SYSTEM_BETS[name];
  const bankers = Array.from({ length: bankerCount }, (_, i) => legs + i);
  return betShape(legs + bankerCount, sizes, bankers);
}

/** n choose k, exact for the sizes bets have (n ≤ 100 legs keeps it far inside 2^53 for k small). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

export function numberOfBets(shape: BetShape): number {
  const free = shape.legs - shape.bankers.length;
  return shape.sizes.reduce((total, size) => total + choose(free, size), 0);
}

/** Unit stake × bets, in minor units. */
export function totalStake(unitStake: number, shape: BetShape): number {
  if (!Number.isSafeInteger(unitStake) || unitStake <= 0) throw new RangeError(`unit stake ${unitStake}`);
  return unitStake * numberOfBets(shape);
}

/** Every combination as sorted leg indices, bankers included; by size, then lexicographically. */
export function combinations(shape: BetShape): number[][] {
  const bankers = new Set(shape.bankers);
  const free = Array.from({ length: shape.legs }, (_, i) => i).filter((i) => !bankers.has(i));
  const out: number[][] = [];
  for (const size of shape.sizes) {
    const pick = (start: number, chosen: number[]) => {
      if (chosen.length === size) {
        out.push([...shape.bankers, ...chosen].sort((a, b) => a - b));
        return;
      }
      for (let i = start; i <= free.length - (size - chosen.length); i++) pick(i + 1, [...chosen, free[i]!]);
    };
    pick(0, []);
  }
  return out;
}
