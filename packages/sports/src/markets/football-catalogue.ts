import { basketballOutcomeIds, isBasketballMarket } from "./basketball-catalogue.ts";
import { formatLine, type MarketRef, type Specifiers } from "./market-key.ts";

/**
 * Football markets and their outcome ids. Market ids are Sportradar's (UOF market descriptions,
 * `/descriptions/en/markets.xml`); so are the outcome ids of 1, 10, 11, 14, 16, 18 and 29.
 * The HT/FT ids (418…434) are UOF's as we know them: check them against the descriptions before
 * mapping a real feed. Correct-score outcome ids are ours ("h:a" and "other").
 *
 * | id | market                 | specifiers        | outcomes                                        |
 * |----|------------------------|-------------------|-------------------------------------------------|
 * |  1 | 1X2                    | –                 | 1 home, 2 draw, 3 away                          |
 * | 10 | double chance          | –                 | 9 home or draw, 10 home or away, 11 draw or away|
 * | 11 | draw no bet            | –                 | 4 home, 5 away (a draw voids both)              |
 * | 14 | handicap (3-way)       | hcp=0:1 (goals given home:away) | 1711 home, 1712 draw, 1713 away   |
 * | 16 | Asian handicap         | hcp=-0.25 (home's; away gets the opposite) | 1714 home, 1715 away     |
 * | 18 | total goals            | total=2.5         | 12 over, 13 under                               |
 * | 29 | both teams to score    | –                 | 74 yes, 76 no                                   |
 * | 45 | correct score          | –                 | "0:0" … "4:4", "other" (any score off that grid)|
 * | 47 | half-time/full-time    | –                 | 418 1/1, 420 1/X, 422 1/2, 424 X/1, 426 X/X,    |
 * |    |                        |                   | 428 X/2, 430 2/1, 432 2/X, 434 2/2              |
 *
 * Whole and quarter lines (16 and 18 with total=2 or 2.25) can push: see settlement/line-result.ts.
 */
export const FOOTBALL_MARKET = {
  matchResult: 1,
  doubleChance: 10,
  drawNoBet: 11,
  europeanHandicap: 14,
  asianHandicap: 16,
  total: 18,
  bothTeamsToScore: 29,
  correctScore: 45,
  halfTimeFullTime: 47,
} as const;

export const OUTCOME = {
  home: "1",
  draw: "2",
  away: "3",
  homeOrDraw: "9",
  homeOrAway: "10",
  drawOrAway: "11",
  dnbHome: "4",
  dnbAway: "5",
  ehHome: "1711",
  ehDraw: "1712",
  ehAway: "1713",
  ahHome: "1714",
  ahAway: "1715",
  over: "12",
  under: "13",
  yes: "74",
  no: "76",
  otherScore: "other",
} as const;

/** Correct score lists every score up to this many goals a side; the rest is "other". */
export const CORRECT_SCORE_MAX = 4;

/** HT/FT outcome ids by [half-time result][full-time result], results 0 home, 1 draw, 2 away. */
export const HT_FT_OUTCOMES: readonly (readonly string[])[] = [
  ["418", "420", "422"],
  ["424", "426", "428"],
  ["430", "432", "434"],
];

export function outcomeIds(market: MarketRef): readonly string[] {
  switch (market.marketId) {
    case FOOTBALL_MARKET.matchResult:
      return [OUTCOME.home, OUTCOME.draw, OUTCOME.away];
    case FOOTBALL_MARKET.doubleChance:
      return [OUTCOME.homeOrDraw, OUTCOME.homeOrAway, OUTCOME.drawOrAway];
    case FOOTBALL_MARKET.drawNoBet:
      return [OUTCOME.dnbHome, OUTCOME.dnbAway];
    case FOOTBALL_MARKET.europeanHandicap:
      return [OUTCOME.ehHome, OUTCOME.ehDraw, OUTCOME.ehAway];
    case FOOTBALL_MARKET.asianHandicap:
      return [OUTCOME.ahHome, OUTCOME.ahAway];
    case FOOTBALL_MARKET.total:
      return [OUTCOME.over, OUTCOME.under];
    case FOOTBALL_MARKET.bothTeamsToScore:
      return [OUTCOME.yes, OUTCOME.no];
    case FOOTBALL_MARKET.correctScore:
      return [...correctScoreGrid(), OUTCOME.otherScore];
    case FOOTBALL_MARKET.halfTimeFullTime:
      return HT_FT_OUTCOMES.flat();
    default:
      // Market ids are UOF's across sports: basketball's 219, 223, 225 are listed with their sport.
      if (isBasketballMarket(market.marketId)) return basketballOutcomeIds(market);
      throw new RangeError(`unknown football market ${market.marketId}`);
  }
}

function correctScoreGrid(): string[] {
  const scores: string[] = [];
  for (let home = 0; home <= CORRECT_SCORE_MAX; home++)
    for (let away = 0; away <= CORRECT_SCORE_MAX; away++) scores.push(`${home}:${away}`);
  return scores;
}

const market = (marketId: number, specifiers: Specifiers = {}): MarketRef => ({ marketId, specifiers });

/**
 * What the desk offers on a football match by default: the main markets, totals 0.5…5.5,
 * Asian handicaps -2.5…+2.5 in quarters, 3-way handicaps 0:2, 0:1, 1:0, 2:0 (a head start of one or
 * two goals to either side).
 */
export function footballCatalogue(): MarketRef[] {
  const markets = [
    market(FOOTBALL_MARKET.matchResult),
    market(FOOTBALL_MARKET.doubleChance),
    market(FOOTBALL_MARKET.drawNoBet),
    market(FOOTBALL_MARKET.bothTeamsToScore),
    market(FOOTBALL_MARKET.correctScore),
    market(FOOTBALL_MARKET.halfTimeFullTime),
  ];
  for (let total = 0.5; total <= 5.5; total++)
    markets.push(market(FOOTBALL_MARKET.total, { total: formatLine(total) }));
  for (let quarters = -10; quarters <= 10; quarters++)
    markets.push(market(FOOTBALL_MARKET.asianHandicap, { hcp: formatLine(quarters / 4) }));
  for (const hcp of ["0:2", "0:1", "1:0", "2:0"])
    markets.push(market(FOOTBALL_MARKET.europeanHandicap, { hcp }));
  return markets;
}
