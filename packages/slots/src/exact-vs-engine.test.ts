import { Fraction } from "@platform/fair";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ClassicSlot } from "./classic-engine.ts";
import { classicExpectation } from "./exact/classic-rtp.ts";
import { classicMaxWin, paylinesMaxWin, waysMaxWin } from "./exact/max-win.ts";
import { paylinesExpectation } from "./exact/paylines-rtp.ts";
import type { RoundExpectation } from "./exact/round-rtp.ts";
import { waysExpectation } from "./exact/ways-rtp.ts";
import { STANDARD_LINES } from "./games/standard-lines.ts";
import { PaylinesSlot } from "./paylines-engine.ts";
import { simulateWithSeed, summarise } from "./simulation/simulate-rounds.ts";
import type { ClassicData, PaylinesData, SymbolSpec, WaysData } from "./slot-data.ts";
import { StopFloats } from "./test-floats.ts";
import type { SlotGame } from "./types.ts";
import { WaysSlot } from "./ways-engine.ts";

/*
 * The exact formulas against the engines, on small random games where every stop combination can be
 * played: the engine's total over all of them must equal the exact expectation × their number, to
 * the last digit, and its largest spin must be the branch-and-bound maximum. The exact code and the
 * engines are written apart, so a wrong formula or a wrong evaluation both fail here.
 */

/** Plays one spin on every stop combination: the sum and the largest win, in units. */
function everyStop(game: SlotGame) {
  const lengths = game.definition.reels.map((strip) => strip.length);
  const combinations = lengths.reduce((a, b) => a * b, 1);
  let sum = 0;
  let max = 0;
  for (let n = 0; n < combinations; n++) {
    let rest = n;
    const stops = lengths.map((length) => {
      const stop = rest % length;
      rest = Math.floor(rest / length);
      return stop;
    });
    const win = game.simulate(new StopFloats(lengths, [stops]));
    sum += win;
    max = Math.max(max, win);
  }
  return { total: new Fraction(BigInt(sum), BigInt(combinations)), max };
}

const strip = (symbols: readonly string[], min = 3, max = 5) =>
  fc.array(fc.constantFrom(...symbols), { minLength: min, maxLength: max }).map((cells) => cells.join(" "));
const pays = (counts: readonly number[]) =>
  fc
    .array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 })), {
      minLength: counts.length,
      maxLength: counts.length,
    })
    .map((values) =>
      Object.fromEntries(counts.map((count, i) => [count, values[i]!]).filter(([, pay]) => pay! > 0)),
    );

const common = { description: "", volatility: "low" as const, rtp: "0.00", maxWin: 0 };

const reelSymbols = (hasWild: boolean, hasScatter: boolean) =>
  fc
    .record({
      wild: pays([2, 3, 4, 5]),
      scatter: pays([1, 2, 3, 4, 5]),
      a: pays([2, 3, 4, 5]),
      b: pays([3, 4, 5]),
      c: pays([3, 5]),
    })
    .map(({ wild, scatter, a, b, c }) => {
      const symbols: SymbolSpec[] = [
        { id: "A", name: "A", role: "regular", pays: a },
        { id: "B", name: "B", role: "regular", pays: b },
        { id: "C", name: "C", role: "regular", pays: c },
      ];
      if (hasWild) symbols.push({ id: "W", name: "W", role: "wild", pays: wild });
      if (hasScatter) symbols.push({ id: "S", name: "S", role: "scatter", pays: scatter });
      return symbols;
    });

function expectAgreement(game: SlotGame, exact: RoundExpectation, maxWin: number) {
  const { total, max } = everyStop(game);
  expect(total.equals(exact.round)).toBe(true);
  expect(max).toBe(maxWin);
}

