import {
  priceVirtualMatch,
  scoreTable,
  type VirtualFixture,
  type VirtualMarketPrice,
} from "@platform/sports";

/*
 * A match's engine prices, for the return its offered prices give (shared/market-rtp.ts). They
 * depend on its two teams only (decision 047), so a league has 240 price sets at most: each is
 * computed once.
 */
const priced = new Map<string, VirtualMarketPrice[]>();

export function matchPrices(fixture: VirtualFixture): VirtualMarketPrice[] {
  const { home, away, expectedGoals, rho } = fixture;
  const key = `${home}|${away}|${expectedGoals.home}|${expectedGoals.away}|${rho}`;
  let prices = priced.get(key);
  if (!prices) {
    prices = priceVirtualMatch(scoreTable(expectedGoals, rho));
    priced.set(key, prices);
  }
  return prices;
}
