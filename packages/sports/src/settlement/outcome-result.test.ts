import { describe, expect, test } from "vitest";
import { outcomeIds } from "../markets/football-catalogue.ts";
import { settleLine } from "./line-result.ts";
import { type MatchResult, settleMarket, settleOutcome } from "./outcome-result.ts";

const score = (home: number, away: number, ht?: [number, number]): MatchResult => ({
  fullTime: { home, away },
  ...(ht ? { halfTime: { home: ht[0], away: ht[1] } } : {}),
});
const short = (key: string, outcome: string, result: MatchResult) => {
  const s = settleOutcome(key, outcome, result);
  return `${s.result}${s.voidFactor === 0.5 ? "/2" : ""}`;
};

describe("settlement", () => {
  test("1X2, double chance, draw no bet", () => {
    expect(["1", "2", "3"].map((o) => short("1", o, score(2, 1)))).toEqual(["win", "lose", "lose"]);
    expect(["9", "10", "11"].map((o) => short("10", o, score(1, 1)))).toEqual(["win", "lose", "win"]);
    expect(["4", "5"].map((o) => short("11", o, score(0, 2)))).toEqual(["lose", "win"]);
    expect(settleOutcome("11", "4", score(2, 2))).toEqual({
      result: "void",
      voidFactor: 1,
      deadHeatFactor: 1,
    });
  });

  test.each([
    // [hcp, home, away, home outcome, away outcome]
    ["-0.5", 1, 0, "win", "lose"],
    ["-0.5", 1, 1, "lose", "win"],
    ["-1", 1, 0, "void", "void"],
    ["-1", 2, 0, "win", "lose"],
    ["-0.25", 1, 1, "lose/2", "win/2"],
    ["-0.25", 1, 0, "win", "lose"],
    ["-0.75", 1, 0, "win/2", "lose/2"],
    ["-0.75", 2, 0, "win", "lose"],
    ["-1.25", 2, 1, "lose/2", "win/2"],
    ["0.25", 0, 0, "win/2", "lose/2"],
    ["1.75", 0, 2, "lose/2", "win/2"],
    ["0", 3, 3, "void", "void"],
  ])("Asian handicap %s at %i-%i: home %s, away %s", (hcp, h, a, homeResult, awayResult) => {
    expect(short(`16|hcp=${hcp}`, "1714", score(h, a))).toBe(homeResult);
    expect(short(`16|hcp=${hcp}`, "1715", score(h, a))).toBe(awayResult);
  });

  test("totals, with whole and quarter lines", () => {
    expect(short("18|total=2.5", "12", score(2, 1))).toBe("win");
    expect(short("18|total=2.5", "13", score(2, 1))).toBe("lose");
    expect(short("18|total=3", "12", score(2, 1))).toBe("void");
    expect(short("18|total=2.25", "12", score(1, 1))).toBe("lose/2");
    expect(short("18|total=2.25", "13", score(1, 1))).toBe("win/2");
    expect(short("18|total=2.75", "12", score(2, 1))).toBe("win/2");
    expect(short("18|total=0.5", "13", score(0, 0))).toBe("win");
  });

  test("both teams to score, 3-way handicap, correct score", () => {
    expect(short("29", "74", score(1, 1))).toBe("win");
    expect(short("29", "76", score(3, 0))).toBe("win");
    expect(["1711", "1712", "1713"].map((o) => short("14|hcp=0:1", o, score(2, 1)))).toEqual([
      "lose",
      "win",
      "lose",
    ]);
    expect(["1711", "1712", "1713"].map((o) => short("14|hcp=2:0", o, score(0, 2)))).toEqual([
      "lose",
      "win",
      "lose",
    ]);
    expect(short("45", "2:1", score(2, 1))).toBe("win");
    expect(short("45", "1:2", score(2, 1))).toBe("lose");
    expect(short("45", "other", score(5, 0))).toBe("win");
    expect(short("45", "other", score(4, 4))).toBe("lose");
  });

  test("HT/FT needs the half-time score", () => {
    const won = [...settleMarket("47", score(2, 1, [0, 1]))].filter(([, s]) => s.result === "win");
    expect(won.map(([id]) => id)).toEqual(["430"]); // away at half-time, home at full time
    expect(short("47", "426", score(0, 0, [0, 0]))).toBe("win");
    expect(() => settleOutcome("47", "418", score(1, 0))).toThrow(RangeError);
  });

  test("every outcome of a market settles; exactly one wins in the exclusive markets", () => {
    for (const key of ["1", "45", "14|hcp=0:2"]) {
      const settled = settleMarket(key, score(3, 2));
      expect([...settled.keys()]).toEqual(
        outcomeIds({
          marketId: Number(key.split("|")[0]),
          specifiers: key.includes("hcp") ? { hcp: "0:2" } : {},
        }),
      );
      expect([...settled.values()].filter((s) => s.result === "win")).toHaveLength(1);
    }
  });

  test("dead-heat factor passes through; unknown outcomes and bad specifiers are refused", () => {
    expect(settleOutcome("1", "1", score(1, 0), 0.5).deadHeatFactor).toBe(0.5);
    expect(() => settleOutcome("1", "1", score(1, 0), 0)).toThrow(RangeError);
    expect(() => settleOutcome("1", "4", score(1, 0))).toThrow(RangeError);
    expect(() => settleOutcome("16|hcp=-0.3", "1714", score(1, 0))).toThrow(RangeError);
    expect(() => settleOutcome("16", "1714", score(1, 0))).toThrow(RangeError);
    expect(() => settleOutcome("999", "1", score(1, 0))).toThrow(RangeError);
  });

  test("a quarter line is two half stakes", () => {
    expect(settleLine(1, -0.75)).toEqual({ result: "win", voidFactor: 0.5 });
    expect(settleLine(0, -0.25)).toEqual({ result: "lose", voidFactor: 0.5 });
    expect(settleLine(0, 0.75)).toEqual({ result: "win", voidFactor: 0 });
  });
});
