import { describe, expect, test } from "vitest";
import { paylineGrid, paylineRows, paysNote } from "./paylines.ts";

describe("payline diagrams", () => {
  test("a line reads as its rows from 1 at the top", () => {
    expect(paylineRows([0, 1, 2, 1, 0])).toBe("1-2-3-2-1");
  });

  test("the grid has every cell, the line's filled, the path through their centres", () => {
    const grid = paylineGrid([0, 1, 2, 1, 0], 3);
    expect(grid.viewBox).toBe("0 0 58 34");
    expect(grid.cells).toHaveLength(15);
    expect(grid.cells.filter((cell) => cell.on).map((cell) => [cell.x, cell.y])).toEqual([
      [0, 0],
      [12, 12],
      [24, 24],
      [36, 12],
      [48, 0],
    ]);
    expect(grid.points).toBe("5,5 17,17 29,29 41,17 53,5");
  });

  test("pays are on the line bet with paylines, per way without, on the stake for one line", () => {
    expect(paysNote({ paylines: [[1], [0]] }, "total")).toBe("line");
    expect(paysNote({ paylines: [] }, "total")).toBe("ways");
    expect(paysNote({ paylines: [[1, 1, 1]] }, "line")).toBe("total");
    expect(paysNote({}, "line")).toBe("line");
  });
});
