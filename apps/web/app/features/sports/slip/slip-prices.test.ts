import { describe, expect, it } from "vitest";
import {
  acceptChanges,
  bookedLegs,
  followPrices,
  hasOffers,
  hasSuspended,
  type LegQuote,
  offerPrices,
  placeableLegs,
  priceMove,
  quotesFromMarkets,
} from "./slip-prices.ts";
import {
  EMPTY_SLIP,
  parseSlip,
  replaceSelections,
  type SlipSelection,
  type SlipState,
  selectionKey,
  toggleSelection,
} from "./slip-state.ts";

const leg = (event: number, price = 2000, outcome = "1"): SlipSelection => ({
  event_id: `sim:match:${event}`,
  market_key: "1",
  outcome_id: outcome,
  price_milli: price,
  event_name: `Home ${event} – Away ${event}`,
  market_name: "1X2",
  outcome_name: `Home ${event}`,
  live: true,
});

const slipOf = (choice: SlipState["priceChange"], ...legs: SlipSelection[]): SlipState => ({
  ...legs.reduce(toggleSelection, EMPTY_SLIP),
  priceChange: choice,
});

const quote = (s: SlipSelection, q: LegQuote) => new Map([[selectionKey(s), q]]);
const open = (price: number): LegQuote => ({ price_milli: price, status: "open" });

describe("the slip follows the feed's prices under the player's choice (RTS 2C)", () => {
  it("accept any: takes every new price and shows the old one", () => {
    const moved = followPrices(slipOf("any", leg(1)), quote(leg(1), open(2100)));
    expect(moved.selections[0]).toMatchObject({ price_milli: 2100, was_price_milli: 2000 });
    expect(hasOffers(moved)).toBe(false);
    expect(priceMove(moved.selections[0]!)).toBe("up");
    const down = followPrices(moved, quote(leg(1), open(1900)));
    expect(down.selections[0]).toMatchObject({ price_milli: 1900, was_price_milli: 2100 });
    expect(priceMove(down.selections[0]!)).toBe("down");
  });

  it("accept higher: takes a better price, holds a worse one back as an offer", () => {
    const better = followPrices(slipOf("higher", leg(1)), quote(leg(1), open(2500)));
    expect(better.selections[0]).toMatchObject({ price_milli: 2500, was_price_milli: 2000 });
    const worse = followPrices(slipOf("higher", leg(1)), quote(leg(1), open(1800)));
    expect(worse.selections[0]).toMatchObject({ price_milli: 2000, offered_price_milli: 1800 });
    expect(hasOffers(worse)).toBe(true);
    expect(priceMove(worse.selections[0]!)).toBe("down");
  });

  it("ask me: never changes the asked price by itself; the player accepts the offer", () => {
    const asked = followPrices(slipOf("ask", leg(1), leg(2)), quote(leg(1), open(2600)));
    expect(asked.selections[0]).toMatchObject({ price_milli: 2000, offered_price_milli: 2600 });
    expect(asked.selections[1]).toEqual(leg(2));
    expect(hasOffers(asked)).toBe(true);
    // A later quote replaces the offer; one back at the asked price withdraws it.
    const again = followPrices(asked, quote(leg(1), open(2700)));
    expect(again.selections[0]!.offered_price_milli).toBe(2700);
    expect(hasOffers(followPrices(again, quote(leg(1), open(2000))))).toBe(false);
    const accepted = acceptChanges(again);
    expect(accepted.selections[0]).toMatchObject({ price_milli: 2700, was_price_milli: 2000 });
    expect(hasOffers(accepted)).toBe(false);
    expect(acceptChanges(accepted)).toBe(accepted);
  });

  it("a suspended market blocks the slip and keeps the price; reopening clears it", () => {
    const suspended = followPrices(
      slipOf("any", leg(1)),
      quote(leg(1), { price_milli: 3000, status: "suspended" }),
    );
    expect(suspended.selections[0]).toMatchObject({ price_milli: 2000, status: "suspended" });
    expect(hasSuspended(suspended)).toBe(true);
    const reopened = followPrices(suspended, quote(leg(1), open(2000)));
    expect(reopened.selections[0]!.status).toBeUndefined();
    expect(hasSuspended(reopened)).toBe(false);
  });

  it("an unchanged quote returns the same state (no re-render, no storage write)", () => {
    const state = slipOf("ask", leg(1));
    expect(followPrices(state, quote(leg(1), open(2000)))).toBe(state);
    expect(followPrices(state, new Map())).toBe(state);
  });

  it("closed legs are marked and left out of what is placed; the bet type follows", () => {
    const state = slipOf("any", leg(1), leg(2), leg(3));
    expect(state.betType).toBe("accumulator");
    const closed = followPrices(state, quote(leg(2), { price_milli: null, status: "closed" }));
    expect(closed.selections).toHaveLength(3);
    const placed = placeableLegs(closed);
    expect(placed.selections.map((s) => s.event_id)).toEqual(["sim:match:1", "sim:match:3"]);
    expect(placed.betType).toBe("accumulator");
    const onlyOne = placeableLegs(
      followPrices(closed, quote(leg(3), { price_milli: null, status: "closed" })),
    );
    expect(onlyOne.betType).toBe("single");
    expect(placeableLegs(state)).toBe(state);
  });

  it("a refused placement's new prices become offers whatever the choice", () => {
    const offered = offerPrices(slipOf("any", leg(1)), [{ ...leg(1), price_milli: 1700 }]);
    expect(offered.selections[0]).toMatchObject({ price_milli: 2000, offered_price_milli: 1700 });
  });
});

