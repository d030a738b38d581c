import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate.ts";
import { playedAt, replayFrames, winLine } from "./round-replay.ts";

describe("game recall", () => {
  it("plays every spin back in order and holds the last", () => {
    const frames = replayFrames(3);
    expect(frames.map((frame) => frame.index)).toEqual([0, 1, 2]);
    expect(frames.at(-1)?.holdMs).toBe(0);
    expect(frames[0]!.spinMs).toBeGreaterThan(frames[1]!.spinMs);
  });

  it("says each win in words, lines counted from 1", () => {
    const t = translator("en");
    const name = (symbol: string) => ({ C: "Cherry", L: "Lion", S: "Star" })[symbol] ?? symbol;
    const base = { positions: [] as [number, number][], amount: 100 };
    expect(winLine({ ...base, kind: "line", symbol: "C", count: 3, line: 3 }, name, t)).toBe(
      "3 × Cherry on line 4",
    );
    expect(winLine({ ...base, kind: "ways", symbol: "L", count: 4, ways: 12 }, name, t)).toBe(
      "4 × Lion, 12 ways",
    );
    expect(winLine({ ...base, kind: "scatter", symbol: "S", count: 3 }, name, t)).toBe("3 × Star scattered");
  });
});

describe("playedAt", () => {
  it("shows the time in the site's zone, UTC for a zone it does not know", () => {
    expect(playedAt("2025-03-01T22:30:00Z", "en", "Africa/Maputo")).toBe("Mar 2, 2025, 12:30 AM");
    expect(playedAt("2025-03-01T22:30:00Z", "en", "Mars/Olympus")).toBe("Mar 1, 2025, 10:30 PM");
    expect(playedAt("not a date", "en", "UTC")).toBe("not a date");
  });
});
