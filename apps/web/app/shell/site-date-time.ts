import { DEFAULT_DATE_FORMAT } from "@platform/contracts/client";
import { knownOffsetMinutes } from "./zone-offsets.ts";

/** The site's clock: settings.time_format (spec §9 default YYYY/MM/DD) and settings.time_zone. */
export interface SiteClock {
  format: string;
  timeZone: string;
}

type Parts = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad2 = (value: number) => String(value).padStart(2, "0");

/** The fields of a shifted instant read as UTC. */
function partsOfUtc(shifted: Date): Parts {
  return {
    year: String(shifted.getUTCFullYear()),
    month: pad2(shifted.getUTCMonth() + 1),
    day: pad2(shifted.getUTCDate()),
    hour: pad2(shifted.getUTCHours()),
    minute: pad2(shifted.getUTCMinutes()),
    second: pad2(shifted.getUTCSeconds()),
  };
}

/**
 * The wall-clock fields of an instant in a time zone; an unknown zone (operator typo) reads as UTC.
 * Within a span the server taught (zone-offsets.ts) they are worked out without Intl.
 */
function partsIn(instant: Date, timeZone: string): Parts {
  const offset = knownOffsetMinutes(timeZone, instant.getTime());
  if (offset !== null) return partsOfUtc(new Date(instant.getTime() + offset * 60_000));
  return intlPartsIn(instant, timeZone);
}

function intlPartsIn(instant: Date, timeZone: string): Parts {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(timeZone);
  } catch {
    formatter = formatterFor("UTC");
  }
  const parts: Parts = { year: "", month: "", day: "", hour: "", minute: "", second: "" };
  for (const part of formatter.formatToParts(instant)) {
    if (part.type in parts) parts[part.type as keyof Parts] = part.value;
  }
  return parts;
}

const TOKEN = /YYYY|YY|MM|M|DD|D|HH|H|mm|ss/g;

function fill(format: string, parts: Parts): string {
  const unpadded = (value: string) => String(Number(value));
  return format.replace(TOKEN, (token) => {
    switch (token) {
      case "YYYY":
        return parts.year;
      case "YY":
        return parts.year.slice(-2);
      case "MM":
        return parts.month;
      case "M":
        return unpadded(parts.month);
      case "DD":
        return parts.day;
      case "D":
        return unpadded(parts.day);
      case "HH":
        return parts.hour;
      case "H":
        return unpadded(parts.hour);
      case "mm":
        return parts.minute;
      default:
        return parts.second;
    }
  });
}

function toDate(instant: Date | string): Date | null {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The date of an instant in the site's format and zone ("2025/03/01"); "" for an invalid instant. */
export function formatSiteDate(instant: Date | string, clock: SiteClock): string {
  const date = toDate(instant);
  return date ? fill(clock.format || DEFAULT_DATE_FORMAT, partsIn(date, clock.timeZone)) : "";
}

/**
 * Date and time of an instant as the site shows them: the site's date format, then the 24-hour
 * time ("2025/03/01 14:05"). A format that already holds the time is used as it is.
 */
export function formatSiteDateTime(instant: Date | string, clock: SiteClock): string {
  const date = toDate(instant);
  if (!date) return "";
  const format = clock.format || DEFAULT_DATE_FORMAT;
  const parts = partsIn(date, clock.timeZone);
  return /H/.test(format) ? fill(format, parts) : `${fill(format, parts)} ${parts.hour}:${parts.minute}`;
}

/** The calendar day of an instant in a zone as the API's filters want it (YYYY-MM-DD). */
export function isoDayIn(instant: Date, timeZone: string): string {
  const parts = partsIn(instant, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Minutes the zone's wall clock is ahead of UTC at an instant (asked of Intl: the server's use). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = intlPartsIn(instant, timeZone);
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const whole = instant.getTime() - (instant.getTime() % 1000);
  return Math.round((wall - whole) / 60_000);
}
