import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { BASKETBALL_MARKET, basketballCatalogue } from "../markets/basketball-catalogue.ts";
import { formatLine, type MarketRef } from "../markets/market-key.ts";
import { priceBasketball } from "./basketball-markets.ts";
import {
  type BasketballExpectation,
  basketballExpectation,
  expectedPoints,
  finalPoints,
  possessionPoints,
} from "./basketball-model.ts";
import type { FairMarket } from "./football-markets.ts";
import { applyMargin } from "./margin.ts";

const NBA = { possessions: 99, averageRating: 115, homeAdvantage: 3, quarterSeconds: 720 };
const FIBA = { possessions: 71, averageRating: 110, homeAdvantage: 3.5, quarterSeconds: 600 };

const rating = fc.record({
  offence: fc.double({ min: 95, max: 130, noNaN: true }),
  defence: fc.double({ min: 95, max: 130, noNaN: true }),
});
const league = fc.constantFrom(NBA, FIBA);
/** A match before or in play: the share of regulation played and a score that fits it. */
const matchState = fc.record({
  share: fc.double({ min: 0, max: 1, noNaN: true }),
  home: fc.integer({ min: 0, max: 60 }),
  away: fc.integer({ min: 0, max: 60 }),
});

function catalogueOf(e: BasketballExpectation): MarketRef[] {
  const points = expectedPoints(e);
  return basketballCatalogue(points.home - points.away, points.home + points.away);
}

const probability = (market: FairMarket, outcomeId: string) =>
  market.outcomes.find((o) => o.outcomeId === outcomeId)!.probability;

/** Each line's first outcome (home, over), lines in increasing order. */
function lineProbabilities(markets: FairMarket[], marketId: number, name: "hcp" | "total"): number[] {
  return markets
    .filter((m) => m.marketId === marketId)
    .sort((a, b) => Number(a.specifiers[name]) - Number(b.specifiers[name]))
    .map((m) => m.outcomes[0]!.probability);
}

