import { Fraction } from "@platform/fair";
import { FOOTBALL_MARKET, outcomeIds } from "../markets/football-catalogue.ts";
import { type MarketRef, marketKey, type Specifiers } from "../markets/market-key.ts";
import type { PriceMilli } from "../odds/odds-format.ts";
import { MAX_PRICE_MILLI } from "../odds/price-ladder.ts";
import { outcomeSettler } from "../settlement/outcome-result.ts";
import { cellScore, type ScoreTable } from "./score-table.ts";
import { WEIGHT_TOTAL } from "./weights.ts";

/**
 * Prices of a virtual match: the sportsbook's own markets and settlement (decision 044), priced from
 * the score table with a published RTP per market instead of a margin. An outcome's weight is the
 * weight of the final scores at which settlement/outcome-result.ts settles it won, so pricing,
 * drawing and settling are one definition. Its price is the RTP over its probability, floored to the
 * hundredth players see: price_milli = 10 × floor(RTP × 100 / p), so a bet on any outcome returns
 * the published RTP less under 0.01 × p (the floor), never more. Two exceptions, both returning
 * less, both visible in `expectedReturn`: a price above 1000.00 is capped there (decision 044's
 * bound; long correct scores), and an outcome whose price would fall below 1.01 is not offered (its
 * RTP would otherwise be above the published one), nor is one with no chance.
 */
export const VIRTUAL_FOOTBALL_MARKETS: readonly MarketRef[] = [
  { marketId: FOOTBALL_MARKET.matchResult, specifiers: {} },
  { marketId: FOOTBALL_MARKET.total, specifiers: { total: "2.5" } },
  { marketId: FOOTBALL_MARKET.bothTeamsToScore, specifiers: {} },
  { marketId: FOOTBALL_MARKET.correctScore, specifiers: {} },
];

/** The published RTP per market, in basis points (9400 = 94 %), by market key. */
export const VIRTUAL_FOOTBALL_RTP_BP: Readonly<Record<string, number>> = {
  "1": 9400,
  "18|total=2.5": 9400,
  "29": 9400,
  "45": 8800,
};

export interface VirtualOutcomePrice {
  readonly outcomeId: string;
  /** Its chance in weights of 2^32 (exact). */
  readonly weight: number;
  /** weight / 2^32. */
  readonly probability: number;
  /** Null when not offered (no chance, or a price under 1.01). */
  readonly priceMilli: PriceMilli | null;
  /** p × price: what a unit stake returns on average (0 when not offered). */
  readonly expectedReturn: number;
}

export interface VirtualMarketPrice {
  readonly key: string;
  readonly marketId: number;
  readonly specifiers: Specifiers;
  readonly rtpBasisPoints: number;
  readonly outcomes: readonly VirtualOutcomePrice[];
}

/** Published prices are whole hundredths: what a player sees is what settles. */
export const PRICE_STEP_MILLI = 10;

/** 10 × floor(rtp × 100 × 2^32 / (10⁴ × weight)) without rounding error (BigInt). */
export function rtpPriceMilli(weight: number, rtpBasisPoints: number): PriceMilli | null {
  if (!Number.isSafeInteger(weight) || weight <= 0) return null;
  const step = BigInt(PRICE_STEP_MILLI);
  const milli = ((BigInt(rtpBasisPoints) * BigInt(WEIGHT_TOTAL)) / (10n * step * BigInt(weight))) * step;
  if (milli < 1010n) return null;
  return Number(milli > BigInt(MAX_PRICE_MILLI) ? BigInt(MAX_PRICE_MILLI) : milli);
}

/** The exact return of a unit stake on an outcome: weight × price / (2^32 × 1000). */
export function exactExpectedReturn(outcome: Pick<VirtualOutcomePrice, "weight" | "priceMilli">): Fraction {
  if (outcome.priceMilli === null) return Fraction.of(0);
  return new Fraction(BigInt(outcome.weight) * BigInt(outcome.priceMilli), BigInt(WEIGHT_TOTAL) * 1000n);
}

/**
 * A market's RTP from its offered prices: the exact return of a unit stake on each offered outcome,
 * per unit staked (what the statistics tests measure). The published RTP less each outcome's floor,
 * so never above it; `prices` overrides the engine's (the prices a catalogue actually offers).
 */
export function marketReturnToPlayer(
  outcomes: readonly Pick<VirtualOutcomePrice, "outcomeId" | "weight" | "priceMilli">[],
  prices?: ReadonlyMap<string, number>,
): Fraction | null {
  let total = Fraction.of(0);
  let offered = 0;
  for (const outcome of outcomes) {
    const priceMilli = prices ? (prices.get(outcome.outcomeId) ?? null) : outcome.priceMilli;
    if (priceMilli === null) continue;
    total = total.add(exactExpectedReturn({ weight: outcome.weight, priceMilli }));
    offered++;
  }
  return offered === 0 ? null : total.div(offered);
}

/** A return in basis points, floored: a figure shown never exceeds what the prices return. */
export function basisPointsFloor(fraction: Fraction): number {
  return Number((fraction.num * 10_000n) / fraction.den);
}

export function priceVirtualMarket(
  table: ScoreTable,
  market: MarketRef,
  rtpBasisPoints: number,
): VirtualMarketPrice {
  if (!Number.isInteger(rtpBasisPoints) || rtpBasisPoints <= 0 || rtpBasisPoints > 10_000)
    throw new RangeError(`RTP ${rtpBasisPoints} bp`);
  const ids = outcomeIds(market);
  const settlers = ids.map((id) => outcomeSettler(market, id));
  const weights = ids.map(() => 0);
  for (let cell = 0; cell < table.weights.length; cell++) {
    const weight = table.weights[cell]!;
    if (weight === 0) continue;
    const result = { fullTime: cellScore(table, cell) };
    for (let i = 0; i < settlers.length; i++) {
      const settled = settlers[i]!(result);
      if (settled.voidFactor !== 0) throw new RangeError(`market ${market.marketId} can push: not virtual`);
      if (settled.result === "win") weights[i]! += weight;
    }
  }
  return {
    key: marketKey(market.marketId, market.specifiers),
    marketId: market.marketId,
    specifiers: market.specifiers,
    rtpBasisPoints,
    outcomes: ids.map((outcomeId, i) => {
      const weight = weights[i]!;
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

/** Every virtual market of a match at its published RTP. */
export function priceVirtualMatch(
  table: ScoreTable,
  rtp: Readonly<Record<string, number>> = VIRTUAL_FOOTBALL_RTP_BP,
): VirtualMarketPrice[] {
  return VIRTUAL_FOOTBALL_MARKETS.map((market) => {
    const key = marketKey(market.marketId, market.specifiers);
    const basisPoints = rtp[key];
    if (basisPoints === undefined) throw new RangeError(`no published RTP for ${key}`);
    return priceVirtualMarket(table, market, basisPoints);
  });
}
