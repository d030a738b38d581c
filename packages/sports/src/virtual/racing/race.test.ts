import { describe, expect, test } from "vitest";
import { closeEntropy, fairEventFloats, virtualCommitment } from "../fair-source.ts";
import { WEIGHT_TOTAL } from "../weights.ts";
import { harvilleProbability, orderTable } from "./finishing-order.ts";
import { KENNEL, RUNNERS_PER_RACE, raceCard } from "./greyhounds.ts";
import { cardStrengths, playRace, verifyRace } from "./race.ts";
import {
  priceRace,
  RACE_MARKET,
  raceOutcomeIds,
  raceOutcomeWon,
  VIRTUAL_RACE_RTP_BP,
} from "./race-markets.ts";

const card = raceCard(42);
const table = orderTable(cardStrengths(card));
const serverSeed = "9d2e4f6a8b0c1d3e5f7a9b1c3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f1a3b5c7d9e";
const entropy = closeEntropy({ closedAt: "2026-11-27T16:33:00Z", acceptedBetIds: ["r-1"] });

describe("virtual greyhounds", () => {
  test("a race card: six distinct kennel dogs in traps 1–6, a pure function of the race number", () => {
    expect(card.map((runner) => runner.trap)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(card.map((runner) => runner.id)).size).toBe(RUNNERS_PER_RACE);
    for (const runner of card) expect(KENNEL.some((dog) => dog.id === runner.id)).toBe(true);
    expect(raceCard(42)).toEqual(card);
    expect(raceCard(43)).not.toEqual(card);
  });

  test("the order table: 720 orders, weights 2^32, Harville's probabilities", () => {
    expect(table.orders).toHaveLength(720);
    expect(table.weights.reduce((a, b) => a + b, 0)).toBe(WEIGHT_TOTAL);
    const strengths = cardStrengths(card);
    const total = strengths.reduce((a, b) => a + b, 0);
    table.orders.forEach((order, i) => {
      const exact = harvilleProbability(strengths, order);
      expect(Math.abs(table.weights[i]! / WEIGHT_TOTAL - exact)).toBeLessThanOrEqual(2 ** -32);
    });
    // Win probabilities are the strengths' shares.
    const [win] = priceRace(table);
    win!.outcomes.forEach((outcome, trap) => {
      expect(outcome.probability).toBeCloseTo(strengths[trap]! / total, 8);
    });
  });

  test("markets: weights are the orders settlement calls won; prices at the published RTP", () => {
    const markets = priceRace(table);
    expect(markets.map((m) => [m.key, m.outcomes.length, m.rtpBasisPoints])).toEqual([
      ["901", 6, 9400],
      ["902", 6, 9400],
      ["903", 30, 9000],
      ["904", 120, 8800],
    ]);
    for (const market of markets) {
      const id = market.marketId as (typeof RACE_MARKET)[keyof typeof RACE_MARKET];
      const total = market.outcomes.reduce((sum, o) => sum + o.weight, 0);
      expect(total).toBe(id === RACE_MARKET.place ? 2 * WEIGHT_TOTAL : WEIGHT_TOTAL);
      for (const outcome of market.outcomes) {
        let weight = 0;
        table.orders.forEach((order, i) => {
          if (raceOutcomeWon(id, outcome.outcomeId, order)) weight += table.weights[i]!;
        });
        expect(weight).toBe(outcome.weight);
        if (outcome.priceMilli === null) continue;
        const rtp = VIRTUAL_RACE_RTP_BP[id] / 10_000;
        expect(outcome.expectedReturn).toBeLessThanOrEqual(rtp);
        // Whole hundredths, floored: under 0.01 × p below the RTP, and a hundredth more is above it.
        expect(outcome.priceMilli % 10).toBe(0);
        if (outcome.priceMilli < 1_000_000)
          expect(rtp - outcome.expectedReturn).toBeLessThan(outcome.probability * 0.01 + 1e-12);
        expect(outcome.probability * (outcome.priceMilli + 10)).toBeGreaterThan(rtp * 1000);
      }
    }
    expect(raceOutcomeIds(RACE_MARKET.tricast)).toContain("6-1-3");
    expect(() => raceOutcomeWon(RACE_MARKET.forecast, "1-1", [1, 2, 3, 4, 5, 6])).toThrow(RangeError);
  });

  test("settlement: win, place (first two), forecast and tricast in order", () => {
    const order = [4, 2, 6, 1, 3, 5];
    expect(raceOutcomeWon(RACE_MARKET.win, "4", order)).toBe(true);
    expect(raceOutcomeWon(RACE_MARKET.win, "2", order)).toBe(false);
    expect(raceOutcomeWon(RACE_MARKET.place, "2", order)).toBe(true);
    expect(raceOutcomeWon(RACE_MARKET.place, "6", order)).toBe(false);
    expect(raceOutcomeWon(RACE_MARKET.forecast, "4-2", order)).toBe(true);
    expect(raceOutcomeWon(RACE_MARKET.forecast, "2-4", order)).toBe(false);
    expect(raceOutcomeWon(RACE_MARKET.tricast, "4-2-6", order)).toBe(true);
    expect(raceOutcomeWon(RACE_MARKET.tricast, "4-6-2", order)).toBe(false);
  });

  test("a race replays from its revealed seed; another entropy gives another race", () => {
    const outcome = playRace(card, fairEventFloats(serverSeed, entropy));
    expect([...outcome.order].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const times = outcome.order.map((trap) => outcome.timesMs[trap - 1]!);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(6);
    const commitment = virtualCommitment(serverSeed);
    expect(
      verifyRace({ serverSeed, commitment, entropy, card, publishedOrder: outcome.order }),
    ).toMatchObject({
      commitmentOk: true,
      orderMatches: true,
      verified: true,
      outcome,
    });
    const swapped = [outcome.order[1]!, outcome.order[0]!, ...outcome.order.slice(2)];
    expect(verifyRace({ serverSeed, commitment, entropy, card, publishedOrder: swapped }).verified).toBe(
      false,
    );
    expect(verifyRace({ serverSeed: "x", commitment, entropy, card }).commitmentOk).toBe(false);
    const races = Array.from({ length: 20 }, (_, i) =>
      JSON.stringify(playRace(card, fairEventFloats(serverSeed, `${entropy}|${i}`))),
    );
    expect(new Set(races).size).toBe(20);
  });
});
