import { createHmac } from "node:crypto";
import { generateServerSeed } from "@platform/fair/node";
import { closeEntropy, virtualCommitment } from "@platform/sports";
import { describe, expect, test } from "vitest";
import { drawCancelled, drawWeightsOf } from "./cancelled-draw.ts";

/*
 * A cancelled match's drawn result: recomputable from what is published (seed once revealed,
 * entropy, weights), different per match index and entropy, and following the published
 * probabilities (chi-square over many seeds).
 */

const entropy = closeEntropy({ closedAt: "2026-03-01T15:00:00.000Z", acceptedBetIds: ["a", "b"] });

describe("a cancelled match's draw", () => {
  test("weights sum to 2^32 and follow the probabilities", () => {
    const weights = drawWeightsOf([0.5, 0.3, 0.2]);
    expect(weights.reduce((a, b) => a + b, 0)).toBe(2 ** 32);
    expect(weights[0]! / 2 ** 32).toBeCloseTo(0.5, 9);
    expect(drawWeightsOf(null)).toEqual(drawWeightsOf([1, 1, 1]));
  });

  test("reproducible: the same seed, entropy, index and weights give the same outcome", () => {
    const seed = "9f".repeat(32);
    const weights = drawWeightsOf([0.45, 0.28, 0.27]);
    const first = Array.from({ length: 13 }, (_, i) => drawCancelled(seed, entropy, i, weights));
    const again = Array.from({ length: 13 }, (_, i) => drawCancelled(seed, entropy, i, weights));
    expect(again).toEqual(first);
    // A recorded vector: a change to the stream or the weights would leave published draws unverifiable.
    expect(first.join("")).toMatchInlineSnapshot(`"2111111132132"`);
    expect(virtualCommitment(seed)).toMatch(/^[0-9a-f]{64}$/);
  });

  test("the rules page's recipe: HMAC-SHA256(seed, entropy:i:0), first 4 bytes against the weights", () => {
    const weights = drawWeightsOf([0.41, 0.33, 0.26]);
    for (let n = 0; n < 200; n++) {
      const seed = generateServerSeed();
      const i = n % 13;
      const u = createHmac("sha256", seed).update(`${entropy}:${i}:0`).digest().readUInt32BE(0);
      const expected = u < weights[0]! ? "1" : u < weights[0]! + weights[1]! ? "2" : "3";
      expect(drawCancelled(seed, entropy, i, weights)).toBe(expected);
    }
  });

  test("the outcomes follow the published probabilities (chi-square, 3,000 draws)", () => {
    const probabilities = [0.5, 0.3, 0.2];
    const weights = drawWeightsOf(probabilities);
    const seen = { "1": 0, "2": 0, "3": 0 };
    const draws = 3_000;
    for (let n = 0; n < draws; n++) seen[drawCancelled(generateServerSeed(), entropy, n % 13, weights)]++;
    const chi = (["1", "2", "3"] as const).reduce((sum, outcome, i) => {
      const expected = draws * probabilities[i]!;
      return sum + (seen[outcome] - expected) ** 2 / expected;
    }, 0);
    // Two degrees of freedom: P(χ² > 13.8) = 0.001.
    expect(chi).toBeLessThan(13.8);
  });
});
