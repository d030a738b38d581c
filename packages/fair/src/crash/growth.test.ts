import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { CRASH_GROWTH_RATE, crashDelayMs, elapsedFor, multiplierAt } from "./growth.ts";

describe("the growth curve", () => {
  test("is bustabit's: floor(100 · e^(0.00006 · ms))", () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(-5)).toBe(100);
    expect(multiplierAt(1_000)).toBe(Math.floor(100 * Math.exp(0.06)));
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    expect(CRASH_GROWTH_RATE).toBe(0.00006);
  });

  test("elapsedFor is the first millisecond the curve reaches a multiplier", () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000_000 }), (hundredths) => {
        const ms = elapsedFor(hundredths);
        expect(multiplierAt(ms)).toBeGreaterThanOrEqual(hundredths);
        expect(multiplierAt(ms - 1)).toBeLessThan(hundredths);
      }),
    );
  });

  test("a round runs until the curve passes its crash point; 1.00× busts at once", () => {
    expect(crashDelayMs(100)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 10_000_000 }), (point) => {
        const delay = crashDelayMs(point);
        expect(multiplierAt(delay)).toBeGreaterThan(point);
        expect(multiplierAt(delay - 1)).toBeLessThanOrEqual(point);
      }),
    );
  });
});
