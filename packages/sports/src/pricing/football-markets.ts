import { FOOTBALL_MARKET, footballCatalogue, outcomeIds } from "../markets/football-catalogue.ts";
import { type MarketRef, marketKey, type Specifiers } from "../markets/market-key.ts";
import { type MatchResult, outcomeSettler } from "../settlement/outcome-result.ts";
import type { ExpectedGoals, MatrixOptions, ScoreMatrix } from "./goals-model.ts";
import { forEachHalfTimeFullTime, inPlayScoreMatrix, KICK_OFF, type MatchState } from "./in-play.ts";

/**
 * Fair (margin-free) probabilities of every outcome of the football markets, from the goals model.
 * Pricing and settlement are one definition: an outcome's probability is the mass of the final
 * scores at which settlement/outcome-result.ts settles it as won, so the two can never disagree.
 *
 * Pushes. With W = the expected share of the stake that wins and V = the expected share refunded
 * (a whole-line push refunds all, a quarter line's push half), a price d returns d·W + V per unit
 * staked; it is fair when that is 1, d = (1 − V) / W. So the fair probability given out is
 * W / (1 − V): for draw no bet and whole lines, the probability of winning conditional on no push
 * (renormalised over the non-void outcomes); for quarter lines its half-stake generalisation. The
 * two sides of a 2-way line market share V, so their probabilities sum to 1 and the margin can go
 * on as for any market. `voidProbability` (V) is kept for cash-out, which values the refund too.
 */
export interface FairOutcome {
  readonly outcomeId: string;
  /** W / (1 − V): 1 / the fair decimal price. */
  readonly probability: number;
  /** V: the expected share of the stake refunded (0 for markets that never push). */
  readonly voidProbability: number;
}

export interface FairMarket {
  readonly key: string;
  readonly marketId: number;
  readonly specifiers: Specifiers;
  readonly outcomes: readonly FairOutcome[];
}

export interface FootballPricingInput extends MatrixOptions {
  /** Pre-match expected goals (the in-play state scales them down by the clock). */
  readonly expectedGoals: ExpectedGoals;
  /** The match's state; kick-off unless given. */
  readonly state?: MatchState;
}

function fairOutcome(outcomeId: string, win: number, refund: number): FairOutcome {
  // A market that pushes at every remaining score has no price; W/(1−V) would be 0/0.
  const probability = refund >= 1 - 1e-12 ? 0 : Math.min(1, win / (1 - refund));
  return { outcomeId, probability, voidProbability: refund };
}

function priceMarket(market: MarketRef, matrix: ScoreMatrix, state: MatchState): FairMarket {
  const ids = outcomeIds(market);
  const settlers = ids.map((outcomeId) => outcomeSettler(market, outcomeId));
  const win = ids.map(() => 0);
  const refund = ids.map(() => 0);
  const add = (result: MatchResult, p: number) => {
    // Per unit staked: the share that wins and the share refunded.
    for (let i = 0; i < settlers.length; i++) {
      const { result: outcome, voidFactor } = settlers[i]!(result);
      if (outcome === "win") win[i]! += p * (1 - voidFactor);
      refund[i]! += p * voidFactor;
    }
  };
  if (market.marketId === FOOTBALL_MARKET.halfTimeFullTime) {
    forEachHalfTimeFullTime(matrix, state, (halfTime, fullTime, p) => add({ fullTime, halfTime }, p));
  } else {
    const size = matrix.maxGoals + 1;
    for (let home = 0; home < size; home++)
      for (let away = 0; away < size; away++) {
        const p = matrix.cells[home * size + away]!;
        if (p > 0) add({ fullTime: { home, away } }, p);
      }
  }
  return {
    key: marketKey(market.marketId, market.specifiers),
    marketId: market.marketId,
    specifiers: market.specifiers,
    outcomes: ids.map((outcomeId, i) => fairOutcome(outcomeId, win[i]!, refund[i]!)),
  };
}

/**
 * Fair probabilities of `markets` (the default catalogue unless given) for a match before or in
 * play. A market already decided in play (over 0.5 after a goal) comes out with probabilities 1
 * and 0: the desk settles or suspends it rather than pricing it.
 */
export function priceFootball(
  input: FootballPricingInput,
  markets: readonly MarketRef[] = footballCatalogue(),
): FairMarket[] {
  const state = input.state ?? KICK_OFF;
  const matrix = inPlayScoreMatrix(input.expectedGoals, state, input);
  return markets.map((market) => priceMarket(market, matrix, state));
}
