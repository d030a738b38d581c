import { utcOffsetMinutes } from "./site-date-time.ts";
import type { ZoneOffsetSpan } from "./zone-offsets.ts";

/** Offsets change on the hour or half hour at most once a day: 15-minute samples miss no change. */
const STEP_MS = 15 * 60_000;
/** How far around now a span reaches: the times a page shows (draws, sessions) are this close. */
const REACH_MS = 2 * 86_400_000;

const cache = new Map<string, ZoneOffsetSpan | null>();

/**
 * The span around `now` over which `zone` keeps its current offset, checked every 15 minutes up
 * to two days either way; it stops at the last sample before a change (summer time). Null for a
 * zone Intl does not know (an operator's typo: the pages then show UTC, as Intl's fallback does).
 */
export function zoneOffsetSpan(zone: string, now: number): ZoneOffsetSpan | null {
  const slot = Math.floor(now / STEP_MS) * STEP_MS;
  const key = `${zone}@${slot}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let span: ZoneOffsetSpan | null = null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    const offset = utcOffsetMinutes(new Date(slot), zone);
    let from = slot;
    let until = slot;
    while (until - slot < REACH_MS && utcOffsetMinutes(new Date(until + STEP_MS), zone) === offset)
      until += STEP_MS;
    while (slot - from < REACH_MS && utcOffsetMinutes(new Date(from - STEP_MS), zone) === offset)
      from -= STEP_MS;
    span = { zone, offsetMinutes: offset, from, until };
  } catch {
    span = null;
  }
  // One entry per zone: the previous slot's span is dropped.
  for (const old of cache.keys()) if (old.startsWith(`${zone}@`)) cache.delete(old);
  cache.set(key, span);
  return span;
}
