import { marketKey } from "../../markets/market-key.ts";
import { rtpPriceMilli, type VirtualMarketPrice, type VirtualOutcomePrice } from "../football-prices.ts";
import { WEIGHT_TOTAL } from "../weights.ts";
import type { OrderTable } from "./finishing-order.ts";
import { RUNNERS_PER_RACE } from "./greyhounds.ts";

/**
 * Race markets, priced from the order table with a published RTP each (football-prices.ts's rule:
 * price = RTP / p floored to the hundredth, capped at 1000.00, not offered under 1.01) and settled from the
 * finishing order by the same function that prices them. Market ids are ours (UOF has no fixed ids
 * for virtual dogs), kept clear of the football ones:
 *
 * | id  | market   | outcome ids                        | wins when                          |
 * |-----|----------|------------------------------------|------------------------------------|
 * | 901 | win      | "1" … "6" (trap)                   | the trap finishes first            |
 * | 902 | place    | "1" … "6"                          | the trap finishes first or second  |
 * | 903 | forecast | "a-b" (30 ordered pairs)           | a first, b second                  |
 * | 904 | tricast  | "a-b-c" (120 ordered triples)      | a first, b second, c third         |
 *
 * Place pays the first two of six, the UK bookmakers' rule for six-runner greyhound races.
 */
export const RACE_MARKET = { win: 901, place: 902, forecast: 903, tricast: 904 } as const;
export type RaceMarketId = (typeof RACE_MARKET)[keyof typeof RACE_MARKET];

export const PLACES_PAID = 2;

/** Published RTP per race market, basis points. */
export const VIRTUAL_RACE_RTP_BP: Readonly<Record<RaceMarketId, number>> = {
  [RACE_MARKET.win]: 9400,
  [RACE_MARKET.place]: 9400,
  [RACE_MARKET.forecast]: 9000,
  [RACE_MARKET.tricast]: 8800,
};

const TRAPS = Array.from({ length: RUNNERS_PER_RACE }, (_, i) => i + 1);

const outcomeIdCache = new Map<RaceMarketId, { list: readonly string[]; set: ReadonlySet<string> }>();

function outcomeIdsOf(marketId: RaceMarketId) {
  let ids = outcomeIdCache.get(marketId);
  if (!ids) {
    const list = listOutcomeIds(marketId);
    ids = { list, set: new Set(list) };
    outcomeIdCache.set(marketId, ids);
  }
  return ids;
}

/** The market's outcome ids, in price order (traps ascending). */
export function raceOutcomeIds(marketId: RaceMarketId): string[] {
  return [...outcomeIdsOf(marketId).list];
}

function listOutcomeIds(marketId: RaceMarketId): string[] {
  switch (marketId) {
    case RACE_MARKET.win:
    case RACE_MARKET.place:
      return TRAPS.map(String);
    case RACE_MARKET.forecast:
      return TRAPS.flatMap((a) => TRAPS.filter((b) => b !== a).map((b) => `${a}-${b}`));
    case RACE_MARKET.tricast:
      return TRAPS.flatMap((a) =>
        TRAPS.filter((b) => b !== a).flatMap((b) =>
          TRAPS.filter((c) => c !== a && c !== b).map((c) => `${a}-${b}-${c}`),
        ),
      );
    default:
      throw new RangeError(`unknown race market ${marketId}`);
  }
}

/** Whether an outcome won, given the finishing order (traps, winner first). */
export function raceOutcomeWon(marketId: RaceMarketId, outcomeId: string, order: readonly number[]): boolean {
  if (!outcomeIdsOf(marketId).set.has(outcomeId))
    throw new RangeError(`market ${marketId} has no outcome ${outcomeId}`);
  const traps = outcomeId.split("-").map(Number);
  switch (marketId) {
    case RACE_MARKET.win:
      return order[0] === traps[0];
    case RACE_MARKET.place:
      return order.slice(0, PLACES_PAID).includes(traps[0]!);
    default:
      return traps.every((trap, place) => order[place] === trap);
  }
}

/** One race market at its RTP. */
export function priceRaceMarket(
  table: OrderTable,
  marketId: RaceMarketId,
  rtpBasisPoints = VIRTUAL_RACE_RTP_BP[marketId],
): VirtualMarketPrice {
  const ids = raceOutcomeIds(marketId);
  const weights = new Map(ids.map((id) => [id, 0]));
  table.orders.forEach((order, i) => {
    const weight = table.weights[i]!;
    if (weight === 0) return;
    // The outcomes an order wins, named directly (the settle function agrees: race-markets.test.ts).
    const won =
      marketId === RACE_MARKET.win
        ? [String(order[0])]
        : marketId === RACE_MARKET.place
          ? order.slice(0, PLACES_PAID).map(String)
          : [order.slice(0, marketId === RACE_MARKET.forecast ? 2 : 3).join("-")];
    for (const id of won) weights.set(id, weights.get(id)! + weight);
  });
  return {
    key: marketKey(marketId),
    marketId,
    specifiers: {},
    rtpBasisPoints,
    outcomes: ids.map((outcomeId): VirtualOutcomePrice => {
      const weight = weights.get(outcomeId)!;
      const priceMilli = rtpPriceMilli(weight, rtpBasisPoints);
      const probability = weight / WEIGHT_TOTAL;
      return {
        outcomeId,
        weight,
        probability,
        priceMilli,
        expectedReturn: priceMilli === null ? 0 : (probability * priceMilli) / 1000,
      };
    }),
  };
}

export function priceRace(table: OrderTable): VirtualMarketPrice[] {
  return Object.values(RACE_MARKET).map((id) => priceRaceMarket(table, id));
}
