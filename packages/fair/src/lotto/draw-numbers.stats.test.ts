import { describe, expect, test } from "vitest";
import type { FloatSource } from "../float-source.ts";
import { nodeFairFloats } from "../node-fair-floats.ts";
import { chiSquare, chiSquareBounds, expectUniform } from "../testing/statistics.ts";
import { Xoshiro128 } from "../xoshiro.ts";
import { DRAW_NONCE, drawBalls, drawClientSeed, LOTTO_5_90 } from "./draw-numbers.ts";

/*
 * Statistical tests of 5/90 draws (issue 10: ≥ 10⁶ simulated draws, each number's frequency within
 * chi-square bounds; UKGC RTS 7A). 10⁶ full draws as the server makes them: HMAC-SHA256 floats
 * (node:crypto, fairness module) → drawBalls, under two fixed server seeds and the client seeds of
 * draws 1..500,000 of a 15-minute schedule, nonce 0, so the test is deterministic. Each test is
 * two-sided at α = 0.001 (too regular fails as well as too uneven), critical values by the
 * Wilson–Hilferty approximation as in ../fair-floats.stats.test.ts, checked below against
 * exact quantiles.
 */

const DRAWS = 1_000_000;
const { count: K, max: N } = LOTTO_5_90;

/*
 * How often each number is drawn at all, over `draws` draws of k from n. Not multinomial: a draw puts
 * k distinct numbers in, so the counts are less spread. One draw's indicators X_i have variance
 * p(1 − p), p = k/n, and covariance k(k − 1)/(n(n − 1)) − p²; the count vector's covariance is then
 * draws · a · (I − J/n) with a = p(1 − p) · n/(n − 1), and Pearson's statistic with expected draws · p
 * tends to (a/p) · χ²(n − 1) = (n − k)/(n − 1) · χ²(n − 1). So statistic × (n − 1)/(n − k) is
 * χ²(n − 1): df 89 for 5/90 (the factor is 89/85).
 */
function expectUniformWithoutReplacement(counts: ArrayLike<number>, draws: number, k: number) {
  const n = counts.length;
  const statistic = (chiSquare(counts, (draws * k) / n) * (n - 1)) / (n - k);
  const [lower, upper] = chiSquareBounds(n - 1);
  expect(statistic).toBeGreaterThan(lower);
  expect(statistic).toBeLessThan(upper);
}

interface Tally {
  draws: number;
  /** any[b − 1]: draws that contain ball b. */
  any: Uint32Array;
  /** position[p][b − 1]: draws whose ball p + 1 is b. */
  position: Uint32Array[];
  /** firstTwo[(b1 − 1) · N + (b2 − 1)]: draws that start b1, b2 (N · (N − 1) possible cells). */
  firstTwo: Uint32Array;
}

function tally(draws: number, draw: (index: number) => number[]): Tally {
  const result: Tally = {
    draws,
    any: new Uint32Array(N),
    position: Array.from({ length: K }, () => new Uint32Array(N)),
    firstTwo: new Uint32Array(N * N),
  };
  for (let index = 0; index < draws; index++) {
    const balls = draw(index);
    for (let p = 0; p < K; p++) {
      result.any[balls[p]! - 1]!++;
      result.position[p]![balls[p]! - 1]!++;
    }
    result.firstTwo[(balls[0]! - 1) * N + balls[1]! - 1]!++;
  }
  return result;
}

/** firstTwo without its impossible diagonal (a ball cannot come out twice). */
function orderedPairs(firstTwo: Uint32Array): Uint32Array {
  const cells = new Uint32Array(N * (N - 1));
  let at = 0;
  for (let a = 0; a < N; a++) for (let b = 0; b < N; b++) if (a !== b) cells[at++] = firstTwo[a * N + b]!;
  return cells;
}

function expectFairTally(t: Tally) {
  expectUniformWithoutReplacement(t.any, t.draws, K);
  for (const counts of t.position) expectUniform(counts, t.draws);
  expectUniform(orderedPairs(t.firstTwo), t.draws);
}

const SERVER_SEEDS = [
  "7c0b7d3b4e1f2a9c5d6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d",
  "d1c2b3a49586f7e8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70",
];
const FIRST_DRAW = Date.UTC(2025, 0, 1);

