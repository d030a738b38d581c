import { describe, expect, test } from "vitest";
import { raceOutcomeName } from "./race-names.ts";
import { testRace } from "./test-race.ts";
import { verifyServedRace } from "./verify-race.ts";

const t = (key: string, params?: Record<string, string | number>) =>
  params ? `${key}(${Object.values(params).join(",")})` : key;

describe("the browser's race verification", () => {
  const race = testRace(5, "settled", "2026-11-27T19:55:00.000Z");

  test("a served race replays to its finish, order and times", () => {
    const verdict = verifyServedRace(race)!;
    expect(verdict.commitmentOk).toBe(true);
    expect(verdict.finishOk).toBe(true);
    expect(verdict.verified).toBe(true);
  });

  test("a finish that differs by a place, or by a hundredth, or another seed, is not verified", () => {
    const [first, second, ...rest] = race.finish;
    const swapped = [{ ...second!, place: 1 }, { ...first!, place: 2 }, ...rest];
    expect(verifyServedRace({ ...race, finish: swapped })!.verified).toBe(false);
    const slower = race.finish.map((f, i) => (i === 0 ? { ...f, time_ms: f.time_ms + 10 } : f));
    expect(verifyServedRace({ ...race, finish: slower })!.finishOk).toBe(false);
    expect(verifyServedRace({ ...race, server_seed: "0".repeat(64) })!.commitmentOk).toBe(false);
  });

  test("nothing to verify before the seed is revealed", () => {
    expect(verifyServedRace(testRace(6, "open", "2026-11-27T20:05:00.000Z"))).toBeNull();
  });
});

describe("race outcome names", () => {
  test("a trap and its dog from the race's card, forecasts as traps and dogs", () => {
    const race = testRace(5, "open", "2026-11-27T20:05:00.000Z");
    const dog = (trap: number) => race.runners.find((r) => r.trap === trap)!.name;
    expect(raceOutcomeName(t, 901, "3", race.name)).toBe(`sports.outcome.trap_dog(3,${dog(3)})`);
    expect(raceOutcomeName(t, 903, "3-1", race.name)).toBe(`3-1 · ${dog(3)}, ${dog(1)}`);
    // Without a race number (a bet whose fixture is gone): the trap alone.
    expect(raceOutcomeName(t, 902, "4", "sports.bets.home")).toBe("sports.outcome.trap(4)");
    expect(raceOutcomeName(t, 904, "1-2-3", "sports.bets.home")).toBe("1-2-3");
  });
});
