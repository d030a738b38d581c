import type { SportsBooking } from "@platform/contracts";
import { removeSelection, type SlipSelection, type SlipState, selectionKey } from "./slip-state.ts";

/*
 * The slip's prices following the book (issue 19, UKGC RTS 2C). What the feed says of each leg
 * (a quote: its current price and whether its market is open) meets the player's remembered
 * choice: "accept any" takes every new price, "accept higher" takes a better one and holds a worse
 * one back for the player, "ask me" holds every change back. A held-back price is an offer: the leg
 * shows old → new and the slip asks the player to accept before anything is placed, so no bet goes
 * out at a price the player did not agree to. Pure: use-slip-prices.ts feeds it from the live layer.
 */

export interface LegQuote {
  /** The current price; null when the outcome is gone. */
  price_milli: number | null;
  status: "open" | "suspended" | "closed";
}

type MarketStatus = "active" | "suspended" | number;

/** The shape shared by the catalogue's markets and the live layer's (status as a word or UOF's number). */
export interface QuotedMarket {
  key: string;
  status: MarketStatus;
  outcomes: readonly { id: string; price_milli: number; active: boolean }[];
}

const marketOpen = (status: MarketStatus) => status === "active" || status === 1;
const marketSuspended = (status: MarketStatus) => status === "suspended" || status === -1;

/**
 * Quotes for the legs of one event from its markets. `complete`: the markets are all the event has
 * (a catalogue snapshot), so a leg whose market is missing is closed; a live publication names only
 * the markets that changed, and says nothing of the others.
 */
export function quotesFromMarkets(
  eventId: string,
  markets: readonly QuotedMarket[],
  selections: readonly Pick<SlipSelection, "event_id" | "market_key" | "outcome_id">[],
  complete: boolean,
): Map<string, LegQuote> {
  const byKey = new Map(markets.map((m) => [m.key, m]));
  const quotes = new Map<string, LegQuote>();
  for (const s of selections) {
    if (s.event_id !== eventId) continue;
    const market = byKey.get(s.market_key);
    if (!market) {
      if (complete) quotes.set(selectionKey(s), { price_milli: null, status: "closed" });
      continue;
    }
    const outcome = market.outcomes.find((o) => o.id === s.outcome_id);
    const price = outcome?.price_milli ?? null;
    const status =
      !outcome?.active || price === null
        ? "closed"
        : marketOpen(market.status)
          ? "open"
          : marketSuspended(market.status)
            ? "suspended"
            : "closed";
    quotes.set(selectionKey(s), { price_milli: price, status });
  }
  return quotes;
}

/** Only what a leg is, without the marks of an earlier change. */
function plain(s: SlipSelection): SlipSelection {
  const { was_price_milli: _was, offered_price_milli: _offered, status: _status, ...rest } = s;
  return rest;
}

function applyQuote(s: SlipSelection, quote: LegQuote, choice: SlipState["priceChange"]): SlipSelection {
  if (quote.status === "closed") {
    const { offered_price_milli: _offered, ...rest } = s;
    return { ...rest, status: "closed" };
  }
  // A suspended market keeps the leg's prices: it may reopen at them or at new ones.
  if (quote.status === "suspended") return { ...s, status: "suspended" };
  const { status: _status, ...open } = s;
  const price = quote.price_milli!;
  if (price === s.price_milli) {
    const { offered_price_milli: _offered, ...same } = open;
    return same;
  }
  const takes = choice === "any" || (choice === "higher" && price > s.price_milli);
  if (takes) {
    const { offered_price_milli: _offered, ...taken } = open;
    return { ...taken, price_milli: price, was_price_milli: s.price_milli };
  }
  return { ...open, offered_price_milli: price };
}

