import { describe, expect, test } from "vitest";
import { basketballCatalogue } from "../markets/basketball-catalogue.ts";
import { marketKey } from "../markets/market-key.ts";
import { type MatchResult, settleMarket, settleOutcome } from "./outcome-result.ts";

/** The final score, overtime included. */
const final = (home: number, away: number): MatchResult => ({ fullTime: { home, away } });
const short = (key: string, outcome: string, result: MatchResult) => {
  const s = settleOutcome(key, outcome, result);
  return `${s.result}${s.voidFactor === 1 ? "@1.00" : ""}`;
};

describe("basketball settlement (overtime included)", () => {
  test("winner: the side ahead at the end, overtime counted", () => {
    expect(["4", "5"].map((o) => short("219", o, final(102, 99)))).toEqual(["win", "lose"]);
    // Level after regulation, 111-114 after overtime: the away side won.
    expect(["4", "5"].map((o) => short("219", o, final(111, 114)))).toEqual(["lose", "win"]);
    // A level final score cannot be played; if a feed ever says one, both are refunded.
    expect(["4", "5"].map((o) => short("219", o, final(100, 100)))).toEqual(["void@1.00", "void@1.00"]);
  });

  test.each([
    // [hcp, home, away, home outcome, away outcome]
    ["-5.5", 105, 99, "win", "lose"],
    ["-5.5", 104, 99, "lose", "win"],
    ["-5", 104, 99, "void@1.00", "void@1.00"],
    ["-5", 105, 99, "win", "lose"],
    ["-5", 103, 99, "lose", "win"],
    ["3.5", 96, 99, "win", "lose"],
    ["3", 96, 99, "void@1.00", "void@1.00"],
    ["3", 95, 99, "lose", "win"],
    ["0", 120, 120, "void@1.00", "void@1.00"],
  ])("handicap %s at %i-%i: home %s, away %s", (hcp, home, away, homeResult, awayResult) => {
    expect(short(`223|hcp=${hcp}`, "1714", final(home, away))).toBe(homeResult);
    expect(short(`223|hcp=${hcp}`, "1715", final(home, away))).toBe(awayResult);
  });

  test("totals: half lines never push, a whole line hit exactly is refunded at 1.00", () => {
    expect(short("225|total=215.5", "12", final(110, 106))).toBe("win");
    expect(short("225|total=215.5", "13", final(110, 106))).toBe("lose");
    expect(short("225|total=215.5", "13", final(110, 105))).toBe("win");
    expect(short("225|total=216", "12", final(110, 106))).toBe("void@1.00");
    expect(short("225|total=216", "13", final(110, 106))).toBe("void@1.00");
    // Overtime's points count: 100-100 after regulation, 112-109 after overtime.
    expect(short("225|total=205.5", "12", final(112, 109))).toBe("win");
  });

  test("every market of a match's catalogue settles, one side winning or both refunded", () => {
    for (const [home, away] of [
      [101, 96],
      [88, 97],
      [120, 119],
    ] as const) {
      for (const market of basketballCatalogue(5.2, 200.4)) {
        const settled = [...settleMarket(market, final(home, away)).values()];
        expect(settled).toHaveLength(2);
        const results = settled.map((s) => s.result).sort();
        expect([
          ["lose", "win"],
          ["void", "void"],
        ]).toContainEqual(results);
        if (results[0] === "void") expect(settled.every((s) => s.voidFactor === 1)).toBe(true);
        expect(marketKey(market.marketId, market.specifiers)).toMatch(/^2(19|23|25)(\||$)/);
      }
    }
  });

  test("unknown outcomes and malformed lines are refused", () => {
    expect(() => settleOutcome("219", "1", final(1, 0))).toThrow(RangeError);
    expect(() => settleOutcome("223", "1714", final(1, 0))).toThrow(RangeError);
    expect(() => settleOutcome("225|total=200.3", "12", final(1, 0))).toThrow(RangeError);
  });
});
