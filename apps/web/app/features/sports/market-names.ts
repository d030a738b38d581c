import { BASKETBALL_MARKET, FOOTBALL_MARKET, parseMarketKey } from "@platform/sports";
import { isRaceMarket, raceMarketName, raceOutcomeName } from "./virtual/racing/race-names.ts";

/*
 * Markets and outcomes in the player's language (issue 19): the catalogue names them by UOF ids
 * (`18|total=2.5`, outcome `12`); the page says "Total goals 2.5" and "Over". Teams are the feed's
 * names. The match page groups the markets as a player looks for them.
 */

type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface Teams {
  home: string;
  away: string;
}

export const MARKET_GROUPS = [
  "main",
  "goals",
  "points",
  "handicaps",
  "correct_score",
  "ht_ft",
  "other",
] as const;
export type MarketGroup = (typeof MARKET_GROUPS)[number];

export function marketGroup(marketId: number): MarketGroup {
  switch (marketId) {
    case FOOTBALL_MARKET.matchResult:
    case FOOTBALL_MARKET.doubleChance:
    case FOOTBALL_MARKET.drawNoBet:
    case FOOTBALL_MARKET.bothTeamsToScore:
    case BASKETBALL_MARKET.winner:
      return "main";
    case FOOTBALL_MARKET.total:
      return "goals";
    case BASKETBALL_MARKET.total:
      return "points";
    case FOOTBALL_MARKET.asianHandicap:
    case FOOTBALL_MARKET.europeanHandicap:
    case BASKETBALL_MARKET.handicap:
      return "handicaps";
    case FOOTBALL_MARKET.correctScore:
      return "correct_score";
    case FOOTBALL_MARKET.halfTimeFullTime:
      return "ht_ft";
    default:
      return "other";
  }
}

/** "+0.25" for the side that gets goals, "-0.25" for the one that gives them, "0" level. */
function signedLine(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}

export function marketName(t: Translate, key: string): string {
  const { marketId, specifiers } = parseMarketKey(key);
  switch (marketId) {
    case FOOTBALL_MARKET.matchResult:
      return t("sports.market.1x2");
    case FOOTBALL_MARKET.doubleChance:
      return t("sports.market.double_chance");
    case FOOTBALL_MARKET.drawNoBet:
      return t("sports.market.draw_no_bet");
    case FOOTBALL_MARKET.europeanHandicap:
      return t("sports.market.handicap", { line: specifiers.hcp ?? "" });
    case FOOTBALL_MARKET.asianHandicap:
      return t("sports.market.asian_handicap", { line: signedLine(Number(specifiers.hcp ?? 0)) });
    case FOOTBALL_MARKET.total:
      return t("sports.market.total", { line: specifiers.total ?? "" });
    case FOOTBALL_MARKET.bothTeamsToScore:
      return t("sports.market.btts");
    case FOOTBALL_MARKET.correctScore:
      return t("sports.market.correct_score");
    case FOOTBALL_MARKET.halfTimeFullTime:
      return t("sports.market.ht_ft");
    case BASKETBALL_MARKET.winner:
      return t("sports.market.winner_ot");
    case BASKETBALL_MARKET.handicap:
      return t("sports.market.handicap_ot", { line: signedLine(Number(specifiers.hcp ?? 0)) });
    case BASKETBALL_MARKET.total:
      return t("sports.market.total_points_ot", { line: specifiers.total ?? "" });
    default:
      if (isRaceMarket(marketId)) return raceMarketName(t, marketId);
      return t("sports.market.other", { id: marketId });
  }
}

const HT_FT: Record<string, string> = {
  "418": "1/1",
  "420": "1/X",
  "422": "1/2",
  "424": "X/1",
  "426": "X/X",
  "428": "X/2",
  "430": "2/1",
  "432": "2/X",
  "434": "2/2",
};

/** The short label of a list row's price button: 1, X, 2 for the match result; 1, 2 for a 2-way winner. */
export function outcomeShortName(outcomeId: string): string {
  return { "1": "1", "2": "X", "3": "2", "4": "1", "5": "2" }[outcomeId] ?? outcomeId;
}

export function outcomeName(t: Translate, key: string, outcomeId: string, teams: Teams): string {
  const { marketId, specifiers } = parseMarketKey(key);
  // A race's outcomes are traps: "1" is trap 1, not the home side.
  if (isRaceMarket(marketId)) return raceOutcomeName(t, marketId, outcomeId, teams.home);
  switch (outcomeId) {
    case "1":
    case "4":
    case "1711":
      return teams.home;
    case "3":
    case "5":
    case "1713":
      return teams.away;
    case "2":
    case "1712":
      return t("sports.outcome.draw");
    case "9":
      return t("sports.outcome.home_or_draw");
    case "10":
      return t("sports.outcome.home_or_away");
    case "11":
      return t("sports.outcome.draw_or_away");
    case "1714":
      return `${teams.home} ${signedLine(Number(specifiers.hcp ?? 0))}`;
    case "1715":
      return `${teams.away} ${signedLine(-Number(specifiers.hcp ?? 0))}`;
    case "12":
      return t("sports.outcome.over", { line: specifiers.total ?? "" });
    case "13":
      return t("sports.outcome.under", { line: specifiers.total ?? "" });
    case "74":
      return t("sports.outcome.yes");
    case "76":
      return t("sports.outcome.no");
    case "other":
      return t("sports.outcome.other_score");
  }
  if (marketId === FOOTBALL_MARKET.halfTimeFullTime && HT_FT[outcomeId]) return HT_FT[outcomeId];
  if (/^\d+:\d+$/.test(outcomeId)) return outcomeId.replace(":", "–");
  return outcomeId;
}
