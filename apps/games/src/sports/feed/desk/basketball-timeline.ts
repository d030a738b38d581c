import type { MatchPeriod } from "@platform/contracts";
import type { BasketballScript } from "./basketball-simulator.ts";
import type { TimelineOptions, TimelineStep } from "./match-timeline.ts";
import type { ScheduledFixture } from "./schedule.ts";

/*
 * Everything the desk says about a basketball match, in order, each step at its real time (the
 * football timeline's steps and sequences, match-timeline.ts): announcement and pre-match prices,
 * tip-off, prices every ODDS_EVERY_SECONDS of match time with the score, and at each quarter's
 * buzzer a bet stop and suspended prices, reopened `reopenAfterMs` later for the break (prices on
 * the next quarter). Breaks: two minutes between quarters and before each overtime, fifteen at
 * half time (FIBA and NBA alike, near enough). Then the result and its settlement (live, then
 * confirmed; a corrected one settles a basket too many first), or the postponement and its cancel.
 */

export const QUARTER_BREAK_SECONDS = 120;
export const BASKETBALL_HALF_TIME_SECONDS = 900;
export const ODDS_EVERY_SECONDS = 20;
/** The rolling schedule makes room for this many overtimes before a slot's next match. */
export const PLANNED_OVERTIMES = 2;

const POSTPONE_NOTICE_MS = 30 * 60_000;
const QUARTERS: MatchPeriod[] = ["1st_quarter", "2nd_quarter", "3rd_quarter", "4th_quarter"];

export function breakAfter(period: number): number {
  return period === 1 ? BASKETBALL_HALF_TIME_SECONDS : QUARTER_BREAK_SECONDS;
}

/** A match's real duration at the desk's speed, breaks included, with `overtimes` played. */
export function basketballDurationMs(speed: number, quarterSeconds: number, overtimes: number): number {
  const played = 4 * quarterSeconds + overtimes * 300;
  const breaks = 2 * QUARTER_BREAK_SECONDS + BASKETBALL_HALF_TIME_SECONDS + overtimes * QUARTER_BREAK_SECONDS;
  return ((played + breaks) * 1000) / speed;
}

export function basketballTimeline(
  fixture: ScheduledFixture,
  script: BasketballScript,
  options: TimelineOptions,
): TimelineStep[] {
  const { speed, reopenAfterMs } = options;
  const steps: TimelineStep[] = [
    { at: fixture.publishAt, kind: "fixture", status: "not_started" },
    { at: fixture.publishAt, kind: "odds", period: "not_started", second: null, suspended: false },
  ];
  if (fixture.postponed) {
    const at = Math.max(fixture.publishAt, fixture.kickoff - POSTPONE_NOTICE_MS);
    steps.push({ at, kind: "fixture", status: "postponed" }, { at, kind: "cancel" });
    return steps;
  }
  // Real start of each period: the match seconds before it plus the breaks before it.
  let breaks = 0;
  const realStart = script.periods.map(([start], p) => {
    if (p > 0) breaks += breakAfter(p - 1);
    return fixture.kickoff + Math.round(((start + breaks) * 1000) / speed);
  });
  const real = (p: number, second: number) =>
    realStart[p]! + Math.round(((second - script.periods[p]![0]) * 1000) / speed);

  const inPlay: TimelineStep[] = [{ at: fixture.kickoff, kind: "fixture", status: "live" }];
  const last = script.periods.length - 1;
  script.periods.forEach(([start, end], p) => {
    const period = QUARTERS[p] ?? "overtime";
    inPlay.push({ at: realStart[p]!, kind: "odds", period, second: start, suspended: false });
    for (let second = start + ODDS_EVERY_SECONDS; second < end; second += ODDS_EVERY_SECONDS)
      inPlay.push({ at: real(p, second), kind: "odds", period, second, suspended: false });
    if (p === last) return;
    const buzzer = real(p, end);
    const pause: MatchPeriod = p === 1 ? "halftime" : "pause";
    inPlay.push(
      { at: buzzer, kind: "stop" },
      { at: buzzer, kind: "odds", period: pause, second: end, suspended: true },
    );
    if (buzzer + reopenAfterMs < realStart[p + 1]!)
      inPlay.push({ at: buzzer + reopenAfterMs, kind: "odds", period: pause, second: end, suspended: false });
  });

  const finalSecond = script.periods[last]![1];
  const fullTime = real(last, finalSecond);
  const result = { fullTime: script.fullTime, halfTime: script.halfTime };
  const end: TimelineStep[] = [
    { at: fullTime, kind: "stop" },
    { at: fullTime, kind: "fixture", status: "ended" },
    { at: fullTime, kind: "odds", period: "ended", second: finalSecond, suspended: true },
  ];
  if (fixture.corrected) {
    // The scorer's error: a basket too many for the home side, corrected two minutes later.
    const wrong = { ...result, fullTime: { home: result.fullTime.home + 2, away: result.fullTime.away } };
    end.push(
      { at: fullTime + 1_000, kind: "settle", certainty: "live", ...wrong },
      { at: fullTime + 120_000, kind: "rollback" },
      { at: fullTime + 120_000, kind: "settle", certainty: "live", ...result },
    );
  } else {
    end.push({ at: fullTime + 1_000, kind: "settle", certainty: "live", ...result });
  }
  end.push({ at: fullTime + 600_000, kind: "settle", certainty: "confirmed", ...result });
  return [...steps, ...inPlay, ...end];
}
