import type { DrawSchedule } from "@platform/contracts";

/*
 * The timetable of a draw game, pure: draws fall on whole multiples of every_seconds since the
 * UNIX epoch (UTC), so every node, every restart and every site computes the same times, and a
 * 15-minute game draws at :00, :15, :30 and :45 whatever time the server started.
 */

/** How far ahead the scheduler keeps draws created, and the fewest it keeps. */
export const CREATE_AHEAD_MS = 60 * 60_000;
export const MIN_DRAWS_AHEAD = 3;

export interface PlannedDraw {
  drawAt: Date;
  closesAt: Date;
}

/**
 * The draws a game should have from `now` on: the first on-grid time whose sales still close after
 * `now` (never a draw created already closed), then every one up to `now + aheadMs`, and at least
 * `minCount` of them.
 */
export function upcomingDraws(
  now: Date,
  schedule: DrawSchedule,
  aheadMs = CREATE_AHEAD_MS,
  minCount = MIN_DRAWS_AHEAD,
): PlannedDraw[] {
  const every = schedule.every_seconds * 1000;
  const close = schedule.close_seconds * 1000;
  const at = now.getTime();
  // The smallest multiple of `every` with drawAt − close > now.
  let drawAt = (Math.floor((at + close) / every) + 1) * every;
  const planned: PlannedDraw[] = [];
  while (planned.length < minCount || drawAt <= at + aheadMs) {
    planned.push({ drawAt: new Date(drawAt), closesAt: new Date(drawAt - close) });
    drawAt += every;
  }
  return planned;
}
