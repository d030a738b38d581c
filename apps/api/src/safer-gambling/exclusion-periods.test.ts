import { describe, expect, test } from "vitest";
import { endOfPeriod, kindOfPeriod } from "./exclusion-periods.ts";

describe("endOfPeriod", () => {
  const start = new Date("2026-01-31T10:00:00Z");

  test("hours and weeks exactly; months and years by the calendar", () => {
    expect(endOfPeriod("24h", start).toISOString()).toBe("2026-02-01T10:00:00.000Z");
    expect(endOfPeriod("1w", start).toISOString()).toBe("2026-02-07T10:00:00.000Z");
    expect(endOfPeriod("6w", start).toISOString()).toBe("2026-03-14T10:00:00.000Z");
    // 31 January + 1 month: the last day of February.
    expect(endOfPeriod("1m", start).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(endOfPeriod("6m", start).toISOString()).toBe("2026-07-31T10:00:00.000Z");
    expect(endOfPeriod("1y", start).toISOString()).toBe("2027-01-31T10:00:00.000Z");
    expect(endOfPeriod("2y", new Date("2026-02-28T10:00:00Z")).toISOString()).toBe(
      "2028-02-28T10:00:00.000Z",
    );
    expect(endOfPeriod("5y", start).toISOString()).toBe("2031-01-31T10:00:00.000Z");
  });

  test("rounded up to the whole minute, never down", () => {
    expect(endOfPeriod("24h", new Date("2026-05-01T10:00:00.001Z")).toISOString()).toBe(
      "2026-05-02T10:01:00.000Z",
    );
    expect(endOfPeriod("24h", new Date("2026-05-01T10:00:59Z")).toISOString()).toBe(
      "2026-05-02T10:01:00.000Z",
    );
  });

  test("each period is a time-out or a self-exclusion", () => {
    expect(["24h", "1w", "1m", "6w"].map((p) => kindOfPeriod(p as "24h"))).toEqual(Array(4).fill("time_out"));
    expect(["6m", "1y", "2y", "5y"].map((p) => kindOfPeriod(p as "6m"))).toEqual(
      Array(4).fill("self_exclusion"),
    );
  });
});