describe("exact RTP against the engine on every stop of small random games", () => {
  test("paylines: lines with wild substitution and wild pays, scatter pays", () => {
    const game = fc
      .record({
        wild: fc.boolean(),
        scatter: fc.boolean(),
        lines: fc.uniqueArray(fc.integer({ min: 0, max: STANDARD_LINES.length - 1 }), {
          minLength: 1,
          maxLength: 6,
        }),
      })
      .chain(({ wild, scatter, lines }) =>
        fc.record({
          symbols: reelSymbols(wild, scatter),
          reels: fc.array(strip(["A", "B", "C", ...(wild ? ["W"] : []), ...(scatter ? ["S"] : [])]), {
            minLength: 5,
            maxLength: 5,
          }),
          paylines: fc.constant(lines.map((line) => [...STANDARD_LINES[line]!])),
        }),
      );
    fc.assert(
      fc.property(game, ({ symbols, reels, paylines }) => {
        const data: PaylinesData = { ...common, slug: "random", name: "Random", symbols, reels, paylines };
        expectAgreement(new PaylinesSlot(data), paylinesExpectation(data), paylinesMaxWin(data));
      }),
      { numRuns: 40 },
    );
  });

  test("ways: ways counting with a wild on reels 2 to 5, scatter pays", () => {
    const game = fc
      .record({ wild: fc.boolean(), scatter: fc.boolean(), betUnit: fc.integer({ min: 1, max: 50 }) })
      .chain(({ wild, scatter, betUnit }) => {
        const regular = ["A", "B", "C", ...(scatter ? ["S"] : [])];
        return fc.record({
          symbols: reelSymbols(wild, scatter).map((symbols) =>
            symbols.map((symbol) => (symbol.role === "wild" ? { ...symbol, pays: {} } : symbol)),
          ),
          reels: fc.tuple(
            strip(regular),
            ...Array.from({ length: 4 }, () => strip([...regular, ...(wild ? ["W"] : [])])),
          ),
          betUnit: fc.constant(betUnit),
        });
      });
    fc.assert(
      fc.property(game, ({ symbols, reels, betUnit }) => {
        const data: WaysData = { ...common, slug: "random", name: "Random", symbols, reels, betUnit };
        expectAgreement(new WaysSlot(data), waysExpectation(data), waysMaxWin(data));
      }),
      { numRuns: 40 },
    );
  });

  test("classic: symbols counted from the left, mixed groups, a multiplying wild", () => {
    const game = fc.record({
      pays: fc.tuple(pays([1, 2, 3]), pays([3]), pays([2, 3]), pays([3]), pays([3]), pays([3])),
      wildMultiplier: fc.integer({ min: 1, max: 3 }),
      reels: fc.array(strip(["A", "B", "C", "D", "W", "X"], 3, 9), { minLength: 3, maxLength: 3 }),
      lines: fc.constantFrom(
        [[1, 1, 1]],
        [
          [0, 0, 0],
          [1, 1, 1],
          [2, 2, 2],
          [0, 1, 2],
          [2, 1, 0],
        ],
      ),
    });
    fc.assert(
      fc.property(game, ({ pays: [a, b, c, wild, groupOne, groupTwo], wildMultiplier, reels, lines }) => {
        const data: ClassicData = {
          ...common,
          slug: "random",
          name: "Random",
          symbols: [
            { id: "A", name: "A", role: "regular", pays: a },
            { id: "B", name: "B", role: "regular", pays: b },
            { id: "C", name: "C", role: "regular", pays: c },
            { id: "D", name: "D", role: "regular" },
            { id: "X", name: "X", role: "regular" },
            { id: "W", name: "W", role: "wild", pays: wild },
          ],
          groups: [
            { id: "AB", name: "A or B", of: ["A", "B"], pays: groupOne },
            { id: "BCD", name: "B, C or D", of: ["B", "C", "D"], pays: groupTwo },
          ],
          wildMultiplier,
          paylines: lines.map((line) => [...line]),
          reels,
        };
        expectAgreement(new ClassicSlot(data), classicExpectation(data), classicMaxWin(data));
      }),
      { numRuns: 60 },
    );
  });
});

describe("free spins: the geometric series against a simulation", () => {
  // Scatters in view on half the stops of every reel: a spin awards 17/32 free spins on average and
  // free spins retrigger, so leaving out the series would miss by about half the free spins' value.
  const reels = ["S A B C A B", "S B W C B A", "S C A W C A", "S A C B W C", "S B C A B C"];
  const symbols: SymbolSpec[] = [
    { id: "W", name: "W", role: "wild", pays: { 3: 20 } },
    { id: "S", name: "S", role: "scatter", pays: { 3: 2, 4: 10, 5: 40 } },
    { id: "A", name: "A", role: "regular", pays: { 3: 5, 4: 10, 5: 30 } },
    { id: "B", name: "B", role: "regular", pays: { 3: 3, 4: 8, 5: 20 } },
    { id: "C", name: "C", role: "regular", pays: { 3: 2, 4: 5, 5: 10 } },
  ];
  const freeSpins = { awards: { 3: 1, 4: 1, 5: 2 }, multiplier: 2, retrigger: true };
  const rounds = 200_000;

  test.each([
    [
      "paylines",
      () => {
        const data: PaylinesData = {
          ...common,
          slug: "fs",
          name: "FS",
          symbols,
          reels,
          freeSpins,
          paylines: STANDARD_LINES.slice(0, 5).map((line) => [...line]),
        };
        return { game: new PaylinesSlot(data), exact: paylinesExpectation(data) };
      },
    ],
    [
      "ways",
      () => {
        const waysSymbols = symbols.map((symbol) =>
          symbol.role === "wild" ? { ...symbol, pays: {} } : symbol,
        );
        const data: WaysData = {
          ...common,
          slug: "fs",
          name: "FS",
          symbols: waysSymbols,
          reels,
          freeSpins,
          betUnit: 5,
        };
        return { game: new WaysSlot(data), exact: waysExpectation(data) };
      },
    ],
  ] as const)("%s", (_, make) => {
    const { game, exact } = make();
    expect(exact.awards.equals(new Fraction(17n, 32n))).toBe(true);
    const simulated = summarise(simulateWithSeed(game, rounds, 7), game.definition.betUnit);
    const tolerance = 5 * simulated.standardError;
    expect(Math.abs(simulated.rtp - exact.rtp.toNumber())).toBeLessThan(tolerance);
    // Without the retrigger series the expectation is far outside that tolerance.
    const withoutSeries = exact.round.sub(exact.awards.mul(exact.freeSpin).mul(exact.awards));
    expect(Math.abs(simulated.rtp - withoutSeries.div(game.definition.betUnit).toNumber())).toBeGreaterThan(
      tolerance,
    );
  });
});
