import { createHash } from "node:crypto";
import { switchOffSimdForTesting } from "@platform/fair/testing";
import { describe, expect, test } from "vitest";
import { closeEntropy, fairEventFloats } from "./fair-source.ts";
import { MATCH_DAYS_PER_SEASON, matchDayFixtures, VIRTUAL_LEAGUE } from "./league.ts";
import { fairMatchDay } from "./match-day.ts";
import type { MatchOutcome } from "./match-timeline.ts";
import { raceCard } from "./racing/greyhounds.ts";
import { playRace } from "./racing/race.ts";

/*
 * Golden outcomes (issue 20's speed work): match days as the engine played them before it was made
 * faster. Stored match days must still verify in the browser, so a faster engine or hash that moves
 * one goal by one second is wrong, however fast. Recorded with the code of 2026-11-27 (plain-TS HMAC,
 * per-float timeline); node:crypto's digest of the JSON checks everything else, independently of
 * packages/fair's own SHA-256.
 */

const withBeacon = closeEntropy({
  closedAt: "2026-11-27T16:30:00Z",
  acceptedBetIds: ["bet-1", "bet-2", "bet-3"],
  beacon: { source: "drand-quicknet", round: 7_654_321, randomness: "c4".repeat(32) },
});
const withoutBeacon = closeEntropy({ closedAt: "2026-11-28T09:00:00Z", acceptedBetIds: [] });

/** Seeds and entropies whose lengths move the HMAC's block boundaries (key > 64 bytes is hashed). */
const cases: readonly { seed: string; entropy: string }[] = [
  { seed: "3f9a1c7e5b2d4068a1c3e5f7092b4d6f8a0c2e4f6b8d0a2c4e6f8b0d2f4a6c8e", entropy: withBeacon },
  { seed: "short seed", entropy: withoutBeacon },
  { seed: "k".repeat(100), entropy: "" },
  { seed: "graine-é", entropy: "e".repeat(52) },
];

/** One match as a line: score, half-time, then each event as second, kind letter and side letter. */
function line(outcome: MatchOutcome): string {
  const events = outcome.events.map((e) => `${e.second}${e.kind[0]}${e.side[0]}`).join(",");
  return `${outcome.score.home}:${outcome.score.away} ${outcome.halfTime.home}:${outcome.halfTime.away} ${events}`;
}

function season(seed: string, entropy: string): MatchOutcome[][] {
  return Array.from({ length: MATCH_DAYS_PER_SEASON }, (_, day) =>
    fairMatchDay(`${seed}/${day}`, entropy, matchDayFixtures(VIRTUAL_LEAGUE, 0, day)),
  );
}

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

describe("virtual outcomes are exactly those recorded (stored match days keep verifying)", () => {
  test("a match day, event by event", () => {
    const { seed, entropy } = cases[0]!;
    expect(fairMatchDay(seed, entropy, matchDayFixtures(VIRTUAL_LEAGUE, 0, 7)).map(line)).toEqual([
      "1:2 1:0 1062gh,2830ga,2985ya,3198yh,4570ya,4778ga,4941ya",
      "2:0 2:0 266yh,1100gh,1445yh,1629gh,4540yh",
      "1:1 0:0 1101ya,1948ya,2758ga,5095gh",
      "1:0 0:0 35yh,3024gh,3518yh,4496ya,4543yh",
      "2:0 0:0 1949yh,4255gh,4723gh",
      "0:1 0:1 1391yh,2531ga,2721yh",
      "2:0 1:0 2387gh,5323gh",
      "0:2 0:2 172yh,556ga,1411yh,2050ga",
    ]);
  });

  test("a season of match days under each seed and entropy, whole outcomes", () => {
    expect(cases.map(({ seed, entropy }) => digest(season(seed, entropy)))).toEqual([
      "e77bd8d03ac10e8d266a9713ed429774810dad8a9afeda25efd471995e8b0d3d",
      "13ed43a7fa7765a6f966677a642ce65cce169a0601b4f354d3ef9abf5af4fbb7",
      "407efbb8cd3b0007b9b82da1fc345af76f16fdcbeb69c4ac967c897424909370",
      "4ca0d489e447144af765c45e2039fa70fe9d7db1c289a24ab7c80e8290953b7b",
    ]);
  });

  test("the same on the plain-TS path, a browser's without WebAssembly SIMD", () => {
    switchOffSimdForTesting(true);
    try {
      expect(digest(season(cases[1]!.seed, cases[1]!.entropy))).toBe(
        "13ed43a7fa7765a6f966677a642ce65cce169a0601b4f354d3ef9abf5af4fbb7",
      );
    } finally {
      switchOffSimdForTesting(false);
    }
  });

  test("races under each seed and entropy", () => {
    const races = cases.map(({ seed, entropy }) =>
      Array.from({ length: 20 }, (_, i) => playRace(raceCard(i), fairEventFloats(`${seed}/${i}`, entropy))),
    );
    expect(digest(races)).toBe("d932cd3e5841d30588c119f219786663c6f5e4ed9f5fee0a38440bf7862f7b24");
  });
});
