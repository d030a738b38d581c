import { DEFAULT_NUMBER_PAYTABLE, DEFAULT_PAYTABLE, Fraction } from "@platform/fair";
import { describe, expect, test } from "vitest";
import { hundredthsText, lottoOddsRows, numberOddsRows, oneInText } from "./how-to-play-odds.ts";

describe("the how-to-play table", () => {
  test("Direct 2 with the region's paytable: 1 in 400.5, returns 59.9 %", () => {
    const rows = lottoOddsRows(DEFAULT_PAYTABLE.multipliers, 5);
    expect(rows.find((row) => row.type === "direct" && row.size === 2)).toEqual({
      type: "direct",
      size: 2,
      multiplier: "240",
      oneIn: "400.5",
      rtp: "59.9",
    });
    expect(rows.find((row) => row.type === "direct" && row.size === 1)).toMatchObject({
      oneIn: "90",
      rtp: "44.4",
    });
    expect(rows.find((row) => row.type === "against")).toMatchObject({ size: null, oneIn: "400.5" });
    expect(rows.find((row) => row.type === "perm" && row.size === 5)?.multiplier).toBe("44,000");
  });

  test("a game lists only the sizes it sells (Lucky 3: up to 3)", () => {
    const rows = lottoOddsRows(DEFAULT_PAYTABLE.multipliers, 3);
    expect(rows.map((row) => `${row.type}${row.size ?? ""}`)).toEqual([
      "direct1",
      "direct2",
      "direct3",
      "perm2",
      "perm3",
      "banker2",
      "banker3",
      "against",
    ]);
  });

  test("the site's own paytable moves the return", () => {
    const rows = lottoOddsRows({ ...DEFAULT_PAYTABLE.multipliers, 2: 300 }, 3);
    expect(rows.find((row) => row.type === "perm" && row.size === 2)?.rtp).toBe("74.9");
  });

  test("Lucky Number: exact 1 in 90 at 85×, odd/even 1 in 2 at 1.9×", () => {
    expect(numberOddsRows(DEFAULT_NUMBER_PAYTABLE)).toEqual([
      { type: "exact", size: null, multiplier: "85", oneIn: "90", rtp: "94.4" },
      { type: "parity", size: null, multiplier: "1.9", oneIn: "2", rtp: "95.0" },
      { type: "range", size: null, multiplier: "1.9", oneIn: "2", rtp: "95.0" },
      { type: "tens", size: null, multiplier: "8.5", oneIn: "9", rtp: "94.4" },
    ]);
  });

  test("numbers read as people write them", () => {
    expect(oneInText(new Fraction(1n, 43_949_268n))).toBe("43,949,268");
    expect(oneInText(new Fraction(2n, 3n))).toBe("1.5");
    expect(hundredthsText(8_500)).toBe("85");
    expect(hundredthsText(190)).toBe("1.9");
    expect(hundredthsText(125)).toBe("1.25");
  });
});
