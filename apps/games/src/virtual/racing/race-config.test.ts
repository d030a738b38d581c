import { describe, expect, test } from "vitest";
import { DEFAULT_RACING, raceOptions, racingSettingsFromEnv } from "./race-config.ts";
import { raceProgress } from "./race-progress.ts";

describe("the race settings from the environment", () => {
  test("on by default with the schedule's defaults, off with VIRTUAL_RACING=off", () => {
    const settings = racingSettingsFromEnv({})!;
    expect(settings.cadenceMs).toBeUndefined();
    expect(raceOptions(settings)).toMatchObject({ cadenceMs: 120_000, playMs: 30_000, ahead: 3 });
    expect(racingSettingsFromEnv({ VIRTUAL_RACING: "off" })).toBeUndefined();
  });

  test("cadence, run and races ahead read, and a run longer than the cadence refused", () => {
    const settings = racingSettingsFromEnv({
      VIRTUAL_RACE_CADENCE_MS: "20000",
      VIRTUAL_RACE_PLAY_MS: "6000",
      VIRTUAL_RACE_AHEAD: "2",
    })!;
    expect(raceOptions(settings)).toMatchObject({ cadenceMs: 20_000, playMs: 6_000, ahead: 2 });
    expect(() => raceOptions({ cadenceMs: 10_000, playMs: 10_000 })).toThrow(RangeError);
    expect(() => racingSettingsFromEnv({ VIRTUAL_RACE_CADENCE_MS: "fast" })).toThrow(
      /VIRTUAL_RACE_CADENCE_MS/,
    );
    expect(() => racingSettingsFromEnv({ VIRTUAL_RACING: "maybe" })).toThrow(/VIRTUAL_RACING/);
    expect(DEFAULT_RACING.playMs).toBeLessThan(DEFAULT_RACING.cadenceMs);
  });
});

describe("where the runners are", () => {
  const times = [29_100, 28_700, 30_050, 29_500, 28_950, 29_800];

  test("at the traps, nobody has moved; at the end all six are past the line in the drawn order", () => {
    expect(raceProgress(times, 3, 0, 30_000).progress.distances_m).toEqual([0, 0, 0, 0, 0, 0]);
    const end = raceProgress(times, 3, 30_000, 30_000);
    expect(end.progress.distances_m).toEqual([480, 480, 480, 480, 480, 480]);
    expect(end.finish.map((f) => f.trap)).toEqual([2, 5, 1, 4, 6, 3]);
    expect(end.finish.map((f) => f.place)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test("mid-race nobody is past the line, and no runner ever goes backwards", () => {
    const mid = raceProgress(times, 3, 15_000, 30_000);
    expect(mid.finish).toEqual([]);
    for (const distance of mid.progress.distances_m) expect(distance).toBeGreaterThan(0);
    for (let trap = 0; trap < 6; trap++) {
      let last = -1;
      for (let ms = 0; ms <= 30_000; ms += 250) {
        const at = raceProgress(times, 7, ms, 30_000).progress.distances_m[trap]!;
        expect(at).toBeGreaterThanOrEqual(last);
        last = at;
      }
    }
  });

  test("the winner alone is past the line just after its time on the race clock", () => {
    const lastMs = Math.max(...times);
    const after = raceProgress(times, 3, Math.ceil((28_700 / lastMs) * 30_000) + 1, 30_000);
    expect(after.finish).toEqual([{ trap: 2, place: 1, time_ms: 28_700 }]);
  });
});
