import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { tickAt } from "../odds/price-ladder.ts";
import { applyMargin, type MarginMethod, powerMargin, shinMargin } from "./margin.ts";

/** A market of 2–12 outcomes, each with a chance of at least 1/1000 (so no price hits 1000.00). */
const market = fc
  .array(fc.integer({ min: 10, max: 1000 }), { minLength: 2, maxLength: 12 })
  .map((weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    return weights.map((w) => w / total);
  });
const margin = fc.double({ min: 0, max: 0.25, noNaN: true });
const method = fc.constantFrom<MarginMethod>("power", "shin");
const ladder = fc.constantFrom("cent" as const, "exchange" as const);
/** Shin's largest margin for a market, (Σ √p)² − 1 (its z at 1): beyond it the method refuses. */
const shinLimit = (p: readonly number[]) => p.reduce((sum, pi) => sum + Math.sqrt(pi), 0) ** 2 - 1;
const withinMethod = (p: readonly number[], m: number, how: MarginMethod) =>
  how !== "shin" || m < shinLimit(p);

describe("margin", () => {
  test("margined probabilities sum to 1 + margin", () => {
    fc.assert(
      fc.property(market, margin, (p, m) => {
        const margined = [powerMargin(p, m), ...(m < shinLimit(p) ? [shinMargin(p, m)] : [])];
        for (const q of margined) expect(q.reduce((a, b) => a + b, 0)).toBeCloseTo(1 + m, 9);
      }),
    );
  });

  test("implied probabilities of the offered prices sum to 1 + margin within the documented rounding", () => {
    fc.assert(
      fc.property(market, margin, method, ladder, (p, m, how, steps) => {
        fc.pre(withinMethod(p, m, how));
        const priced = applyMargin(p, { margin: m, method: how, ladder: steps });
        const implied = priced.reduce((sum, o) => sum + o.impliedProbability, 0);
        // Rounding down adds less than tick / price² per outcome; lifting to 1.01 gives some back.
        const up = priced.reduce(
          (sum, o) => sum + tickAt(o.priceMilli!, steps) / 1000 / (o.priceMilli! / 1000) ** 2,
          0,
        );
        const lifted = priced.reduce(
          (sum, o) => sum + (o.priceMilli === 1010 ? Math.max(0, o.marginedProbability - 1 / 1.01) : 0),
          0,
        );
        expect(implied).toBeGreaterThanOrEqual(1 + m - lifted - 1e-9);
        expect(implied).toBeLessThanOrEqual(1 + m + up + 1e-9);
        for (const o of priced) {
          expect(o.priceMilli).toBeGreaterThanOrEqual(1010);
          expect(Number.isInteger(o.priceMilli)).toBe(true);
        }
      }),
    );
  });

  test("the favourite–longshot order is kept: a likelier outcome never gets a longer price", () => {
    fc.assert(
      fc.property(market, margin, method, (p, m, how) => {
        fc.pre(withinMethod(p, m, how));
        const priced = applyMargin(p, { margin: m, method: how });
        for (const a of priced)
          for (const b of priced)
            if (a.probability > b.probability) expect(a.priceMilli!).toBeLessThanOrEqual(b.priceMilli!);
      }),
    );
  });

  test("Shin's method refuses a margin past its limit for the market, (Σ √p)² − 1", () => {
    // The counterexample fast-check found: a 1/63 long shot allows Shin at most 24.9968 %.
    const p = [1 / 63, 62 / 63];
    expect(shinMargin(p, shinLimit(p) - 1e-6).reduce((a, b) => a + b, 0)).toBeCloseTo(
      1 + shinLimit(p) - 1e-6,
      9,
    );
    expect(() => shinMargin(p, shinLimit(p) + 1e-6)).toThrow(RangeError);
  });

  test("power and Shin put relatively more margin on the long shot", () => {
    const p = [0.8, 0.2];
    for (const q of [powerMargin(p, 0.06), shinMargin(p, 0.06)]) {
      expect(q[1]! / p[1]!).toBeGreaterThan(q[0]! / p[0]!);
    }
  });

  test("known prices: an even two-way market at 5 % is 1.90 each", () => {
    for (const how of ["power", "shin"] as const) {
      const priced = applyMargin([0.5, 0.5], { margin: 0.05, method: how });
      expect(priced.map((o) => o.priceMilli)).toEqual([1900, 1900]);
    }
    // No margin: the fair prices, rounded down.
    expect(applyMargin([0.25, 0.75], { margin: 0 }).map((o) => o.priceMilli)).toEqual([4000, 1330]);
  });

  test("a near-certain favourite is held at 1.01", () => {
    const priced = applyMargin([0.995, 0.005], { margin: 0.05 });
    expect(priced[0]!.priceMilli).toBe(1010);
  });

  test("impossible outcomes get no price; one possible outcome cannot take a margin", () => {
    const priced = applyMargin([0.6, 0, 0.4], { margin: 0.05 });
    expect(priced[1]).toEqual({
      probability: 0,
      marginedProbability: 0,
      priceMilli: null,
      impliedProbability: 0,
    });
    expect(priced[0]!.priceMilli).not.toBeNull();
    expect(() => applyMargin([1, 0], { margin: 0.05 })).toThrow(RangeError);
    expect(() => applyMargin([0.5, 0.5], { margin: 1.5 })).toThrow(RangeError);
  });
});
