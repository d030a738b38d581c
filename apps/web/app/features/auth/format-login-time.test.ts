import { describe, expect, it } from "vitest";
import { formatLoginTime } from "./format-login-time.ts";

describe("formatLoginTime", () => {
  it("formats in the site's time zone", () => {
    // 22:30 UTC is already the next day in Nairobi (UTC+3).
    const text = formatLoginTime("2024-03-01T22:30:00Z", "en", "Africa/Nairobi");
    expect(text).toContain("Mar 2, 2024");
    expect(text).toMatch(/1:30\sAM/);
  });

  it("falls back to UTC for an unknown zone", () => {
    expect(formatLoginTime("2024-03-01T22:30:00Z", "en", "Mars/Olympus")).toMatch(/10:30\s?PM UTC/);
  });
});
