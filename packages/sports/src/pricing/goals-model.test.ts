import { describe, expect, test } from "vitest";
import { expectedGoals, poissonDistribution, scoreMatrix, scoreProbability } from "./goals-model.ts";

const sum = (cells: Float64Array) => cells.reduce((a, b) => a + b, 0);
const poisson = (k: number, lambda: number) => {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
};

describe("goals model", () => {
  test("the matrix sums to 1 within 1e-9 for expectancies up to 4 with 10 goals a side", () => {
    for (let home = 0; home <= 4; home += 0.25)
      for (let away = 0; away <= 4; away += 0.25) {
        expect(Math.abs(sum(scoreMatrix({ home, away }).cells) - 1)).toBeLessThan(1e-9);
        const rho = Math.max(-0.1, -1 / Math.max(home, away, 1));
        expect(Math.abs(sum(scoreMatrix({ home, away }, { rho }).cells) - 1)).toBeLessThan(1e-9);
      }
  });

  test("cells below the tail are the Poisson products; the tail cell holds the rest", () => {
    const matrix = scoreMatrix({ home: 1.7, away: 0.9 });
    expect(scoreProbability(matrix, 0, 0)).toBeCloseTo(Math.exp(-2.6), 15);
    expect(scoreProbability(matrix, 3, 2)).toBeCloseTo(poisson(3, 1.7) * poisson(2, 0.9), 15);
    let below = 0;
    for (let k = 0; k < 10; k++) below += poisson(k, 1.7);
    expect(poissonDistribution(1.7, 10)[10]).toBeCloseTo(1 - below, 15);
    expect(scoreProbability(matrix, 11, 0)).toBe(0);
  });

  test("Dixon–Coles moves mass among the four low scores only", () => {
    const [lambda, mu, rho] = [1.4, 1.1, -0.12];
    const plain = scoreMatrix({ home: lambda, away: mu });
    const dc = scoreMatrix({ home: lambda, away: mu }, { rho });
    expect(scoreProbability(dc, 0, 0)).toBeCloseTo(
      scoreProbability(plain, 0, 0) * (1 - lambda * mu * rho),
      15,
    );
    expect(scoreProbability(dc, 0, 1)).toBeCloseTo(scoreProbability(plain, 0, 1) * (1 + lambda * rho), 15);
    expect(scoreProbability(dc, 1, 0)).toBeCloseTo(scoreProbability(plain, 1, 0) * (1 + mu * rho), 15);
    expect(scoreProbability(dc, 1, 1)).toBeCloseTo(scoreProbability(plain, 1, 1) * (1 - rho), 15);
    expect(scoreProbability(dc, 2, 1)).toBe(scoreProbability(plain, 2, 1));
    // rho < 0 makes 0-0 and 1-1 likelier, as fitted on real leagues.
    expect(scoreProbability(dc, 0, 0)).toBeGreaterThan(scoreProbability(plain, 0, 0));
  });

  test("a rho that would make a probability negative is refused", () => {
    expect(() => scoreMatrix({ home: 3, away: 3 }, { rho: 0.2 })).toThrow(RangeError);
    expect(() => scoreMatrix({ home: 2, away: 1 }, { rho: -0.6 })).toThrow(RangeError);
    expect(() => scoreMatrix({ home: -1, away: 1 })).toThrow(RangeError);
  });

  test("folding the tail keeps totals below N exact: over 2.5 and 5.5 agree with a 40-goal matrix", () => {
    const over = (line: number, maxGoals: number) => {
      const m = scoreMatrix({ home: 3.8, away: 2.9 }, { maxGoals });
      let p = 0;
      for (let h = 0; h <= maxGoals; h++)
        for (let a = 0; a <= maxGoals; a++) if (h + a > line) p += scoreProbability(m, h, a);
      return p;
    };
    expect(over(2.5, 10)).toBeCloseTo(over(2.5, 40), 12);
    expect(over(5.5, 10)).toBeCloseTo(over(5.5, 40), 12);
  });

  test("expected goals from ratings", () => {
    const goals = expectedGoals({ attack: 1.8, defence: 0.8 }, { attack: 1.2, defence: 1.1 }, 1.25);
    expect(goals.home).toBeCloseTo(1.8 * 1.1 * 1.25, 15);
    expect(goals.away).toBeCloseTo(1.2 * 0.8, 15);
    expect(() => expectedGoals({ attack: -1, defence: 1 }, { attack: 1, defence: 1 }, 1)).toThrow(RangeError);
  });
});
