import { nodeFairFloats } from "@platform/fair/node";
import { describe, expect, test } from "vitest";
import { SLOT_GAMES } from "./slot-games.ts";

/*
 * The fair stream's statistical tests (packages/fair fair-floats.stats.test.ts) at the reel lengths
 * the games use (UKGC RTS 7A): the same 2^20 floats under the same two fixed seed pairs, so the test
 * is deterministic, two-sided at α = 0.001, chi-square critical values by the Wilson–Hilferty
 * approximation.
 */

const Z = 3.2905; // two-sided 0.001

function collect(): Float64Array {
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
function chiSquareBounds(k: number): [number, number] {
  const s = Math.sqrt(2 / (9 * k));
  const at = (z: number) => k * (1 - 2 / (9 * k) + z * s) ** 3;
  return [at(-Z), at(Z)];
}

function chiSquare(counts: ArrayLike<number>, expected: number): number {
  let sum = 0;
  for (let i = 0; i < counts.length; i++) sum += (counts[i]! - expected) ** 2 / expected;
  return sum;
}

function expectUniform(counts: ArrayLike<number>, total: number) {
  const statistic = chiSquare(counts, total / counts.length);
  const [lower, upper] = chiSquareBounds(counts.length - 1);
  expect(statistic).toBeGreaterThan(lower);
  expect(statistic).toBeLessThan(upper);
}

function binCounts(floats: ArrayLike<number>, bins: number): Uint32Array {
  const counts = new Uint32Array(bins);
  for (let i = 0; i < floats.length; i++) counts[Math.floor(floats[i]! * bins)]!++;
  return counts;
}

describe("the fair float stream gives uniform reel stops", () => {
  const floats = collect();

  test("reel stops floor(f × L) are uniform for every reel length the games use", () => {
    const lengths = new Set(SLOT_GAMES.flatMap((game) => game.definition.reels.map((strip) => strip.length)));
    expect(lengths.size).toBeGreaterThan(4);
    for (const length of lengths) expectUniform(binCounts(floats, length), floats.length);
  });
});
