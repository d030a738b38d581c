import { describe, expect, it } from "vitest";
import { clockOffset, formatDuration, secondsUntil } from "./server-clock.ts";

describe("the draw timer's clock", () => {
  const server = "2025-03-01T18:00:00.000Z";
  const serverMs = Date.parse(server);

  it("counts down on the server's clock when the browser's is off", () => {
    // The browser is 90 s behind: without the offset it would show 90 s too many.
    const browserNow = serverMs - 90_000;
    const offset = clockOffset(server, browserNow);
    expect(offset).toBe(90_000);
    expect(secondsUntil("2025-03-01T18:00:42.000Z", offset, browserNow)).toBe(42);
    expect(secondsUntil("2025-03-01T18:00:42.000Z", 0, browserNow)).toBe(132);
  });

  it("rounds a partial second up and never goes below zero", () => {
    expect(secondsUntil("2025-03-01T18:00:00.400Z", 0, serverMs)).toBe(1);
    expect(secondsUntil("2025-03-01T17:59:00.000Z", 0, serverMs)).toBe(0);
  });

  it("reads an unreadable time as no offset and no time left", () => {
    expect(clockOffset("not a time", 123)).toBe(0);
    expect(secondsUntil("not a time", 0, serverMs)).toBe(0);
  });

  it("formats minutes and hours", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(3_725)).toBe("1:02:05");
    expect(formatDuration(90_000)).toBe("25:00:00");
    expect(formatDuration(-3)).toBe("0:00");
  });
});
