import { describe, expect, test } from "vitest";
import { type Score, scoreMatrix, scoreProbability } from "./goals-model.ts";
import {
  firstHalfShareOfRemaining,
  forEachHalfTimeFullTime,
  inPlayScoreMatrix,
  KICK_OFF,
  remainingShare,
} from "./in-play.ts";

const pre = { home: 1.6, away: 1.2 };

describe("in play", () => {
  test("the remaining share follows (time left)^0.84", () => {
    expect(remainingShare(0)).toBe(1);
    expect(remainingShare(90)).toBe(0);
    expect(remainingShare(120)).toBe(0);
    expect(remainingShare(45)).toBeCloseTo(0.5 ** 0.84, 15);
    expect(remainingShare(60)).toBeCloseTo((1 / 3) ** 0.84, 15);
    expect(firstHalfShareOfRemaining(0)).toBeCloseTo(1 - 0.5 ** 0.84, 15); // 44.1 %
    expect(firstHalfShareOfRemaining(45)).toBe(0);
  });

  test("the final-score matrix is the score so far plus the remaining goals", () => {
    const state = { minute: 60, score: { home: 2, away: 1 } };
    const final = inPlayScoreMatrix(pre, state);
    const share = (1 / 3) ** 0.84;
    const remaining = scoreMatrix({ home: pre.home * share, away: pre.away * share });
    expect(scoreProbability(final, 2, 1)).toBeCloseTo(scoreProbability(remaining, 0, 0), 15);
    expect(scoreProbability(final, 3, 2)).toBeCloseTo(scoreProbability(remaining, 1, 1), 15);
    expect(scoreProbability(final, 1, 1)).toBe(0);
    expect(final.cells.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  test("at the final whistle the score is certain; at kick-off the pre-match matrix", () => {
    const final = inPlayScoreMatrix(pre, { minute: 90, score: { home: 0, away: 3 } });
    expect(scoreProbability(final, 0, 3)).toBe(1);
    expect(inPlayScoreMatrix(pre, KICK_OFF).cells).toEqual(scoreMatrix(pre).cells);
  });

  test("HT/FT pairs: the final-score marginal is the matrix; before kick-off the half is Poisson", () => {
    const matrix = scoreMatrix(pre, { rho: -0.1 });
    const fullTime = new Map<string, number>();
    let halfTimeNil = 0;
    forEachHalfTimeFullTime(matrix, KICK_OFF, (ht: Score, ft: Score, p: number) => {
      fullTime.set(`${ft.home}:${ft.away}`, (fullTime.get(`${ft.home}:${ft.away}`) ?? 0) + p);
      if (ht.home === 0 && ht.away === 0) halfTimeNil += p;
    });
    expect(fullTime.get("1:1")).toBeCloseTo(scoreProbability(matrix, 1, 1), 14);
    expect(fullTime.get("3:0")).toBeCloseTo(scoreProbability(matrix, 3, 0), 14);
    // Without rho the first half is Poisson with 44.1 % of the expectancy.
    let plainNil = 0;
    forEachHalfTimeFullTime(scoreMatrix(pre), KICK_OFF, (ht, _ft, p) => {
      if (ht.home === 0 && ht.away === 0) plainNil += p;
    });
    expect(plainNil).toBeCloseTo(Math.exp(-(pre.home + pre.away) * (1 - 0.5 ** 0.84)), 6);
    expect(halfTimeNil).toBeGreaterThan(0);
  });

  test("after half-time the half-time score is the one given, and required", () => {
    const state = { minute: 70, score: { home: 2, away: 0 }, halfTimeScore: { home: 1, away: 0 } };
    const matrix = inPlayScoreMatrix(pre, state);
    forEachHalfTimeFullTime(matrix, state, (ht) => expect(ht).toEqual({ home: 1, away: 0 }));
    expect(() =>
      forEachHalfTimeFullTime(matrix, { minute: 70, score: { home: 2, away: 0 } }, () => {}),
    ).toThrow(RangeError);
  });
});