describe("quotes from the catalogue and from the live layer", () => {
  const markets = [
    {
      key: "1",
      status: "active" as const,
      outcomes: [
        { id: "1", price_milli: 2100, active: true },
        { id: "2", price_milli: 3300, active: false },
      ],
    },
  ];

  it("reads the leg's outcome; an inactive outcome or a missing market of a snapshot is closed", () => {
    const legs = [
      leg(1),
      leg(1, 2000, "2"),
      { ...leg(1), market_key: "18|total=2.5", outcome_id: "12" },
      leg(2),
    ];
    const quotes = quotesFromMarkets("sim:match:1", markets, legs, true);
    expect(quotes.get(selectionKey(legs[0]!))).toEqual({ price_milli: 2100, status: "open" });
    expect(quotes.get(selectionKey(legs[1]!))!.status).toBe("closed");
    expect(quotes.get(selectionKey(legs[2]!))!.status).toBe("closed");
    expect(quotes.has(selectionKey(legs[3]!))).toBe(false);
    // A live publication names only the markets that moved: the others say nothing.
    expect(quotesFromMarkets("sim:match:1", markets, legs, false).has(selectionKey(legs[2]!))).toBe(false);
  });

  it("takes UOF's numeric statuses: −1 suspended, anything but 1 and −1 closed", () => {
    const live = [{ ...markets[0]!, status: -1 }];
    expect(quotesFromMarkets("sim:match:1", live, [leg(1)], false).get(selectionKey(leg(1)))!.status).toBe(
      "suspended",
    );
    const settled = [{ ...markets[0]!, status: -3 }];
    expect(quotesFromMarkets("sim:match:1", settled, [leg(1)], false).get(selectionKey(leg(1)))!.status).toBe(
      "closed",
    );
  });
});

describe("a booking code loads a whole slip", () => {
  const booking = {
    code: "ABC234",
    selections: [
      { ...leg(1), booked_price_milli: 2000, price_milli: 2300, price_changed: true, open: true },
      { ...leg(2), booked_price_milli: 1500, price_milli: 1500, price_changed: false, open: true },
      { ...leg(3), booked_price_milli: 1800, price_milli: null, price_changed: true, open: false },
    ],
  };
  const names = (s: { event_id: string }) => ({
    event_name: s.event_id,
    market_name: "1X2",
    outcome_name: "Home",
    live: false,
    suspended: false,
  });

  it("at current prices, the booked price kept beside a changed one, a leg no longer open closed", () => {
    const legs = bookedLegs(booking, names);
    expect(legs[0]).toMatchObject({ price_milli: 2300, was_price_milli: 2000 });
    expect(priceMove(legs[0]!)).toBe("up");
    expect(legs[1]!.was_price_milli).toBeUndefined();
    expect(legs[2]).toMatchObject({ price_milli: 1800, status: "closed" });
    expect(bookedLegs(booking, (s) => ({ ...names(s), suspended: true }))[2]!.status).toBe("suspended");
  });

  it("replaces the slip, keeps the player's preferences, and survives localStorage", () => {
    const held = { ...slipOf("higher", leg(9)), oddsFormat: "fractional" as const, stake: "5" };
    const loaded = replaceSelections(held, bookedLegs(booking, names));
    expect(loaded.selections.map((s) => s.event_id)).toEqual(booking.selections.map((s) => s.event_id));
    expect(loaded.betType).toBe("accumulator");
    expect(loaded).toMatchObject({ priceChange: "higher", oddsFormat: "fractional", stake: "5" });
    const stored = parseSlip(JSON.stringify(loaded));
    expect(stored.selections).toEqual(loaded.selections);
    // Forged marks from storage are dropped rather than trusted.
    const forged = JSON.stringify({
      ...loaded,
      selections: [{ ...leg(1), status: "won", offered_price_milli: 5 }],
    });
    expect(parseSlip(forged).selections[0]).toEqual(leg(1));
  });
});
