import {
  type ExclusionKind,
  type ExclusionPeriod,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from "@platform/contracts";

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

type Length = { hours: number } | { months: number };

const LENGTHS: Record<ExclusionPeriod, Length> = {
  "24h": { hours: 24 },
  "1w": { hours: 7 * 24 },
  "1m": { months: 1 },
  "6w": { hours: 42 * 24 },
  "6m": { months: 6 },
  "1y": { months: 12 },
  "2y": { months: 24 },
  "5y": { months: 60 },
};

export function kindOfPeriod(period: ExclusionPeriod): ExclusionKind {
  return (TIME_OUT_PERIODS as readonly string[]).includes(period) ? "time_out" : "self_exclusion";
}

export function periodsOf(kind: ExclusionKind): readonly ExclusionPeriod[] {
  return kind === "time_out" ? TIME_OUT_PERIODS : SELF_EXCLUSION_PERIODS;
}

/** `date` plus whole calendar months in UTC; the 31st becomes the month's last day when it has none. */
function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * When a period started at `start` ends: hours and weeks exactly, months and years by the
 * calendar, rounded up to the whole minute so the end the player is told ("until 10:05") is never
 * earlier than the real one.
 */
export function endOfPeriod(period: ExclusionPeriod, start: Date): Date {
  const length = LENGTHS[period];
  const end =
    "hours" in length ? new Date(start.getTime() + length.hours * HOUR_MS) : addMonths(start, length.months);
  return new Date(Math.ceil(end.getTime() / MINUTE_MS) * MINUTE_MS);
}
