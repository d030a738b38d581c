import { basketballOutcomeIds } from "../markets/basketball-catalogue.ts";
import { type MarketRef, marketKey } from "../markets/market-key.ts";
import { basketballRule } from "../settlement/basketball-result.ts";
import {
  BASKETBALL_TIP_OFF,
  type BasketballExpectation,
  type BasketballState,
  type FinalPoints,
  finalPoints,
} from "./basketball-model.ts";
import type { FairMarket, FairOutcome } from "./football-markets.ts";

/**
 * Fair probabilities of the basketball markets (winner, handicap and total, overtime included)
 * before or in play. As for football, an outcome's probability is the mass of the final margins
 * or totals at which settlement/basketball-result.ts settles it won, and a whole line's push is
 * priced conditional on no push: probability W / (1 − V), V kept for cash-out.
 */
function fairOutcome(outcomeId: string, win: number, refund: number): FairOutcome {
  const probability = refund >= 1 - 1e-12 ? 0 : Math.min(1, win / (1 - refund));
  return { outcomeId, probability, voidProbability: refund };
}

function priceMarket(market: MarketRef, points: FinalPoints): FairMarket {
  const outcomes = basketballOutcomeIds(market).map((outcomeId) => {
    const rule = basketballRule(market, outcomeId);
    const dist = rule.on === "margin" ? points.margin : points.total;
    let win = 0;
    let refund = 0;
    for (let i = 0; i < dist.p.length; i++) {
      const p = dist.p[i]!;
      if (p === 0) continue;
      const { result, voidFactor } = rule.settle(dist.min + i);
      if (result === "win") win += p * (1 - voidFactor);
      refund += p * voidFactor;
    }
    return fairOutcome(outcomeId, win, refund);
  });
  return {
    key: marketKey(market.marketId, market.specifiers),
    marketId: market.marketId,
    specifiers: market.specifiers,
    outcomes,
  };
}

export function priceBasketball(
  expectation: BasketballExpectation,
  markets: readonly MarketRef[],
  state: BasketballState = BASKETBALL_TIP_OFF,
): FairMarket[] {
  const points = finalPoints(expectation, state);
  return markets.map((market) => priceMarket(market, points));
}
