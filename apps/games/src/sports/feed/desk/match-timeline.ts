import type { FixtureStatus, MatchPeriod } from "@platform/contracts";
import type { Score } from "@platform/sports";
import { HALF_SECONDS, MATCH_SECONDS, type MatchScript } from "./match-simulator.ts";
import { HALF_TIME_BREAK_SECONDS, realTimeOf, type ScheduledFixture } from "./schedule.ts";

/*
 * Everything the desk will say about one fixture, in order, each step at its real time: the
 * announcement and pre-match prices, kick-off, a price update every match minute, a bet stop and
 * suspended prices at each event (from the award, for a penalty) and the reopening `reopenAfterMs`
 * later, half-time, full time, the settlement (live, then confirmed; a corrected one first settles
 * a wrong score, rolls it back and settles again), or the postponement and its cancel. A step's
 * index + 1 is its message's sequence for the event: the same fixture always has the same steps,
 * so a new leader or a recovery sends the same message under the same sequence.
 */

export type TimelineStep =
  | { at: number; kind: "fixture"; status: FixtureStatus }
  | { at: number; kind: "odds"; period: MatchPeriod; second: number | null; suspended: boolean }
  | { at: number; kind: "stop" }
  | { at: number; kind: "settle"; certainty: "live" | "confirmed"; fullTime: Score; halfTime: Score }
  | { at: number; kind: "rollback" }
  | { at: number; kind: "cancel" };

export interface TimelineOptions {
  speed: number;
  reopenAfterMs: number;
}

/** Before a penalty is taken: bets stop at the award, this many match seconds earlier. */
const PENALTY_AWARD_SECONDS = 60;
const POSTPONE_NOTICE_MS = 30 * 60_000;

export function buildTimeline(
  fixture: ScheduledFixture,
  script: MatchScript,
  options: TimelineOptions,
): TimelineStep[] {
  const { speed, reopenAfterMs } = options;
  const real = (second: number) => realTimeOf(fixture.kickoff, second, speed);
  const steps: TimelineStep[] = [
    { at: fixture.publishAt, kind: "fixture", status: "not_started" },
    { at: fixture.publishAt, kind: "odds", period: "not_started", second: null, suspended: false },
  ];
  if (fixture.postponed) {
    const at = Math.max(fixture.publishAt, fixture.kickoff - POSTPONE_NOTICE_MS);
    steps.push({ at, kind: "fixture", status: "postponed" }, { at, kind: "cancel" });
    return steps;
  }

  const windows = script.events.map((event) => {
    const awarded = event.kind.startsWith("penalty")
      ? Math.max(1, event.second - PENALTY_AWARD_SECONDS)
      : event.second;
    return { from: real(awarded), to: real(event.second) + reopenAfterMs, event, awarded };
  });
  const suspendedAt = (at: number) => windows.some((window) => window.from <= at && at < window.to);
  const odds = (at: number, second: number, period: MatchPeriod): TimelineStep & { kind: "odds" } => ({
    at,
    kind: "odds",
    period,
    second,
    suspended: suspendedAt(at),
  });
  const periodOf = (second: number): MatchPeriod => (second <= HALF_SECONDS ? "1st_half" : "2nd_half");

  const inPlay: TimelineStep[] = [
    { at: fixture.kickoff, kind: "fixture", status: "live" },
    odds(fixture.kickoff, 0, "1st_half"),
  ];
  for (let minute = 1; minute < MATCH_SECONDS / 60; minute++) {
    const second = minute * 60;
    if (second === HALF_SECONDS) continue;
    inPlay.push(odds(real(second), second, periodOf(second)));
  }
  inPlay.push(odds(real(HALF_SECONDS), HALF_SECONDS, "halftime"));
  const secondHalf = fixture.kickoff + Math.round(((HALF_SECONDS + HALF_TIME_BREAK_SECONDS) * 1000) / speed);
  inPlay.push(odds(secondHalf, HALF_SECONDS, "2nd_half"));
  for (const window of windows) {
    inPlay.push({ at: window.from, kind: "stop" });
    inPlay.push({
      ...odds(real(window.event.second), window.event.second, periodOf(window.event.second)),
      suspended: true,
    });
    const reopen = window.to;
    const second = Math.min(
      MATCH_SECONDS - 1,
      window.event.second + Math.floor((reopenAfterMs * speed) / 1000),
    );
    if (reopen < real(MATCH_SECONDS)) inPlay.push(odds(reopen, second, periodOf(second)));
  }

  const fullTime = real(MATCH_SECONDS);
  const result = { fullTime: script.fullTime, halfTime: script.halfTime };
  const end: TimelineStep[] = [
    { at: fullTime, kind: "stop" },
    { at: fullTime, kind: "fixture", status: "ended" },
    { at: fullTime, kind: "odds", period: "ended", second: MATCH_SECONDS, suspended: true },
  ];
  if (fixture.corrected) {
    // The scorer's error: a goal too many for the home side, corrected two minutes later.
    const wrong = { ...result, fullTime: { home: result.fullTime.home + 1, away: result.fullTime.away } };
    end.push(
      { at: fullTime + 1_000, kind: "settle", certainty: "live", ...wrong },
      { at: fullTime + 120_000, kind: "rollback" },
      { at: fullTime + 120_000, kind: "settle", certainty: "live", ...result },
    );
  } else {
    end.push({ at: fullTime + 1_000, kind: "settle", certainty: "live", ...result });
  }
  end.push({ at: fullTime + 600_000, kind: "settle", certainty: "confirmed", ...result });

  // Stable: steps at the same instant keep the order they were written in.
  const ordered = inPlay
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.at - b.step.at || a.index - b.index)
    .map(({ step }) => step);
  return [...steps, ...ordered, ...end];
}
