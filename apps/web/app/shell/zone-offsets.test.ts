import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatSiteDateTime } from "./site-date-time.ts";
import { zoneOffsetSpan } from "./zone-offsets.server.ts";
import { knownOffsetMinutes, learnZoneOffset } from "./zone-offsets.ts";

const HOUR = 3_600_000;
const NOW = Date.parse("2026-03-28T12:00:00Z");

describe("the site's zone offset, taught by the server", () => {
  test("a zone without summer time keeps one offset two days either way", () => {
    const span = zoneOffsetSpan("Africa/Nairobi", NOW)!;
    expect(span.offsetMinutes).toBe(180);
    expect(span.until - NOW).toBeGreaterThanOrEqual(48 * HOUR - 15 * 60_000);
    expect(NOW - span.from).toBeGreaterThanOrEqual(48 * HOUR - 15 * 60_000);
  });

  test("a span stops before summer time begins (London, 29 March 2026, 01:00 UTC)", () => {
    const span = zoneOffsetSpan("Europe/London", NOW)!;
    expect(span.offsetMinutes).toBe(0);
    expect(span.until).toBe(Date.parse("2026-03-29T00:45:00Z"));
    expect(knownOffsetMinutes("Europe/London", span.until + 60_000)).toBeNull();
  });

  test("an unknown zone teaches nothing", () => {
    expect(zoneOffsetSpan("Mars/Olympus_Mons", NOW)).toBeNull();
  });

  test("times written from a learned span are the ones Intl writes, and past it Intl answers", () => {
    for (const zone of ["Africa/Lagos", "Europe/London", "America/Sao_Paulo", "Asia/Kolkata"]) {
      const clock = { format: "YYYY/MM/DD HH:mm:ss", timeZone: zone };
      const span = zoneOffsetSpan(zone, NOW)!;
      // Written by Intl before the span is known…
      const samples = fc.sample(fc.integer({ min: span.from - 72 * HOUR, max: span.until + 72 * HOUR }), 200);
      const byIntl = samples.map((instant) => formatSiteDateTime(new Date(instant), clock));
      learnZoneOffset(span);
      expect(knownOffsetMinutes(zone, span.from)).toBe(span.offsetMinutes);
      // …and the same after, inside the span by arithmetic, outside it by Intl again.
      expect(samples.map((instant) => formatSiteDateTime(new Date(instant), clock))).toEqual(byIntl);
    }
  });
});
