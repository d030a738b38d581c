import { Fraction } from "@platform/fair";
import { describe, expect, test } from "vitest";
import { marketKey } from "../markets/market-key.ts";
import { priceFootball } from "../pricing/football-markets.ts";
import { scoreMatrix } from "../pricing/goals-model.ts";
import { settleOutcome } from "../settlement/outcome-result.ts";
import {
  basisPointsFloor,
  exactExpectedReturn,
  marketReturnToPlayer,
  PRICE_STEP_MILLI,
  priceVirtualMatch,
  rtpPriceMilli,
  VIRTUAL_FOOTBALL_MARKETS,
} from "./football-prices.ts";
import { cellScore, scoreTable } from "./score-table.ts";
import { cumulativeWeights, pickByWeight, toWeights, WEIGHT_TOTAL } from "./weights.ts";

const goals = { home: 1.925, away: 1.11 };

describe("weights", () => {
  test("weights sum to exactly 2^32 and stay within one of p × 2^32", () => {
    const probabilities = [0.5, 0.25, 0.125, 0.0625, 0.0625 - 1e-12, 1e-12];
    const weights = toWeights(probabilities);
    expect(weights.reduce((a, b) => a + b, 0)).toBe(WEIGHT_TOTAL);
    probabilities.forEach((p, i) => {
      expect(Math.abs(weights[i]! - p * WEIGHT_TOTAL)).toBeLessThanOrEqual(1);
    });
  });

  test("u falls in the band of the first threshold above it", () => {
    const cumulative = cumulativeWeights([10, 0, 20, WEIGHT_TOTAL - 30]);
    expect([0, 9, 10, 29, 30, WEIGHT_TOTAL - 1].map((u) => pickByWeight(cumulative, u))).toEqual([
      0, 0, 2, 2, 3, 3,
    ]);
  });
});

describe("virtual football prices", () => {
  const table = scoreTable(goals, -0.06);
  const markets = priceVirtualMatch(table);

  test("the score table is the sportsbook's goals model, to 2^-32", () => {
    const matrix = scoreMatrix(goals, { rho: -0.06 });
    for (let i = 0; i < matrix.cells.length; i++)
      expect(Math.abs(table.weights[i]! / WEIGHT_TOTAL - matrix.cells[i]!)).toBeLessThanOrEqual(2 ** -32);
  });

  test("outcome probabilities are the sportsbook's fair ones, and sum to 1 per market", () => {
    const fair = priceFootball({ expectedGoals: goals, rho: -0.06 }, VIRTUAL_FOOTBALL_MARKETS);
    markets.forEach((market, m) => {
      expect(market.outcomes.reduce((sum, o) => sum + o.weight, 0)).toBe(WEIGHT_TOTAL);
      market.outcomes.forEach((outcome, i) => {
        expect(outcome.probability).toBeCloseTo(fair[m]!.outcomes[i]!.probability, 8);
      });
    });
  });

  test("a weight is the weight of the scores settlement calls won (one definition)", () => {
    for (const market of markets)
      for (const outcome of market.outcomes) {
        let weight = 0;
        table.weights.forEach((w, cell) => {
          if (
            settleOutcome(market.key, outcome.outcomeId, { fullTime: cellScore(table, cell) }).result ===
            "win"
          )
            weight += w;
        });
        expect(weight).toBe(outcome.weight);
      }
  });

  test("price = RTP / p floored to the hundredth: each outcome returns the RTP less under 0.01 × p", () => {
    for (const market of markets)
      for (const outcome of market.outcomes) {
        if (outcome.priceMilli === null) continue;
        const rtp = market.rtpBasisPoints / 10_000;
        const exact = exactExpectedReturn(outcome).toNumber();
        expect(outcome.priceMilli % PRICE_STEP_MILLI).toBe(0);
        expect(exact).toBeCloseTo(outcome.expectedReturn, 12);
        expect(exact).toBeLessThanOrEqual(rtp);
        if (outcome.priceMilli < 1_000_000) expect(rtp - exact).toBeLessThan(outcome.probability * 0.01);
        // One hundredth more would pay above the RTP.
        expect(((outcome.priceMilli + 10) * outcome.weight) / (1000 * WEIGHT_TOTAL)).toBeGreaterThan(rtp);
      }
    expect(markets.map((m) => m.key)).toEqual(["1", "18|total=2.5", "29", "45"]);
    expect(markets.map((m) => m.rtpBasisPoints)).toEqual([9400, 9400, 9400, 8800]);
  });

  test("prices above 1000.00 are capped; under 1.01 or without a chance, not offered", () => {
    expect(rtpPriceMilli(1000, 8800)).toBe(1_000_000);
    expect(rtpPriceMilli(0, 9400)).toBeNull();
    expect(rtpPriceMilli(Math.ceil(WEIGHT_TOTAL * 0.94), 9400)).toBeNull();
    expect(rtpPriceMilli(WEIGHT_TOTAL / 2, 9400)).toBe(1880);
    // 0.94 / 0.0855… = 10.986…: the thousandth 10.986 is shown and paid as 10.98.
    expect(rtpPriceMilli(Math.round(WEIGHT_TOTAL * 0.0855627), 9400)).toBe(10_980);
    expect(marketKey(45)).toBe("45");
  });

  test("a market's RTP is the exact mean return of its offered prices, never above the published", () => {
    for (const market of markets) {
      const rtp = marketReturnToPlayer(market.outcomes)!;
      const offered = market.outcomes.filter((o) => o.priceMilli !== null);
      const mean = offered.reduce((sum, o) => sum + o.expectedReturn, 0) / offered.length;
      expect(rtp.toNumber()).toBeCloseTo(mean, 12);
      expect(rtp.compare(new Fraction(BigInt(market.rtpBasisPoints), 10_000n))).toBeLessThanOrEqual(0);
      expect(basisPointsFloor(rtp)).toBeLessThanOrEqual(market.rtpBasisPoints);
      expect(basisPointsFloor(rtp)).toBe(Math.floor(rtp.toNumber() * 10_000));
    }
    // The prices a catalogue offers override the engine's: one outcome withdrawn, one priced lower.
    const [home, draw] = markets[0]!.outcomes;
    const offered = new Map([
      [home!.outcomeId, home!.priceMilli! - 10],
      [draw!.outcomeId, draw!.priceMilli!],
    ]);
    const expected = exactExpectedReturn({ weight: home!.weight, priceMilli: home!.priceMilli! - 10 })
      .add(exactExpectedReturn(draw!))
      .div(2);
    expect(marketReturnToPlayer(markets[0]!.outcomes, offered)!.equals(expected)).toBe(true);
    expect(marketReturnToPlayer(markets[0]!.outcomes, new Map())).toBeNull();
  });
});
