import {
  BASKETBALL_MARKET,
  BASKETBALL_OUTCOME,
  basketballOutcomeIds,
} from "../markets/basketball-catalogue.ts";
import { type MarketRef, parseLine } from "../markets/market-key.ts";
import { type LineSettlement, settleLine } from "./line-result.ts";

/**
 * Settlement of the basketball markets from the final score, overtime included (UOF's 219, 223,
 * 225 all say "incl. overtime"). Each outcome depends on one number of the final score: the
 * winner and the handicap on the margin (home points − away points), the total on the points of
 * both. The rule is exported as that function of one number so pricing sums it over the margin's
 * or the total's distribution: pricing and settlement are one definition, as for football.
 *
 * - Winner: the side ahead wins. A level final score cannot happen (overtime is played until one
 *   side leads); if a feed ever settles one, both sides are void (stake back), never a loss.
 * - Handicap: the home side's line (`hcp=-5.5`: home gives 5.5 points), the away side the opposite.
 *   Half lines never push; on a whole line a margin exactly on it is void (refund at 1.00).
 * - Total: over wins above the line, under below; a whole line hit exactly is void.
 */
export interface BasketballRule {
  /** What the outcome is settled on: home − away points, or home + away points. */
  readonly on: "margin" | "total";
  readonly settle: (value: number) => LineSettlement;
}

export function basketballRule(market: MarketRef, outcomeId: string): BasketballRule {
  if (!basketballOutcomeIds(market).includes(outcomeId))
    throw new RangeError(`market ${market.marketId} has no outcome ${outcomeId}`);
  switch (market.marketId) {
    case BASKETBALL_MARKET.winner: {
      const sign = outcomeId === BASKETBALL_OUTCOME.home ? 1 : -1;
      return { on: "margin", settle: (margin) => settleLine(sign * margin, 0) };
    }
    case BASKETBALL_MARKET.handicap: {
      const hcp = parseLine(market.specifiers.hcp);
      return outcomeId === BASKETBALL_OUTCOME.handicapHome
        ? { on: "margin", settle: (margin) => settleLine(margin, hcp) }
        : { on: "margin", settle: (margin) => settleLine(-margin, -hcp) };
    }
    case BASKETBALL_MARKET.total: {
      const total = parseLine(market.specifiers.total);
      return outcomeId === BASKETBALL_OUTCOME.over
        ? { on: "total", settle: (points) => settleLine(points, -total) }
        : { on: "total", settle: (points) => settleLine(-points, total) };
    }
    default:
      throw new RangeError(`unknown basketball market ${market.marketId}`);
  }
}
