import { describe, expect, test } from "vitest";
import { eventsUpTo, matchMinute, matchSecondNow, playPhase, scoreUpTo } from "./match-clock.ts";
import { testMatchDay } from "./test-board.ts";

const KICK_OFF = "2026-11-27T20:00:00.000Z";
const at = (ms: number) => Date.parse(KICK_OFF) + ms;
const window = { closesAt: KICK_OFF, playMs: 75_000 };

describe("a virtual match's clock", () => {
  test("runs 90 minutes of match time over play_ms from the close", () => {
    expect(matchSecondNow(window, at(-5_000))).toBe(0);
    expect(matchSecondNow(window, at(0))).toBe(0);
    expect(matchSecondNow(window, at(37_500))).toBe(2700);
    expect(matchSecondNow(window, at(30_000))).toBe(2160);
    expect(matchSecondNow(window, at(74_999))).toBe(5399);
    expect(matchSecondNow(window, at(90_000))).toBe(5400);
  });

  test("says before, playing, ended", () => {
    expect(playPhase(window, at(-1))).toBe("before");
    expect(playPhase(window, at(0))).toBe("playing");
    expect(playPhase(window, at(74_999))).toBe("playing");
    expect(playPhase(window, at(75_000))).toBe("ended");
  });

  test("shows minute floor(second / 60) + 1, 90 at most", () => {
    expect(matchMinute(0)).toBe(1);
    expect(matchMinute(59)).toBe(1);
    expect(matchMinute(60)).toBe(2);
    expect(matchMinute(5399)).toBe(90);
    expect(matchMinute(5400)).toBe(90);
  });

  test("shows only the events and goals its clock has reached", () => {
    const day = testMatchDay({ status: "settled", closesAt: KICK_OFF });
    const match = day.matches.find((m) => m.events.filter((e) => e.kind === "goal").length >= 2)!;
    const goals = match.events.filter((e) => e.kind === "goal");
    const first = goals[0]!;
    expect(scoreUpTo(match.events, first.second - 1)).toEqual({ home: 0, away: 0 });
    expect(scoreUpTo(match.events, first.second)).toEqual(first.score);
    expect(eventsUpTo(match.events, first.second)).toContain(first);
    expect(eventsUpTo(match.events, first.second).every((e) => e.second <= first.second)).toBe(true);
    expect(scoreUpTo(match.events, 5400)).toEqual(match.score);
  });
});
