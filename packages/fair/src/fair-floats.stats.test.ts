import { describe, expect, test } from "vitest";
import { binCounts, expectUniform, fairFloatSample, Z } from "./testing/statistics.ts";

/*
 * Statistical tests of the fair stream (UKGC RTS 7A: outcomes acceptably random, shown by tests).
 * 2^20 floats: 4,096 nonces × 256 floats (cursor 0 to 31) under two fixed seed pairs, so the test is
 * deterministic. Each test is two-sided at α = 0.001 (too regular fails as well as too uneven);
 * chi-square critical values by the Wilson–Hilferty approximation, accurate to about 0.1 % at these
 * degrees of freedom.
 */

/** Wald–Wolfowitz runs above/below 0.5 (the median of U[0, 1)): z-score. */
function runsAboveBelow(floats: ArrayLike<number>): number {
  let above = 0;
  let runs = 0;
  let previous: boolean | undefined;
  for (let i = 0; i < floats.length; i++) {
    const high = floats[i]! >= 0.5;
    if (high) above++;
    if (high !== previous) runs++;
    previous = high;
  }
  const n = floats.length;
  const below = n - above;
  const mean = (2 * above * below) / n + 1;
  const variance = (2 * above * below * (2 * above * below - n)) / (n * n * (n - 1));
  return (runs - mean) / Math.sqrt(variance);
}

/** Runs up and down (Levene–Wolfowitz): mean (2n − 1)/3, variance (16n − 29)/90; z-score. */
function runsUpDown(floats: ArrayLike<number>): number {
  let runs = 1;
  let direction = floats[1]! > floats[0]!;
  for (let i = 2; i < floats.length; i++) {
    const up = floats[i]! > floats[i - 1]!;
    if (up !== direction) runs++;
    direction = up;
  }
  const n = floats.length;
  return (runs - (2 * n - 1) / 3) / Math.sqrt((16 * n - 29) / 90);
}

describe("the fair float stream passes statistical tests", () => {
  const floats = fairFloatSample();

  test("it is large enough: over a million floats", () => {
    expect(floats.length).toBeGreaterThanOrEqual(1_000_000);
  });

  test("chi-square uniformity over 100 bins", () => {
    expectUniform(binCounts(floats, 100), floats.length);
  });

  test("runs above and below the median", () => {
    expect(Math.abs(runsAboveBelow(floats))).toBeLessThan(Z);
  });

  test("runs up and down", () => {
    expect(Math.abs(runsUpDown(floats))).toBeLessThan(Z);
  });

  test("serial pairs are uniform over 16 × 16 cells", () => {
    const cells = new Uint32Array(256);
    for (let i = 0; i + 1 < floats.length; i += 2) {
      cells[Math.floor(floats[i]! * 16) * 16 + Math.floor(floats[i + 1]! * 16)]!++;
    }
    expectUniform(cells, floats.length / 2);
  });

  test("the tests have power: flawed streams fail them", () => {
    const short = floats.map((float) => float * 0.99);
    expect(() => expectUniform(binCounts(short, 100), short.length)).toThrow();
    const repeated = floats.map((_, i) => floats[i - (i % 2)]!);
    expect(Math.abs(runsUpDown(repeated))).toBeGreaterThan(Z);
    const sorted = Float64Array.from(floats.subarray(0, 10_000)).sort();
    expect(Math.abs(runsAboveBelow(sorted))).toBeGreaterThan(Z);
    const evenly = Float64Array.from({ length: floats.length }, (_, i) => (((i * 0.6180339887) % 1) + 1) % 1);
    expect(() => expectUniform(binCounts(evenly, 100), evenly.length)).toThrow();
  });
});
