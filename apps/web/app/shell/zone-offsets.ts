/**
 * A time zone's offset from UTC over a span of instants, worked out by the server (it has the
 * zone data loaded) and sent with the site. A browser then writes the site's times by arithmetic:
 * the first Intl.DateTimeFormat given a timeZone loads that zone's data, one long task in the
 * middle of hydration on a cheap phone. Outside the span, times are asked of Intl as before.
 */
export interface ZoneOffsetSpan {
  zone: string;
  /** Minutes to add to UTC for the wall clock of the zone. */
  offsetMinutes: number;
  /** The first and last instants (epoch ms) known to have that offset. */
  from: number;
  until: number;
}

/** Facts about zones, not about a request: the server and every page may share them. */
const known = new Map<string, ZoneOffsetSpan>();

export function learnZoneOffset(span: ZoneOffsetSpan | null | undefined): void {
  if (span) known.set(span.zone, span);
}

/** The offset of `zone` at `instant` when a learned span holds it; null: ask Intl. */
export function knownOffsetMinutes(zone: string, instant: number): number | null {
  const span = known.get(zone);
  return span && instant >= span.from && instant <= span.until ? span.offsetMinutes : null;
}
