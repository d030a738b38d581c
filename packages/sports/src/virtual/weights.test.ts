import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { goalSecondCumulative } from "./match-timeline.ts";
import {
  cumulativeWeights,
  guideWeights,
  pickByWeight,
  pickGuided,
  toWeights,
  WEIGHT_TOTAL,
} from "./weights.ts";

describe("a guided draw (issue 20's faster engine)", () => {
  test("picks what the binary search picks, at every band's edges and anywhere, zero weights too", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })), {
          minLength: 1,
          maxLength: 200,
        }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(WEIGHT_TOTAL - 1), { maxLength: 50 }),
        (probabilities, bits, us) => {
          fc.pre(probabilities.some((p) => p > 0));
          const cumulative = cumulativeWeights(toWeights(probabilities));
          const guided = guideWeights(cumulative, bits);
          const edges = Array.from(cumulative).flatMap((c) => [c - 1, c]);
          for (const u of [0, WEIGHT_TOTAL - 1, ...edges, ...us].filter((u) => u >= 0 && u < WEIGHT_TOTAL))
            expect(pickGuided(guided, u)).toBe(pickByWeight(cumulative, u));
        },
      ),
      { numRuns: 300 },
    );
  });

  test("the goal-second table's guide agrees at every second's band", () => {
    const cumulative = goalSecondCumulative();
    const guided = guideWeights(cumulative, 12);
    const wrong: number[] = [];
    for (let s = 0; s < cumulative.length; s++)
      for (const u of [cumulative[s]! - 1, cumulative[s]!])
        if (u < WEIGHT_TOTAL && pickGuided(guided, u) !== pickByWeight(cumulative, u)) wrong.push(s);
    expect(wrong).toEqual([]);
  });
});
