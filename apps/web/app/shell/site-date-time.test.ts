import { describe, expect, it } from "vitest";
import { formatSiteDate, formatSiteDateTime, isoDayIn } from "./site-date-time.ts";

// 21:30 UTC on 31 Dec 2024 is already 1 Jan 2025 in Nairobi (UTC+3) and still 31 Dec in Lima (UTC-5).
const instant = "2024-12-31T21:30:05.000Z";

describe("formatSiteDate", () => {
  it("writes the spec §9 default format in the site's time zone", () => {
    expect(formatSiteDate(instant, { format: "YYYY/MM/DD", timeZone: "Africa/Nairobi" })).toBe("2025/01/01");
    expect(formatSiteDate(instant, { format: "YYYY/MM/DD", timeZone: "America/Lima" })).toBe("2024/12/31");
    expect(formatSiteDate(instant, { format: "YYYY/MM/DD", timeZone: "UTC" })).toBe("2024/12/31");
  });

  it("follows other formats, padded and unpadded", () => {
    const clock = { timeZone: "Africa/Maputo", format: "DD-MM-YYYY" };
    expect(formatSiteDate("2025-03-04T10:00:00Z", clock)).toBe("04-03-2025");
    expect(formatSiteDate("2025-03-04T10:00:00Z", { ...clock, format: "D/M/YY" })).toBe("4/3/25");
  });

  it("falls back to the default format and to UTC for an unknown zone, and to '' for a bad instant", () => {
    expect(formatSiteDate(instant, { format: "", timeZone: "Nowhere/Atlantis" })).toBe("2024/12/31");
    expect(formatSiteDate("not a date", { format: "YYYY/MM/DD", timeZone: "UTC" })).toBe("");
  });
});

describe("formatSiteDateTime", () => {
  it("adds the 24-hour time in the zone", () => {
    expect(formatSiteDateTime(instant, { format: "YYYY/MM/DD", timeZone: "Africa/Kinshasa" })).toBe(
      "2024/12/31 22:30",
    );
    expect(formatSiteDateTime("2025-06-01T00:05:00Z", { format: "YYYY/MM/DD", timeZone: "UTC" })).toBe(
      "2025/06/01 00:05",
    );
  });

  it("uses a format that already holds the time as it is", () => {
    expect(formatSiteDateTime(instant, { format: "DD.MM.YYYY HH:mm:ss", timeZone: "Africa/Nairobi" })).toBe(
      "01.01.2025 00:30:05",
    );
  });
});

describe("isoDayIn", () => {
  it("is the calendar day of the zone, as the history filters send it", () => {
    expect(isoDayIn(new Date(instant), "Africa/Nairobi")).toBe("2025-01-01");
    expect(isoDayIn(new Date(instant), "UTC")).toBe("2024-12-31");
  });
});
