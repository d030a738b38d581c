import { formatSiteDateTime } from "../../shell/site-date-time.ts";

/**
 * When an exclusion ends, as the site shows every date and time (settings.time_format, 24-hour
 * time, settings.time_zone): the same text on the server and in the browser, whatever their ICU.
 */
export function formatUntil(iso: string, settings: { time_format: string; time_zone: string }): string {
  return formatSiteDateTime(iso, { format: settings.time_format, timeZone: settings.time_zone });
}

/** The API writes instants in its messages as "2026-05-08 10:00 UTC"; this is that instant in ISO. */
export function isoOfUtcMinute(text: string): string {
  return `${text.replace(" ", "T")}:00.000Z`;
}
