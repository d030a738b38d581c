import { Fraction } from "@platform/fair";
import { describe, expect, test } from "vitest";
import { classicExpectation } from "./exact/classic-rtp.ts";
import { classicMaxWin, paylinesMaxWin, waysMaxWin } from "./exact/max-win.ts";
import { paylinesExpectation } from "./exact/paylines-rtp.ts";
import { stripWindows } from "./exact/reel-windows.ts";
import type { RoundExpectation } from "./exact/round-rtp.ts";
import { waysExpectation } from "./exact/ways-rtp.ts";
import { simulateWithSeed, summarise } from "./simulation/simulate-rounds.ts";
import { SLOT_ENTRIES, type SlotEntry } from "./slot-games.ts";
import { StopFloats } from "./test-floats.ts";
import { volatilityOf } from "./volatility.ts";

/*
 * Every published game: its RTP computed exactly from its strips and paytable equals the RTP it
 * publishes, and a simulation of two million rounds through the engine lands within a few standard
 * errors of it — a wrong exact formula would not.
 */

const ROUNDS = 2_000_000;

function exactOf(entry: SlotEntry): RoundExpectation & { square?: Fraction } {
  if (entry.engine === "paylines") return paylinesExpectation(entry.data);
  if (entry.engine === "ways") return waysExpectation(entry.data);
  return classicExpectation(entry.data);
}

function maxSpinUnits(entry: SlotEntry): number {
  if (entry.engine === "paylines") return paylinesMaxWin(entry.data);
  if (entry.engine === "ways") return waysMaxWin(entry.data);
  return classicMaxWin(entry.data);
}

describe.each(SLOT_ENTRIES.map((entry) => [entry.data.slug, entry] as const))("%s", (_, entry) => {
  const { definition } = entry.game;
  const exact = exactOf(entry);

  test("publishes its exact RTP, between 94 % and 97 %", () => {
    expect(exact.rtp.toPercent(2)).toBe(definition.rtp);
    expect(exact.rtp.compare(new Fraction(94n, 100n))).toBe(1);
    expect(exact.rtp.compare(new Fraction(97n, 100n))).toBe(-1);
  });

  test("a simulation of two million rounds agrees with the exact RTP", () => {
    const simulated = summarise(simulateWithSeed(entry.game, ROUNDS, 2024), definition.betUnit);
    const tolerance = 4 * simulated.standardError;
    expect(Math.abs(simulated.rtp - exact.rtp.toNumber())).toBeLessThan(tolerance);
    expect(simulated.deviation).toBeLessThan(10);
    // Classics have their exact deviation; the others are labelled from the simulated one.
    const deviation = exact.square
      ? Math.sqrt(exact.square.div(definition.betUnit ** 2).toNumber() - exact.rtp.toNumber() ** 2)
      : simulated.deviation;
    expect(volatilityOf(deviation)).toBe(definition.volatility);
  });

  test("publishes its largest single-spin win, free-spin multiplier included", () => {
    const multiplier = "freeSpins" in entry.data ? (entry.data.freeSpins?.multiplier ?? 1) : 1;
    expect((maxSpinUnits(entry) * multiplier) / definition.betUnit).toBe(definition.maxWin);
  });

  test("shows at most one scatter per reel, so a scatter count is a count of reels", () => {
    const scatter = entry.data.symbols.find((symbol) => symbol.role === "scatter")?.id;
    for (const strip of entry.data.reels) {
      for (const window of stripWindows(strip, 3)) {
        expect(window.filter((cell) => cell === scatter).length).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("classics: the engine on every stop combination equals the exact enumeration", () => {
  test.each(
    SLOT_ENTRIES.filter((entry) => entry.engine === "classic").map(
      (entry) => [entry.data.slug, entry] as const,
    ),
  )("%s", (_, entry) => {
    const lengths = entry.game.definition.reels.map((strip) => strip.length);
    let sum = 0;
    for (let a = 0; a < lengths[0]!; a++) {
      for (let b = 0; b < lengths[1]!; b++) {
        for (let c = 0; c < lengths[2]!; c++)
          sum += entry.game.simulate(new StopFloats(lengths, [[a, b, c]]));
      }
    }
    const combinations = BigInt(lengths.reduce((x, y) => x * y, 1));
    expect(new Fraction(BigInt(sum), combinations).equals(exactOf(entry).round)).toBe(true);
  });
});

test("each game has its own RTP", () => {
  const rtps = SLOT_ENTRIES.map((entry) => entry.game.definition.rtp);
  expect(new Set(rtps).size).toBe(rtps.length);
  expect(new Set(SLOT_ENTRIES.map((entry) => entry.data.slug)).size).toBe(SLOT_ENTRIES.length);
});
