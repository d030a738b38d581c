import { describe, expect, it } from "vitest";
import { multiple, paysBasis, paytableCounts } from "./paytable.ts";

describe("the paytable", () => {
  it("has a column for every count any symbol pays", () => {
    expect(
      paytableCounts([
        { symbol: "A", name: "Ace", pays: { "3": 5, "4": 20, "5": 100 }, role: "regular" },
        { symbol: "S", name: "Star", pays: { "2": 1, "3": 5 }, role: "scatter" },
        { symbol: "W", name: "Wild", pays: {}, role: "wild" },
      ]),
    ).toEqual([2, 3, 4, 5]);
  });

  it("pays a paylines game on the line bet, the others on the stake", () => {
    expect(paysBasis("20 lines")).toBe("line");
    expect(paysBasis("1 line")).toBe("total");
    expect(paysBasis("243 ways")).toBe("total");
  });

  it("writes multiples with separators and at most two decimals", () => {
    expect(multiple(0.5)).toBe("×0.5");
    expect(multiple(1000)).toBe("×1,000");
  });
});
