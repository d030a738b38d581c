import { describe, expect, it } from "vitest";
import {
  balanceDuringSpin,
  freeSpinCount,
  gridRows,
  MIN_SPIN_MS,
  REEL_STAGGER_MS,
  reelStopTimes,
  winningCells,
  winPresentation,
} from "./rules.ts";

describe("reelStopTimes (UKGC RTS 14: a spin lasts at least 2.5 s)", () => {
  it("stops the last reel no sooner than 2.5 s after the press when the answer is quick", () => {
    const stops = reelStopTimes(120, 5);
    expect(stops).toHaveLength(5);
    expect(stops.at(-1)).toBe(MIN_SPIN_MS);
    expect(stops[1]! - stops[0]!).toBe(REEL_STAGGER_MS);
  });

  it("never stops a reel before the answer arrived", () => {
    const stops = reelStopTimes(4000, 3);
    expect(stops[0]).toBe(4000);
    expect(stops.at(-1)).toBeGreaterThan(MIN_SPIN_MS);
  });

  it("holds for any reel count and answer time", () => {
    for (const reels of [1, 3, 5, 6]) {
      for (const answered of [0, 900, 2400, 2600]) {
        const stops = reelStopTimes(answered, reels);
        expect(stops.at(-1)!).toBeGreaterThanOrEqual(MIN_SPIN_MS);
        expect(stops[0]!).toBeGreaterThanOrEqual(answered);
      }
    }
  });
});

describe("winPresentation (RTS 14: a win not above the stake is not celebrated)", () => {
  it("celebrates only a win above the stake", () => {
    expect(winPresentation(0, 100)).toBe("none");
    expect(winPresentation(40, 100)).toBe("plain");
    expect(winPresentation(100, 100)).toBe("plain");
    expect(winPresentation(101, 100)).toBe("celebrate");
  });
});

describe("the reels' data", () => {
  it("marks every position that took part in a win", () => {
    const cells = winningCells({
      wins: [
        {
          kind: "line",
          symbol: "A",
          count: 3,
          line: 0,
          positions: [
            [0, 1],
            [1, 1],
            [2, 1],
          ],
          amount: 50,
        },
        {
          kind: "scatter",
          symbol: "S",
          count: 3,
          positions: [
            [0, 1],
            [3, 0],
            [4, 2],
          ],
          amount: 100,
        },
      ],
    });
    expect([...cells].sort()).toEqual(["0:1", "1:1", "2:1", "3:0", "4:2"]);
  });

  it("reads grid[reel][row] row by row", () => {
    const grid = [
      ["A", "K", "Q"],
      ["W", "A", "K"],
      ["S", "S", "A"],
    ];
    expect(gridRows(grid, (symbol) => symbol.toLowerCase())).toEqual([
      ["a", "w", "s"],
      ["k", "a", "s"],
      ["q", "k", "a"],
    ]);
  });

  it("takes the stake off the shown balance while spinning, when it can", () => {
    expect(balanceDuringSpin(1000, 200)).toBe(800);
    expect(balanceDuringSpin(100, 200)).toBe(100);
  });

  it("counts the free spins after the paid one", () => {
    const spin = { stops: [], grid: [], wins: [], win: 0 };
    expect(freeSpinCount([spin])).toBe(0);
    expect(freeSpinCount([spin, spin, spin])).toBe(2);
  });
});
