import { describe, expect, it } from "vitest";
import { placementRequest } from "./place-slip.ts";
import { parseStake, slipTotals } from "./slip-maths.ts";
import {
  availableBetTypes,
  EMPTY_SLIP,
  parseSlip,
  type SlipSelection,
  type SlipState,
  selectionKey,
  setBetType,
  setStake,
  toggleBanker,
  toggleSelection,
} from "./slip-state.ts";

const leg = (event: number, outcome = "1", price = 2000, market = "1"): SlipSelection => ({
  event_id: `sim:match:${event}`,
  market_key: market,
  outcome_id: outcome,
  price_milli: price,
  event_name: `Home ${event} v Away ${event}`,
  market_name: "1X2",
  outcome_name: `Home ${event}`,
  live: false,
});

const withLegs = (...legs: SlipSelection[]): SlipState => legs.reduce(toggleSelection, EMPTY_SLIP);

const rules = {
  minStake: 100,
  maxStake: 1_000_000,
  maxPayout: 5_000_000,
  bonus: {
    minPriceMilli: 1200,
    tiers: [
      { legs: 3, percent: 5 },
      { legs: 5, percent: 10 },
    ],
  },
};

describe("the slip's selections", () => {
  it("toggles a price: tapped again it comes off; another outcome of the market replaces it", () => {
    const one = toggleSelection(EMPTY_SLIP, leg(1, "1"));
    expect(one.selections).toHaveLength(1);
    expect(one.betType).toBe("single");
    const swapped = toggleSelection(one, leg(1, "3"));
    expect(swapped.selections.map((s) => s.outcome_id)).toEqual(["3"]);
    expect(toggleSelection(swapped, leg(1, "3")).selections).toEqual([]);
  });

  it("becomes an accumulator when a second match is added, and offers systems at 3 and 4 legs", () => {
    const two = withLegs(leg(1), leg(2));
    expect(two.betType).toBe("accumulator");
    expect(availableBetTypes(two)).toEqual(["single", "accumulator"]);
    const three = toggleSelection(two, leg(3));
    expect(availableBetTypes(three)).toEqual(["single", "accumulator", "system"]);
    expect(setBetType(three, "system").system).toBe("trixie");
    expect(setBetType(toggleSelection(three, leg(4)), "system", "lucky15").system).toBe("lucky15");
  });

  it("offers no accumulator of two selections of one match", () => {
    const sameMatch = withLegs(leg(1, "1"), leg(1, "12", 1900, "18|total=2.5"));
    expect(sameMatch.selections).toHaveLength(2);
    expect(availableBetTypes(sameMatch)).toEqual(["single"]);
    expect(sameMatch.betType).toBe("single");
  });

  it("takes bankers in system bets only, keeping 3 or 4 legs around them", () => {
    const four = setBetType(withLegs(leg(1), leg(2), leg(3), leg(4)), "system", "yankee");
    const banked = toggleBanker(four, selectionKey(leg(1)));
    expect(banked.bankers).toEqual([selectionKey(leg(1))]);
    // 3 free legs now: Trixie or Patent.
    expect(banked.system).toBe("trixie");
    // A second banker would leave 2 free legs: refused.
    expect(toggleBanker(banked, selectionKey(leg(2)))).toBe(banked);
    expect(toggleBanker(withLegs(leg(1), leg(2)), selectionKey(leg(1))).bankers).toEqual([]);
  });

  it("survives localStorage: what it wrote it reads back; junk reads as an empty slip", () => {
    const state = setStake(setBetType(withLegs(leg(1), leg(2), leg(3)), "system", "patent"), "10");
    const stored = parseSlip(JSON.stringify({ ...state, oddsFormat: "fractional", priceChange: "higher" }));
    expect(stored.selections).toEqual(state.selections);
    expect(stored.system).toBe("patent");
    expect(stored.oddsFormat).toBe("fractional");
    expect(stored.priceChange).toBe("higher");
    expect(parseSlip("{not json")).toEqual(EMPTY_SLIP);
    expect(parseSlip(JSON.stringify({ selections: [{ event_id: 1 }] })).selections).toEqual([]);
  });
});

