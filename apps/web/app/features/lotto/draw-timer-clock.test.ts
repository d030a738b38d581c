import { describe, expect, test } from "vitest";
import {
  clockOffset,
  drawToSell,
  formatTimeLeft,
  isOpen,
  salesState,
  secondsUntil,
} from "./draw-timer-clock.ts";

const at = (iso: string) => Date.parse(iso);

describe("the draw timer's clock", () => {
  test("counts down on the server's clock even when the browser's is off", () => {
    // The browser is 3 minutes fast: it received the answer at 12:03:00 by its own clock.
    const offset = clockOffset("2030-01-01T12:00:00.000Z", at("2030-01-01T12:03:00.000Z"));
    expect(offset).toBe(-180_000);
    const browserNow = at("2030-01-01T12:03:10.000Z");
    expect(secondsUntil("2030-01-01T12:01:00.000Z", browserNow, offset)).toBe(50);
    expect(secondsUntil("2030-01-01T12:01:00.000Z", browserNow, 0)).toBe(0);
  });

  test("a partial second counts, and the count never goes below 0", () => {
    expect(secondsUntil("2030-01-01T00:00:10.000Z", at("2030-01-01T00:00:09.100Z"), 0)).toBe(1);
    expect(secondsUntil("2030-01-01T00:00:10.000Z", at("2030-01-01T00:00:10.000Z"), 0)).toBe(0);
    expect(secondsUntil("2030-01-01T00:00:10.000Z", at("2030-01-01T00:05:00.000Z"), 0)).toBe(0);
    expect(secondsUntil("not a date", 0, 0)).toBe(0);
    expect(clockOffset("not a date", 123)).toBe(0);
  });

  test("a draw sells from its opening to its close; then the next one that sells is chosen", () => {
    const draws = [
      { id: "1", opens_at: "2030-01-01T11:59:00.000Z", closes_at: "2030-01-01T12:00:50.000Z" },
      { id: "2", opens_at: "2030-01-01T12:01:00.000Z", closes_at: "2030-01-01T12:01:50.000Z" },
      { id: "3", opens_at: "2030-01-01T12:02:00.000Z", closes_at: "2030-01-01T12:02:50.000Z" },
    ];
    const before = at("2030-01-01T12:00:49.000Z");
    expect(salesState(draws[1]!, before, 0)).toBe("soon");
    // A later draw cannot be chosen before its sales open.
    expect(drawToSell(draws, "3", before, 0)?.id).toBe("1");
    expect(drawToSell(draws, null, before, 0)?.id).toBe("1");
    const closed = at("2030-01-01T12:00:50.000Z");
    expect(isOpen(draws[0]!, closed, 0)).toBe(false);
    expect(salesState(draws[0]!, closed, 0)).toBe("closed");
    // Between a close and the drawing nothing sells.
    expect(drawToSell(draws, "1", closed, 0)).toBeNull();
    const next = at("2030-01-01T12:01:00.000Z");
    expect(drawToSell(draws, "1", next, 0)?.id).toBe("2");
    expect(salesState(draws[1]!, next, 0)).toBe("open");
    expect(drawToSell(draws, "1", at("2030-01-01T12:03:00.000Z"), 0)).toBeNull();
  });

  test("time left reads as m:ss, or h:mm:ss from an hour", () => {
    expect(formatTimeLeft(0)).toBe("0:00");
    expect(formatTimeLeft(125)).toBe("2:05");
    expect(formatTimeLeft(3725)).toBe("1:02:05");
  });
});