/** Draw `index` of the simulation: the server's computation, start to finish. */
function fairDraw(index: number): number[] {
  const half = DRAWS / SERVER_SEEDS.length;
  const drawId = (index % half) + 1;
  const clientSeed = drawClientSeed({
    game: "5-90-lucky5",
    drawId,
    scheduledAt: new Date(FIRST_DRAW + drawId * 900_000),
  });
  const serverSeed = SERVER_SEEDS[Math.floor(index / half)]!;
  return drawBalls(nodeFairFloats({ serverSeed, clientSeed, nonce: DRAW_NONCE }), LOTTO_5_90);
}

/** 100,000 draws of a drawer on xoshiro floats (fast), for the power tests. */
function simulate(drawer: (floats: FloatSource, index: number) => number[]): Tally {
  const floats = new Xoshiro128(90_5);
  return tally(100_000, (index) => drawer(floats, index));
}

describe("a million 5/90 draws pass statistical tests", () => {
  const started = performance.now();
  const fair = tally(DRAWS, fairDraw);
  const seconds = (performance.now() - started) / 1000;

  test("a million full draws, through HMAC-SHA256", () => {
    expect(fair.draws).toBe(1_000_000);
    expect(fair.any.reduce((a, b) => a + b, 0)).toBe(DRAWS * K);
    // How long the million took, for the report (not asserted: machines differ).
    console.info(`${DRAWS} draws of 5/90 in ${seconds.toFixed(1)} s`);
  });

  test("the Wilson–Hilferty bounds agree with exact chi-square quantiles (scipy.stats.chi2.ppf)", () => {
    const [lower89, upper89] = chiSquareBounds(89);
    expect(lower89).toBeCloseTo(51.5209, 0);
    expect(upper89).toBeCloseTo(139.5367, 0);
    const [lower8009, upper8009] = chiSquareBounds(8009);
    expect(Math.abs(lower8009 / 7599.084 - 1)).toBeLessThan(1e-4);
    expect(Math.abs(upper8009 / 8432.019 - 1)).toBeLessThan(1e-4);
  });

  test("each number's frequency over all five balls (chi-square, df 89, corrected for no replacement)", () => {
    expectUniformWithoutReplacement(fair.any, DRAWS, K);
  });

  test("the first ball (Direct 1) is uniform over 1–90 (df 89)", () => {
    expectUniform(fair.position[0]!, DRAWS);
  });

  test("every ball position is uniform over 1–90 (df 89 each)", () => {
    for (const counts of fair.position) expectUniform(counts, DRAWS);
  });

  test("the first two balls are uniform over the 8,010 ordered pairs (df 8,009)", () => {
    expectUniform(orderedPairs(fair.firstTwo), DRAWS);
  });

  test("the tests accept a good generator and have power against flawed draws", () => {
    expect(() => expectFairTally(simulate((floats) => drawBalls(floats, LOTTO_5_90)))).not.toThrow();
    // Off by one: floor(f × (length − 1)) never takes the last ball left, so 90 is never ball 1.
    const offByOne = simulate((floats) => {
      const pool = Array.from({ length: N }, (_, i) => i + 1);
      return Array.from(
        { length: K },
        () => pool.splice(Math.floor(floats.next() * (pool.length - 1)), 1)[0]!,
      );
    });
    expect(() => expectUniformWithoutReplacement(offByOne.any, offByOne.draws, K)).toThrow();
    expect(() => expectUniform(offByOne.position[0]!, offByOne.draws)).toThrow();
    // Balls published sorted: each number as often as ever, but ball 1 is the smallest.
    const sorted = simulate((floats) => drawBalls(floats, LOTTO_5_90).sort((a, b) => a - b));
    expect(() => expectUniformWithoutReplacement(sorted.any, sorted.draws, K)).not.toThrow();
    expect(() => expectUniform(sorted.position[0]!, sorted.draws)).toThrow();
    // Too regular: every number exactly equally often.
    const cyclic = simulate((_, index) => Array.from({ length: K }, (_, p) => ((index * K + p) % N) + 1));
    expect(() => expectUniformWithoutReplacement(cyclic.any, cyclic.draws, K)).toThrow();
    // The second ball copies the first's neighbour: positions fine, pairs not.
    const neighbour = simulate((floats) => {
      const balls = drawBalls(floats, LOTTO_5_90);
      if (balls[0]! < N && !balls.includes(balls[0]! + 1) && floats.next() < 0.05) balls[1] = balls[0]! + 1;
      return balls;
    });
    expect(() => expectUniform(orderedPairs(neighbour.firstTwo), neighbour.draws)).toThrow();
  });
});
