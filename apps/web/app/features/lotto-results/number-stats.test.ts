import { describe, expect, it } from "vitest";
import { numberCells } from "./number-stats.ts";

describe("the frequency grid", () => {
  it("gives each number its count, last seen, heat and hot/cold mark", () => {
    const counts = Array.from({ length: 90 }, (_, i) => (i === 6 ? 8 : i === 44 ? 4 : 0));
    const last_seen = Array.from({ length: 90 }, (_, i) => (i === 6 ? 0 : i === 44 ? 3 : null));
    const cells = numberCells({ counts, last_seen, hot: [7], cold: [1] });
    expect(cells).toHaveLength(90);
    expect(cells[6]).toEqual({ number: 7, count: 8, lastSeen: 0, heat: 1, hot: true, cold: false });
    expect(cells[44]).toMatchObject({ number: 45, count: 4, lastSeen: 3, heat: 0.5 });
    expect(cells[0]).toMatchObject({ number: 1, count: 0, lastSeen: null, heat: 0, cold: true });
  });

  it("shades nothing before the first draw", () => {
    const cells = numberCells({
      counts: new Array(90).fill(0),
      last_seen: new Array(90).fill(null),
      hot: [],
      cold: [],
    });
    expect(cells.every((cell) => cell.heat === 0)).toBe(true);
  });
});