/** The feed's quotes reach the slip under the player's choice; a leg without a quote is unchanged. */
export function followPrices(state: SlipState, quotes: ReadonlyMap<string, LegQuote>): SlipState {
  let changed = false;
  const selections = state.selections.map((s) => {
    const quote = quotes.get(selectionKey(s));
    if (!quote) return s;
    const next = applyQuote(s, quote, state.priceChange);
    if (
      next.price_milli !== s.price_milli ||
      next.offered_price_milli !== s.offered_price_milli ||
      next.was_price_milli !== s.was_price_milli ||
      next.status !== s.status
    ) {
      changed = true;
      return next;
    }
    return s;
  });
  return changed ? { ...state, selections } : state;
}

/** New prices the aggregator answered with (a refused placement): offered, whatever the choice. */
export function offerPrices(
  state: SlipState,
  prices: readonly { event_id: string; market_key: string; outcome_id: string; price_milli: number }[],
): SlipState {
  const byKey = new Map(prices.map((p) => [selectionKey(p), p.price_milli]));
  return {
    ...state,
    selections: state.selections.map((s) => {
      const price = byKey.get(selectionKey(s));
      return price === undefined || price === s.price_milli ? s : { ...s, offered_price_milli: price };
    }),
  };
}

/** The player agrees to every offered price: each becomes the leg's price, the old one shown beside. */
export function acceptChanges(state: SlipState): SlipState {
  if (!hasOffers(state)) return state;
  return {
    ...state,
    selections: state.selections.map((s) => {
      if (s.offered_price_milli === undefined) return s;
      const { offered_price_milli: offered, ...rest } = s;
      return { ...rest, price_milli: offered, was_price_milli: s.price_milli };
    }),
  };
}

export const hasOffers = (state: Pick<SlipState, "selections">) =>
  state.selections.some((s) => s.offered_price_milli !== undefined);

export const hasSuspended = (state: Pick<SlipState, "selections">) =>
  state.selections.some((s) => s.status === "suspended");

/**
 * What placing sends: the slip without its closed legs (a booking code's match that ended, a
 * market settled since), each leg at the price the player agreed to. The bet type follows.
 */
export function placeableLegs(state: SlipState): SlipState {
  return state.selections
    .filter((s) => s.status === "closed")
    .reduce((slip, closed) => removeSelection(slip, selectionKey(closed)), state);
}

/** Names of a booked leg, in the page's words (the booking answers ids only). */
export type NameLeg = (selection: SportsBooking["selections"][number]) => Pick<
  SlipSelection,
  "event_name" | "market_name" | "outcome_name" | "live"
> & {
  /** The market as the catalogue shows it now, when it shows it: suspended or not. */
  suspended: boolean;
};

/**
 * A booking code's answer as slip legs: each at the CURRENT price (the booked one when the outcome
 * is gone), the booked price kept beside a changed one, a leg no longer open marked.
 */
export function bookedLegs(booking: SportsBooking, name: NameLeg): SlipSelection[] {
  return booking.selections.map((booked) => {
    const names = name(booked);
    const leg: SlipSelection = plain({
      event_id: booked.event_id,
      market_key: booked.market_key,
      outcome_id: booked.outcome_id,
      price_milli: booked.price_milli ?? booked.booked_price_milli,
      event_name: names.event_name,
      market_name: names.market_name,
      outcome_name: names.outcome_name,
      live: names.live,
    });
    return {
      ...leg,
      ...(booked.price_milli !== null && booked.price_milli !== booked.booked_price_milli
        ? { was_price_milli: booked.booked_price_milli }
        : {}),
      ...(booked.open ? {} : { status: names.suspended ? ("suspended" as const) : ("closed" as const) }),
    };
  });
}

/** "up" when the leg's price rose against the one shown beside it, "down" when it fell. */
export function priceMove(s: SlipSelection): "up" | "down" | null {
  const other = s.offered_price_milli ?? s.price_milli;
  const before = s.offered_price_milli !== undefined ? s.price_milli : s.was_price_milli;
  if (before === undefined || before === other) return null;
  return other > before ? "up" : "down";
}
