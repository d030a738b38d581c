import { binCounts, expectUniform, fairFloatSample } from "@platform/fair/testing";
import { describe, expect, test } from "vitest";
import { SLOT_GAMES } from "./slot-games.ts";

/*
 * The fair stream's statistical tests (packages/fair fair-floats.stats.test.ts) at the reel lengths
 * the games use (UKGC RTS 7A): the same 2^20 floats under the same two fixed seed pairs, so the test
 * is deterministic, two-sided at α = 0.001, chi-square critical values by the Wilson–Hilferty
 * approximation.
 */

describe("the fair float stream gives uniform reel stops", () => {
  const floats = fairFloatSample();

  test("reel stops floor(f × L) are uniform for every reel length the games use", () => {
    const lengths = new Set(SLOT_GAMES.flatMap((game) => game.definition.reels.map((strip) => strip.length)));
    expect(lengths.size).toBeGreaterThan(4);
    for (const length of lengths) expectUniform(binCounts(floats, length), floats.length);
  });
});
