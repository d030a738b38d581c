import { formatLine, type MarketRef } from "./market-key.ts";

/**
 * Basketball markets, UOF's ids (`/descriptions/en/markets.xml`): every one counts overtime, as
 * books in these markets sell them. Outcome ids are UOF's too (the 2-way winner's 4/5, the
 * handicap's 1714/1715, the total's 12/13), so they are written here as literals, not imported
 * from the football table (the same strings, another sport).
 *
 * | id  | market                          | specifiers          | outcomes                  |
 * |-----|---------------------------------|---------------------|---------------------------|
 * | 219 | winner (incl. overtime)         | –                   | 4 home, 5 away            |
 * | 223 | handicap (incl. overtime)       | hcp=-5.5 (home's)   | 1714 home, 1715 away      |
 * | 225 | total points (incl. overtime)   | total=215.5         | 12 over, 13 under         |
 *
 * Whole lines (hcp=-5, total=215) push: the stake comes back (settlement/basketball-result.ts).
 */
export const BASKETBALL_MARKET = {
  winner: 219,
  handicap: 223,
  total: 225,
} as const;

export const BASKETBALL_OUTCOME = {
  home: "4",
  away: "5",
  handicapHome: "1714",
  handicapAway: "1715",
  over: "12",
  under: "13",
} as const;

const BASKETBALL_IDS = new Set<number>(Object.values(BASKETBALL_MARKET));

export function isBasketballMarket(marketId: number): boolean {
  return BASKETBALL_IDS.has(marketId);
}

export function basketballOutcomeIds(market: MarketRef): readonly string[] {
  switch (market.marketId) {
    case BASKETBALL_MARKET.winner:
      return [BASKETBALL_OUTCOME.home, BASKETBALL_OUTCOME.away];
    case BASKETBALL_MARKET.handicap:
      return [BASKETBALL_OUTCOME.handicapHome, BASKETBALL_OUTCOME.handicapAway];
    case BASKETBALL_MARKET.total:
      return [BASKETBALL_OUTCOME.over, BASKETBALL_OUTCOME.under];
    default:
      throw new RangeError(`unknown basketball market ${market.marketId}`);
  }
}

/** Lines either side of a main line, in half points: `main + k/2` for k in [−spread, spread]. */
function linesAround(main: number, spread: number): number[] {
  const lines: number[] = [];
  for (let k = -spread; k <= spread; k++) lines.push(main + k / 2);
  return lines;
}

/**
 * What the desk offers on a basketball match: the winner, and handicap and total lines around the
 * match's main lines (the half point nearest the expected margin and total), every half point for
 * three points either side, so whole lines (which push) sit between the half ones.
 * `expectedMargin` is home minus away.
 */
export function basketballCatalogue(expectedMargin: number, expectedTotal: number, spread = 6): MarketRef[] {
  if (!Number.isFinite(expectedMargin) || !(expectedTotal > 0)) throw new RangeError("expected points");
  const mainHandicap = Math.floor(-expectedMargin) + 0.5;
  const mainTotal = Math.floor(expectedTotal) + 0.5;
  return [
    { marketId: BASKETBALL_MARKET.winner, specifiers: {} },
    ...linesAround(mainHandicap, spread).map((line) => ({
      marketId: BASKETBALL_MARKET.handicap,
      specifiers: { hcp: formatLine(line) },
    })),
    ...linesAround(mainTotal, spread)
      .filter((line) => line > 0)
      .map((line) => ({ marketId: BASKETBALL_MARKET.total, specifiers: { total: formatLine(line) } })),
  ];
}
