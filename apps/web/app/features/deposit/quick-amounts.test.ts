import { describe, expect, it } from "vitest";
import { quickAmounts } from "./quick-amounts.ts";

describe("quickAmounts", () => {
  it("offers four round amounts from five times the minimum", () => {
    expect(quickAmounts("10.00", "150000.00")).toEqual(["50", "100", "200", "500"]);
    expect(quickAmounts("20.00", "100000.00")).toEqual(["100", "200", "500", "1000"]);
    expect(quickAmounts("5000", "20000000")).toEqual(["50000", "100000", "200000", "500000"]);
  });

  it("stays within the maximum", () => {
    expect(quickAmounts("10.00", "300.00")).toEqual(["50", "100", "200"]);
    expect(quickAmounts("100.00", "100.00")).toEqual([]);
  });
});
