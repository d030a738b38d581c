import { nodeFairFloats } from "@platform/fair/node";
import { chiSquareBounds, Z } from "@platform/fair/testing";
import { beforeAll, describe, expect, test } from "vitest";
import { orderTable } from "./finishing-order.ts";
import { raceCard } from "./greyhounds.ts";
import { cardStrengths, playRace } from "./race.ts";
import { priceRace, RACE_MARKET } from "./race-markets.ts";

/*
 * 10^5 races of one card through the fair scheme (a server seed per race, node:crypto's stream):
 * winners, forecasts and tricasts against the priced probabilities (chi-square, two-sided at
 * α = 0.001), and each market's return against its published RTP. About 1 s.
 */
const RACES = 100_000;
const card = raceCard(3);
const table = orderTable(cardStrengths(card));
const markets = priceRace(table);
let orders: Uint8Array;

function pearson(observed: ArrayLike<number>, expected: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < observed.length; i++) sum += (observed[i]! - expected[i]!) ** 2 / expected[i]!;
  return sum;
}

function expectChiSquare(statistic: number, degrees: number) {
  const [lower, upper] = chiSquareBounds(degrees);
  expect(statistic).toBeGreaterThan(lower);
  expect(statistic).toBeLessThan(upper);
}

const marketOf = (id: number) => markets.find((m) => m.marketId === id)!;

describe(`virtual greyhounds, ${RACES.toLocaleString("en")} races through the fair scheme`, () => {
  beforeAll(() => {
    orders = new Uint8Array(RACES * 6);
    for (let race = 0; race < RACES; race++) {
      const outcome = playRace(
        card,
        (nonce) => nodeFairFloats({ serverSeed: `race-stats-${race}`, clientSeed: "v1|stats", nonce }),
        table,
      );
      orders.set(outcome.order, race * 6);
    }
  });

  for (const [name, id, places] of [
    ["winners", RACE_MARKET.win, 1],
    ["forecasts (first two in order)", RACE_MARKET.forecast, 2],
    ["tricasts (first three in order)", RACE_MARKET.tricast, 3],
  ] as const) {
    test(`${name} follow the strengths (Harville), chi-square`, () => {
      const market = marketOf(id);
      const index = new Map(market.outcomes.map((o, i) => [o.outcomeId, i]));
      const observed = new Float64Array(market.outcomes.length);
      for (let race = 0; race < RACES; race++)
        observed[index.get(Array.from(orders.subarray(race * 6, race * 6 + places)).join("-"))!]!++;
      const expected = market.outcomes.map((o) => RACES * o.probability);
      expect(Math.min(...expected)).toBeGreaterThan(5);
      expectChiSquare(pearson(observed, expected), market.outcomes.length - 1);
    });
  }

  test("each market returns its published RTP, within its standard error", () => {
    for (const market of markets) {
      const index = new Map(market.outcomes.map((o, i) => [o.outcomeId, i]));
      // A unit stake on every offered outcome of every race: the mean return per unit, per race.
      const offered = market.outcomes.filter((o) => o.priceMilli !== null);
      let sum = 0;
      let squares = 0;
      for (let race = 0; race < RACES; race++) {
        const order = Array.from(orders.subarray(race * 6, race * 6 + 6));
        const winners =
          market.marketId === RACE_MARKET.win
            ? [String(order[0])]
            : market.marketId === RACE_MARKET.place
              ? [String(order[0]), String(order[1])]
              : [order.slice(0, market.marketId === RACE_MARKET.forecast ? 2 : 3).join("-")];
        let returned = 0;
        for (const id of winners) returned += (market.outcomes[index.get(id)!]!.priceMilli ?? 0) / 1000;
        const perUnit = returned / offered.length;
        sum += perUnit;
        squares += perUnit * perUnit;
      }
      const simulated = sum / RACES;
      const se = Math.sqrt((squares / RACES - simulated * simulated) / RACES);
      const exact = offered.reduce((total, o) => total + o.expectedReturn, 0) / offered.length;
      const declared = market.rtpBasisPoints / 10_000;
      expect(Math.abs(simulated - exact), market.key).toBeLessThan(Z * se);
      expect(exact).toBeLessThanOrEqual(declared);
      // Each price is floored to the hundredth (under 0.01 × p), so the mean of k offered outcomes
      // loses under 0.01 × Σp / k (Σp is 2 for place).
      const floor = (0.01 * offered.reduce((total, o) => total + o.probability, 0)) / offered.length;
      expect(declared - exact, market.key).toBeLessThan(floor);
      expect(Math.abs(simulated - declared), market.key).toBeLessThan(Z * se + floor);
    }
  });
});
