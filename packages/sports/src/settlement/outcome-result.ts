import { isBasketballMarket } from "../markets/basketball-catalogue.ts";
import {
  CORRECT_SCORE_MAX,
  FOOTBALL_MARKET,
  HT_FT_OUTCOMES,
  OUTCOME,
  outcomeIds,
} from "../markets/football-catalogue.ts";
import { type MarketRef, parseLine, parseMarketKey } from "../markets/market-key.ts";
import type { Score } from "../pricing/goals-model.ts";
import { basketballRule } from "./basketball-result.ts";
import { type LineSettlement, type OutcomeResult, settleLine, type VoidFactor } from "./line-result.ts";

/**
 * An outcome's settlement as UOF's `bet_settlement` gives it: `result` (win/lose, or void when the
 * whole stake is returned), `voidFactor` (the share of the stake returned: 1 for void, 0.5 for a
 * half-won or half-lost quarter line) and `deadHeatFactor` (the share of the stake that wins when
 * several outcomes share a place; 1 unless the feed says otherwise, never below 0 or above 1).
 */
export interface OutcomeSettlement {
  readonly result: OutcomeResult;
  readonly voidFactor: VoidFactor;
  readonly deadHeatFactor: number;
}

/** The final score, and the half-time score (needed by HT/FT only). */
export interface MatchResult {
  readonly fullTime: Score;
  readonly halfTime?: Score;
}

export type Settler = (result: MatchResult) => LineSettlement;

/** 0 home win, 1 draw, 2 away win. */
function resultIndex(score: Score): 0 | 1 | 2 {
  return score.home > score.away ? 0 : score.home === score.away ? 1 : 2;
}

const WON: LineSettlement = { result: "win", voidFactor: 0 };
const LOST: LineSettlement = { result: "lose", voidFactor: 0 };
const won = (yes: boolean): LineSettlement => (yes ? WON : LOST);
const diff = (r: MatchResult) => r.fullTime.home - r.fullTime.away;

/**
 * The settlement function of one outcome, parsed once (pricing calls it for every score of the
 * matrix). Throws for an unknown market or outcome, or a malformed specifier.
 */
export function outcomeSettler(market: MarketRef, outcomeId: string): Settler {
  if (!outcomeIds(market).includes(outcomeId))
    throw new RangeError(`market ${market.marketId} has no outcome ${outcomeId}`);
  switch (market.marketId) {
    case FOOTBALL_MARKET.matchResult: {
      const wanted = outcomeIds(market).indexOf(outcomeId); // home, draw, away
      return (r) => won(resultIndex(r.fullTime) === wanted);
    }
    case FOOTBALL_MARKET.doubleChance: {
      const excluded = { [OUTCOME.homeOrDraw]: 2, [OUTCOME.homeOrAway]: 1, [OUTCOME.drawOrAway]: 0 }[
        outcomeId
      ];
      return (r) => won(resultIndex(r.fullTime) !== excluded);
    }
    case FOOTBALL_MARKET.drawNoBet: {
      const sign = outcomeId === OUTCOME.dnbHome ? 1 : -1;
      return (r) => settleLine(sign * diff(r), 0);
    }
    case FOOTBALL_MARKET.asianHandicap: {
      const hcp = parseLine(market.specifiers.hcp);
      return outcomeId === OUTCOME.ahHome
        ? (r) => settleLine(diff(r), hcp)
        : (r) => settleLine(-diff(r), -hcp);
    }
    case FOOTBALL_MARKET.europeanHandicap: {
      const [home, away] = parseHeadStart(market.specifiers.hcp);
      const wanted = outcomeIds(market).indexOf(outcomeId); // home, draw, away
      return (r) =>
        won(resultIndex({ home: r.fullTime.home + home, away: r.fullTime.away + away }) === wanted);
    }
    case FOOTBALL_MARKET.total: {
      const total = parseLine(market.specifiers.total);
      const goals = (r: MatchResult) => r.fullTime.home + r.fullTime.away;
      return outcomeId === OUTCOME.over
        ? (r) => settleLine(goals(r), -total)
        : (r) => settleLine(-goals(r), total);
    }
    case FOOTBALL_MARKET.bothTeamsToScore: {
      const yes = outcomeId === OUTCOME.yes;
      return (r) => won(r.fullTime.home > 0 && r.fullTime.away > 0 ? yes : !yes);
    }
    case FOOTBALL_MARKET.correctScore: {
      if (outcomeId === OUTCOME.otherScore)
        return (r) => won(r.fullTime.home > CORRECT_SCORE_MAX || r.fullTime.away > CORRECT_SCORE_MAX);
      const [home, away] = outcomeId.split(":").map(Number);
      return (r) => won(r.fullTime.home === home && r.fullTime.away === away);
    }
    case FOOTBALL_MARKET.halfTimeFullTime: {
      const at = HT_FT_OUTCOMES.flat().indexOf(outcomeId);
      return (r) => {
        if (!r.halfTime) throw new RangeError("HT/FT needs the half-time score");
        return won(resultIndex(r.halfTime) * 3 + resultIndex(r.fullTime) === at);
      };
    }
    default: {
      if (!isBasketballMarket(market.marketId))
        throw new RangeError(`unknown football market ${market.marketId}`);
      // Basketball: `fullTime` is the final score, overtime included.
      const rule = basketballRule(market, outcomeId);
      return rule.on === "margin"
        ? (r) => rule.settle(r.fullTime.home - r.fullTime.away)
        : (r) => rule.settle(r.fullTime.home + r.fullTime.away);
    }
  }
}

/** "0:1" → [0, 1]: the goals each side starts a 3-way handicap with. */
function parseHeadStart(value: string | undefined): [number, number] {
  const match = /^(\d+):(\d+)$/.exec(value ?? "");
  if (!match) throw new RangeError(`not a 3-way handicap: ${value}`);
  return [Number(match[1]), Number(match[2])];
}

/** Settle one outcome of a market (its key, `16|hcp=-0.25`, or its id and specifiers). */
export function settleOutcome(
  market: MarketRef | string,
  outcomeId: string,
  result: MatchResult,
  deadHeatFactor = 1,
): OutcomeSettlement {
  if (!(deadHeatFactor > 0 && deadHeatFactor <= 1)) throw new RangeError(`dead heat ${deadHeatFactor}`);
  const ref = typeof market === "string" ? parseMarketKey(market) : market;
  return { ...outcomeSettler(ref, outcomeId)(result), deadHeatFactor };
}

/** Settle every outcome of a market, keyed by outcome id. */
export function settleMarket(
  market: MarketRef | string,
  result: MatchResult,
): Map<string, OutcomeSettlement> {
  const ref = typeof market === "string" ? parseMarketKey(market) : market;
  return new Map(outcomeIds(ref).map((id) => [id, settleOutcome(ref, id, result)]));
}
