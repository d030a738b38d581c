import { expect } from "vitest";
import { nodeFairFloats } from "../node-fair-floats.ts";

/*
 * What the statistical tests of fair outcomes share (UKGC RTS 7A: outcomes acceptably random, shown
 * by tests): `@platform/fair/testing`, for tests only, never in the main index. Each test is
 * two-sided at α = 0.001 (too regular fails as well as too uneven); chi-square critical values by
 * the Wilson–Hilferty approximation, accurate to about 0.1 % at the degrees of freedom we use.
 */

/** The two-sided z at α = 0.001. */
export const Z = 3.2905;

/**
 * 2^20 floats of the fair stream: 2,048 nonces × 256 floats (cursor 0 to 31) under each of two fixed
 * seed pairs, so a test over them is deterministic.
 */
export function fairFloatSample(): Float64Array {
  const pairs = [
    { serverSeed: "7c0b7d3b4e1f2a9c5d6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d", clientSeed: "savanna" },
    { serverSeed: "d1c2b3a49586f7e8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70", clientSeed: "ngoma 7" },
  ];
  const perNonce = 256;
  const nonces = 2048;
  const floats = new Float64Array(pairs.length * nonces * perNonce);
  let at = 0;
  for (const pair of pairs) {
    for (let nonce = 0; nonce < nonces; nonce++) {
      const stream = nodeFairFloats({ ...pair, nonce });
      for (let i = 0; i < perNonce; i++) floats[at++] = stream.next();
    }
  }
  return floats;
}

/** [lower, upper] critical values of chi-square with k degrees of freedom (Wilson–Hilferty). */
export function chiSquareBounds(k: number): [number, number] {
  const s = Math.sqrt(2 / (9 * k));
  const at = (z: number) => k * (1 - 2 / (9 * k) + z * s) ** 3;
  return [at(-Z), at(Z)];
}

/** Pearson's statistic of the counts against the same expected count in every cell. */
export function chiSquare(counts: ArrayLike<number>, expected: number): number {
  let sum = 0;
  for (let i = 0; i < counts.length; i++) sum += (counts[i]! - expected) ** 2 / expected;
  return sum;
}

/** Counts of a multinomial sample (one cell per trial) against the uniform: Pearson's chi-square. */
export function expectUniform(counts: ArrayLike<number>, trials: number): void {
  const statistic = chiSquare(counts, trials / counts.length);
  const [lower, upper] = chiSquareBounds(counts.length - 1);
  expect(statistic).toBeGreaterThan(lower);
  expect(statistic).toBeLessThan(upper);
}

/** How many floats of [0, 1) fall in each of `bins` equal bins: floor(f × bins), as a reel stop is. */
export function binCounts(floats: ArrayLike<number>, bins: number): Uint32Array {
  const counts = new Uint32Array(bins);
  for (let i = 0; i < floats.length; i++) counts[Math.floor(floats[i]! * bins)]!++;
  return counts;
}

/** Runs packages/fair on its plain-TS path, as a browser without WebAssembly SIMD would (decision 051). */
export { switchOffSimdForTesting } from "../sha256-x4/compress-x4.ts";
