import { describe, expect, test } from "vitest";
import { clockOffset, formatTimeLeft, secondsUntil } from "./server-clock.ts";

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

  test("counts down on the server's clock when the browser's is behind", () => {
    const server = "2025-03-01T18:00:00.000Z";
    // The browser is 90 s behind: without the offset it would show 90 s too many.
    const browserNow = at(server) - 90_000;
    const offset = clockOffset(server, browserNow);
    expect(offset).toBe(90_000);
    expect(secondsUntil("2025-03-01T18:00:42.000Z", browserNow, offset)).toBe(42);
    expect(secondsUntil("2025-03-01T18:00:42.000Z", browserNow, 0)).toBe(132);
  });

  test("a page served from the page cache counts its age; later answers do not", () => {
    const stamp = { renderedAt: at("2030-01-01T12:00:00.500Z"), age: 4_000 };
    (globalThis as { __cachedPage?: unknown }).__cachedPage = stamp;
    try {
      // Rendered at 12:00:00 and kept 4 s: on arrival at 12:00:04 the server's clock read 12:00:04.
      expect(clockOffset("2030-01-01T12:00:00.000Z", at("2030-01-01T12:00:04.000Z"))).toBe(0);
      // A later answer (a client navigation) was rendered after the cached page: no correction.
      expect(clockOffset("2030-01-01T12:00:10.000Z", at("2030-01-01T12:00:10.000Z"))).toBe(0);
    } finally {
      delete (globalThis as { __cachedPage?: unknown }).__cachedPage;
    }
  });

  test("a partial second counts, and the count never goes below 0", () => {
    expect(secondsUntil("2030-01-01T00:00:10.000Z", at("2030-01-01T00:00:09.100Z"), 0)).toBe(1);
    expect(secondsUntil("2030-01-01T00:00:10.000Z", at("2030-01-01T00:00:10.000Z"), 0)).toBe(0);
    expect(secondsUntil("2030-01-01T00:00:10.000Z", at("2030-01-01T00:05:00.000Z"), 0)).toBe(0);
  });

  test("an unreadable time is no offset and no time left", () => {
    expect(secondsUntil("not a date", 0, 0)).toBe(0);
    expect(clockOffset("not a date", 123)).toBe(0);
  });

  test("time left reads as m:ss, or h:mm:ss from an hour", () => {
    expect(formatTimeLeft(0)).toBe("0:00");
    expect(formatTimeLeft(65)).toBe("1:05");
    expect(formatTimeLeft(125)).toBe("2:05");
    expect(formatTimeLeft(3725)).toBe("1:02:05");
    expect(formatTimeLeft(90_000)).toBe("25:00:00");
    expect(formatTimeLeft(-3)).toBe("0:00");
  });
});
