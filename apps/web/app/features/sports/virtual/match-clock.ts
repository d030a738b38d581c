import type { VirtualMatchEvent } from "@platform/contracts";
import { MATCH_SECONDS, matchSecondAt } from "@platform/sports";

/*
 * A virtual match's clock on the page (issue 20, decision 047): 90 minutes of match time played in
 * `play_ms` real milliseconds from the match day's `closes_at`, on the server's clock (the page
 * corrects the browser's by the board's `server_time`). The page shows only the events up to the
 * second its clock has reached, whatever the last poll brought.
 */

export type PlayPhase = "before" | "playing" | "ended";

export interface PlayWindow {
  /** Kick-off: betting closes and the matches start. */
  closesAt: string;
  playMs: number;
}

export function playPhase(window: PlayWindow, serverNowMs: number): PlayPhase {
  const elapsed = serverNowMs - Date.parse(window.closesAt);
  if (!(elapsed >= 0)) return "before";
  return elapsed >= window.playMs ? "ended" : "playing";
}

/** The match second shown now, 0 … 5400 (5400: full time). */
export function matchSecondNow(window: PlayWindow, serverNowMs: number): number {
  const kickOff = Date.parse(window.closesAt);
  if (!Number.isFinite(kickOff)) return 0;
  return matchSecondAt(serverNowMs - kickOff, window.playMs);
}

/** The minute a clock shows at a match second: floor(second / 60) + 1, never past 90. */
export function matchMinute(second: number): number {
  return Math.min(Math.floor(second / 60) + 1, MATCH_SECONDS / 60);
}

/** The events that have happened by `second` (inclusive), in match order. */
export function eventsUpTo(events: readonly VirtualMatchEvent[], second: number): VirtualMatchEvent[] {
  return events.filter((event) => event.second <= second);
}

/** The score once the goals up to `second` have fallen. */
export function scoreUpTo(
  events: readonly VirtualMatchEvent[],
  second: number,
): { home: number; away: number } {
  let score = { home: 0, away: 0 };
  for (const event of events) {
    if (event.second > second) break;
    if (event.kind === "goal") score = event.score ?? { ...score, [event.side]: score[event.side] + 1 };
  }
  return score;
}
