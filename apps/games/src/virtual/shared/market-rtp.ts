import type { SportsMarketView } from "@platform/contracts";
import { basisPointsFloor, marketReturnToPlayer, type VirtualMarketPrice } from "@platform/sports";

/**
 * Each market's return to player from the prices the catalogue offers (what the page shows and the
 * slip accepts), with the engine's exact weights: basis points, rounded down so the figure shown is
 * never above what the prices return. Keyed by market key; a market the engine does not price, or
 * without a priced outcome, is left out.
 */
export function offeredMarketRtp(
  engine: readonly VirtualMarketPrice[],
  markets: readonly SportsMarketView[],
): Record<string, number> {
  const byKey = new Map(engine.map((market) => [market.key, market]));
  const rtp: Record<string, number> = {};
  for (const market of markets) {
    const priced = byKey.get(market.key);
    if (!priced) continue;
    const prices = new Map(market.outcomes.map((outcome) => [outcome.id, outcome.price_milli]));
    const fraction = marketReturnToPlayer(priced.outcomes, prices);
    if (fraction) rtp[market.key] = basisPointsFloor(fraction);
  }
  return rtp;
}