describe("the slip's totals", () => {
  it("reads stakes in the currency's minor units", () => {
    expect(parseStake("12.5", 2)).toBe(1250);
    expect(parseStake("12", 0)).toBe(12);
    expect(parseStake("12.5", 0)).toBeNull();
    expect(parseStake("1.234", 2)).toBeNull();
    expect(parseStake("-3", 2)).toBeNull();
  });

  it("pays an accumulator the product of its prices, with the bonus from 3 legs", () => {
    const slip = setStake(withLegs(leg(1, "1", 2000), leg(2, "1", 1500), leg(3, "1", 3000)), "10");
    const totals = slipTotals(slip, 2, rules);
    // 10.00 × 2 × 1.5 × 3 = 90.00; winnings 80.00, 5 % = 4.00.
    expect(totals).toEqual({
      bets: 1,
      totalStake: 1000,
      potentialReturn: 9400,
      bonus: 400,
      capped: false,
      problem: null,
    });
    expect(slipTotals(slip, 2, null).potentialReturn).toBe(9000);
  });

  it("counts a Trixie's 4 bets and a Lucky 15's 15, and caps at the maximum payout", () => {
    const three = setStake(setBetType(withLegs(leg(1), leg(2), leg(3)), "system", "trixie"), "1");
    const trixie = slipTotals(three, 2, rules);
    // Three doubles at 4.00 and a treble at 8.00 on 1.00 each.
    expect(trixie).toMatchObject({ bets: 4, totalStake: 400, potentialReturn: 2000, bonus: 0 });
    const lucky = setStake(setBetType(toggleSelection(three, leg(4)), "system", "lucky15"), "1000");
    const capped = slipTotals(lucky, 2, rules);
    expect(capped).toMatchObject({
      bets: 15,
      totalStake: 1_500_000,
      capped: true,
      potentialReturn: 5_000_000,
    });
    expect(capped.problem).toBe("above_max");
  });

  it("sums singles with their own stakes and says what is missing", () => {
    const slip = { ...withLegs(leg(1, "1", 2500), leg(2, "1", 1800)), betType: "single" as const };
    expect(slipTotals(slip, 2, rules).problem).toBe("no_stake");
    const staked = setStake(setStake(slip, "2", selectionKey(leg(1, "1"))), "5", selectionKey(leg(2, "1")));
    expect(slipTotals(staked, 2, rules)).toMatchObject({ bets: 2, totalStake: 700, potentialReturn: 1400 });
    expect(slipTotals(setStake(staked, "0.5", selectionKey(leg(1))), 2, rules).problem).toBe("below_min");
    expect(slipTotals(setStake(staked, "abc", selectionKey(leg(1))), 2, rules).problem).toBe("bad_stake");
    expect(slipTotals(EMPTY_SLIP, 2, rules).problem).toBe("no_selections");
  });
});

describe("the slip's placement request", () => {
  it("asks for a system bet with its bankers as indexes, the unit stake in minor units", () => {
    const four = setBetType(withLegs(leg(1), leg(2), leg(3), leg(4)), "system");
    const banked = setStake(toggleBanker(four, selectionKey(leg(3))), "2.5");
    expect(placementRequest(banked, 2, "request-0001")).toEqual({
      request_id: "request-0001",
      price_change: "ask",
      selections: banked.selections.map(({ event_id, market_key, outcome_id, price_milli }) => ({
        event_id,
        market_key,
        outcome_id,
        price_milli,
      })),
      bet_type: "system",
      system: "trixie",
      unit_stake: 250,
      bankers: [2],
    });
  });

  it("asks for singles with one stake each, and for nothing while a stake is missing", () => {
    const slip = { ...withLegs(leg(1), leg(2)), betType: "single" as const };
    expect(placementRequest(slip, 2, "request-0002")).toBeNull();
    const staked = setStake(setStake(slip, "1", selectionKey(leg(1))), "3", selectionKey(leg(2)));
    expect(placementRequest(staked, 2, "request-0002")).toMatchObject({
      bet_type: "single",
      stakes: [100, 300],
    });
  });
});
