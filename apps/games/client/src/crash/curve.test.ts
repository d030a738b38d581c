import { multiplierAt } from "@platform/fair/crash";
import { describe, expect, it } from "vitest";
import {
  ClockOffset,
  curvePoints,
  displayedMultiplier,
  payoutAt,
  scaleFor,
  secondsLeft,
  ticks,
  toPixels,
} from "./curve.ts";

const RATE = 0.00006;

describe("the server's clock as the page sees it", () => {
  it("takes the fastest recent frame: its travel time was the shortest", () => {
    const clock = new ClockOffset();
    expect(clock.offset).toBe(0);
    // The server is 2 s ahead; frames took 120, 30 and 300 ms to arrive.
    clock.add(10_000, 8_120);
    clock.add(11_000, 9_030);
    clock.add(12_000, 10_300);
    expect(clock.offset).toBe(1_970);
    expect(clock.now(20_000)).toBe(21_970);
    clock.add(new Date(13_000).toISOString(), 11_050);
    expect(clock.offset).toBe(1_970);
  });

  it("follows a drifting clock: old samples leave the window", () => {
    const clock = new ClockOffset();
    clock.add(10_000, 5_000);
    for (let i = 1; i <= 10; i++) clock.add(10_000 + i * 1_000, 8_000 + i * 1_000);
    expect(clock.offset).toBe(2_000);
    clock.add("not a time", 0);
    expect(clock.offset).toBe(2_000);
  });
});

describe("the multiplier on screen", () => {
  const started = "2030-01-01T00:00:00.000Z";
  const at = (ms: number) => Date.parse(started) + ms;

  it("is the server's curve at the server's time, never past the crash point", () => {
    expect(displayedMultiplier(started, at(0), RATE)).toBe(100);
    expect(displayedMultiplier(started, at(11_553), RATE)).toBe(200);
    expect(displayedMultiplier(started, at(11_553), RATE, 157)).toBe(157);
    expect(displayedMultiplier(started, at(-500), RATE)).toBe(100);
    // The same function the server pays by (decision 040's receipt-time rule).
    for (const ms of [1, 999, 6_758, 20_000]) {
      expect(displayedMultiplier(started, at(ms), RATE)).toBe(multiplierAt(ms, RATE));
    }
  });

  it("with a page clock 3 s behind, corrected by the offset, shows what the server computes", () => {
    const clock = new ClockOffset();
    const local = (ms: number) => at(ms) - 3_000;
    clock.add(at(5_000), local(5_000) + 40);
    const shown = displayedMultiplier(started, clock.now(local(9_000)), RATE);
    // 40 ms of travel: at most 40 ms of curve behind the server, never ahead of it.
    expect(shown).toBeLessThanOrEqual(multiplierAt(9_000, RATE));
    expect(shown).toBeGreaterThanOrEqual(multiplierAt(8_960, RATE));
  });

  it("pays stake × multiplier rounded down, as the server does", () => {
    expect(payoutAt(1_000, 157)).toBe(1_570);
    expect(payoutAt(333, 150)).toBe(499);
    expect(payoutAt(100, 101)).toBe(101);
  });
});

describe("the drawn curve", () => {
  const box = { width: 400, height: 300, left: 40, bottom: 30, top: 10, right: 10 };

  it("starts in the bottom-left corner and ends at the head, inside the box", () => {
    const points = curvePoints(8_000, RATE, box, 16);
    expect(points).toHaveLength(17);
    expect(points[0]).toEqual({ x: 40, y: 270 });
    for (const point of points) {
      expect(point.x).toBeGreaterThanOrEqual(40);
      expect(point.x).toBeLessThanOrEqual(390);
      expect(point.y).toBeGreaterThanOrEqual(10);
      expect(point.y).toBeLessThanOrEqual(270);
    }
    // Rising: each point is higher (smaller y) than the one before.
    for (let i = 1; i < points.length; i++) expect(points[i]!.y).toBeLessThan(points[i - 1]!.y);
  });

  it("rescales as the round runs: the head stays in view at 10× and at 1,000×", () => {
    for (const ms of [38_400, 115_200]) {
      const factor = Math.exp(RATE * ms);
      const scale = scaleFor(ms, factor);
      const head = toPixels(ms, factor, scale, box);
      expect(head.x).toBeLessThan(390);
      expect(head.y).toBeGreaterThan(10);
    }
    expect(scaleFor(0, 1)).toEqual({ maxMs: 10_000, maxFactor: 2 });
  });

  it("labels the axes with round numbers", () => {
    expect(ticks(1, 2, 4)).toEqual([1.5, 2]);
    expect(ticks(1, 2, 5)).toEqual([1.2, 1.4, 1.6, 1.8, 2]);
    expect(ticks(0, 10_000, 5)).toEqual([2_000, 4_000, 6_000, 8_000, 10_000]);
    expect(ticks(1, 26, 4)).toEqual([10, 20]);
    expect(ticks(2, 2, 4)).toEqual([]);
  });

  it("counts down in tenths of a second, never below zero", () => {
    const until = "2030-01-01T00:00:05.000Z";
    expect(secondsLeft(until, Date.parse(until) - 4_321)).toBe(4.4);
    expect(secondsLeft(until, Date.parse(until) + 10)).toBe(0);
  });
});