describe("basketball pricing", () => {
  test("a possession's points average the side's points per possession", () => {
    for (const ppp of [0.8, 1.1, 1.25]) {
      const p = possessionPoints(ppp);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      expect(p[1] + 2 * p[2] + 3 * p[3]).toBeCloseTo(ppp, 12);
      expect(Math.min(...p)).toBeGreaterThan(0);
    }
  });

  test("an NBA match totals about 200–240 points; the home side is favoured on level ratings", () => {
    const even = basketballExpectation({ offence: 115, defence: 115 }, { offence: 115, defence: 115 }, NBA);
    const points = expectedPoints(even);
    expect(points.home + points.away).toBeGreaterThan(200);
    expect(points.home + points.away).toBeLessThan(240);
    expect(points.home - points.away).toBeCloseTo(3, 9);
    const [winner] = priceBasketball(even, [{ marketId: BASKETBALL_MARKET.winner, specifiers: {} }]);
    expect(probability(winner!, "4")).toBeGreaterThan(0.55);
    expect(probability(winner!, "4")).toBeLessThan(0.7);
    // Overtime is rare but priced: a level score after regulation about one match in twenty-five.
    expect(finalPoints(even).overtime).toBeGreaterThan(0.01);
    expect(finalPoints(even).overtime).toBeLessThan(0.06);
  });

  test("property: each market's fair probabilities sum to 1, margined ones to 1 + margin", () => {
    fc.assert(
      fc.property(
        rating,
        rating,
        league,
        matchState,
        fc.double({ min: 0, max: 0.15, noNaN: true }),
        (home, away, model, state, margin) => {
          const e = basketballExpectation(home, away, model);
          const second = Math.round(state.share * e.regulationSeconds);
          const markets = priceBasketball(e, catalogueOf(e), { second, score: state });
          for (const market of markets) {
            const fair = market.outcomes.map((o) => o.probability);
            if (fair.filter((p) => p > 1e-9).length < 2) continue; // decided in play: not priced
            expect(fair.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
            for (const p of fair) expect(p).toBeGreaterThanOrEqual(0);
            let priced: ReturnType<typeof applyMargin>;
            try {
              priced = applyMargin(fair, { margin });
            } catch {
              continue; // too lopsided to take this margin: the desk closes it
            }
            const margined = priced.reduce((sum, o) => sum + o.marginedProbability, 0);
            expect(margined).toBeCloseTo(1 + margin, 9);
            const implied = priced.reduce((sum, o) => sum + o.impliedProbability, 0);
            const slack = priced.reduce(
              (sum, o) => sum + (o.priceMilli === null ? 0 : 10_000 / (o.priceMilli * o.priceMilli)),
              0,
            );
            // Rounding down only adds margin, by at most a tick per price (1.01 floor aside).
            if (priced.every((o) => (o.priceMilli ?? 2000) > 1010)) {
              expect(implied).toBeGreaterThanOrEqual(1 + margin - 1e-9);
              expect(implied).toBeLessThanOrEqual(1 + margin + slack + 1e-9);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  test("property: handicap and total lines are monotone, and the winner agrees with the −0.5 line", () => {
    fc.assert(
      fc.property(rating, rating, league, matchState, (home, away, model, state) => {
        const e = basketballExpectation(home, away, model);
        const second = Math.round(state.share * e.regulationSeconds);
        const lines: MarketRef[] = [{ marketId: BASKETBALL_MARKET.winner, specifiers: {} }];
        for (let k = -40; k <= 40; k++)
          lines.push({ marketId: BASKETBALL_MARKET.handicap, specifiers: { hcp: formatLine(k / 2) } });
        const total = Math.floor(expectedPoints(e).home + expectedPoints(e).away);
        for (let k = -30; k <= 30; k++)
          lines.push({ marketId: BASKETBALL_MARKET.total, specifiers: { total: formatLine(total + k / 2) } });
        const markets = priceBasketball(e, lines, { second, score: state });
        // The home side covers more easily the more points it is given (whole lines between halves).
        const covers = lineProbabilities(markets, BASKETBALL_MARKET.handicap, "hcp");
        for (let i = 1; i < covers.length; i++)
          expect(covers[i]!).toBeGreaterThanOrEqual(covers[i - 1]! - 1e-12);
        // Over gets harder as the line rises.
        const overs = lineProbabilities(markets, BASKETBALL_MARKET.total, "total");
        for (let i = 1; i < overs.length; i++) expect(overs[i]!).toBeLessThanOrEqual(overs[i - 1]! + 1e-12);
        // Winning incl. overtime is covering −0.5: a level final score cannot happen.
        const winner = markets.find((m) => m.marketId === BASKETBALL_MARKET.winner)!;
        const half = markets.find((m) => m.key === "223|hcp=-0.5")!;
        expect(probability(winner, "4")).toBeCloseTo(probability(half, "1714"), 9);
      }),
      { numRuns: 40 },
    );
  });

  test("whole lines carry the push: its chance is kept as the void probability", () => {
    const e = basketballExpectation({ offence: 116, defence: 112 }, { offence: 113, defence: 116 }, NBA);
    const [whole, half] = priceBasketball(e, [
      { marketId: BASKETBALL_MARKET.handicap, specifiers: { hcp: "-5" } },
      { marketId: BASKETBALL_MARKET.handicap, specifiers: { hcp: "-5.5" } },
    ]);
    const push = finalPoints(e).margin;
    expect(whole!.outcomes[0]!.voidProbability).toBeCloseTo(push.p[5 - push.min]!, 12);
    expect(half!.outcomes[0]!.voidProbability).toBe(0);
  });

  test("in play: a lead at the final buzzer decides the winner; a level score goes to overtime", () => {
    const e = basketballExpectation({ offence: 120, defence: 110 }, { offence: 110, defence: 118 }, NBA);
    const end = e.regulationSeconds;
    const winner = [{ marketId: BASKETBALL_MARKET.winner, specifiers: {} }];
    const [decided] = priceBasketball(e, winner, { second: end, score: { home: 99, away: 101 } });
    expect(decided!.outcomes.map((o) => o.probability)).toEqual([0, 1]);
    const [overtime] = priceBasketball(e, winner, { second: end, score: { home: 100, away: 100 } });
    // The better side is favoured in overtime, far less than over a whole match.
    const [preMatch] = priceBasketball(e, winner);
    expect(probability(overtime!, "4")).toBeGreaterThan(0.5);
    expect(probability(overtime!, "4")).toBeLessThan(probability(preMatch!, "4"));
    // A total already passed is certain; overtime's points push the total on.
    const [over] = priceBasketball(
      e,
      [{ marketId: BASKETBALL_MARKET.total, specifiers: { total: "205.5" } }],
      {
        second: end,
        score: { home: 100, away: 100 },
      },
    );
    expect(probability(over!, "12")).toBeGreaterThan(0.999);
    // Three minutes before the end, ten points down: a long shot, not impossible.
    const [late] = priceBasketball(e, winner, { second: end - 180, score: { home: 90, away: 100 } });
    expect(probability(late!, "4")).toBeGreaterThan(0.001);
    expect(probability(late!, "4")).toBeLessThan(0.1);
  });
});
