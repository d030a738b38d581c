/*
 * The sportsbook's maths (issue 19; docs/decisions/044): shared by the aggregator's trading desk,
 * betting and settlement, and the browser's bet slip. Pure and isomorphic: no Node imports, no
 * dependencies but @platform/fair (isomorphic: virtual sports' provably fair floats), no clocks, no
 * randomness (virtual outcomes are functions of the fair floats handed in).
 *
 * Conventions:
 * - Prices are decimal odds × 1000 as integers (`priceMilli`, 1850 = 1.85), on the wire and in
 *   storage. Fractional and American odds are display only.
 * - Money is integer minor units. Payouts are exact (BigInt) and floored once per combination.
 * - Markets are UOF-shaped: a market id plus specifiers, keyed `18|total=2.5`; outcome ids are
 *   strings (markets/football-catalogue.ts lists them).
 * - Probabilities are fair (margin-free) unless named margined/implied. A market that can push is
 *   priced conditional on no push: probability = W / (1 − V).
 * - Settlements are UOF's: result win/lose/void, voidFactor 0 | 0.5 | 1, deadHeatFactor.
 */
export * from "./bets/accumulator-bonus.ts";
export * from "./bets/bet-types.ts";
export * from "./bets/max-payout.ts";
export * from "./bets/returns.ts";
export * from "./cash-out/cash-out-value.ts";
export * from "./markets/basketball-catalogue.ts";
export * from "./markets/football-catalogue.ts";
export * from "./markets/market-key.ts";
export * from "./odds/odds-format.ts";
export * from "./odds/price-ladder.ts";
export * from "./pricing/basketball-markets.ts";
export * from "./pricing/basketball-model.ts";
export * from "./pricing/football-markets.ts";
export * from "./pricing/goals-model.ts";
export * from "./pricing/in-play.ts";
export * from "./pricing/margin.ts";
export * from "./settlement/basketball-result.ts";
export * from "./settlement/line-result.ts";
export * from "./settlement/outcome-result.ts";
export * from "./virtual/index.ts";
