import type { Score } from "./goals-model.ts";

/**
 * Basketball points as possessions (the sport's own unit): each side has about the same number of
 * possessions, spread evenly over the clock, and each possession scores 0, 1, 2 or 3 points with
 * probabilities that give the side's points per possession (ppp). The simulated desk plays matches
 * with `possessionPoints` itself, so its matches and its prices agree.
 *
 * Ratings are per 100 possessions, as basketball's offensive and defensive ratings are: a side's
 * ppp is (its offence + the other's defence − the league's average) / 100, plus half the league's
 * home advantage (points a game) spread over its possessions for the home side, minus it for the
 * away side. Points of what is left of a match: over n possessions a side scores n·ppp on average
 * with variance n·v(ppp), v the variance of one possession; the margin (home − away) and the total
 * are sums of many possessions, so each is near normal (central limit) with those moments, taken as
 * independent of each other (their covariance, the difference of the sides' variances, is small),
 * and discretised to whole points (continuity-corrected).
 *
 * Overtime: a level score at the end of regulation plays `overtimeSeconds` more (5 minutes), again
 * and again until a side leads. So the final margin is the regulation one off zero plus, for the
 * level share, an overtime's margin conditioned on not being level (a geometric series), and the
 * final total adds one overtime's points per overtime played (up to MAX_OVERTIMES, the rest of
 * that vanishing tail folded into the last).
 */

export interface BasketballRating {
  /** Points scored per 100 possessions against a league-average defence. */
  readonly offence: number;
  /** Points conceded per 100 possessions against a league-average offence. */
  readonly defence: number;
}

export interface BasketballLeagueModel {
  /** Possessions per side in regulation (NBA about 99, FIBA leagues about 70). */
  readonly possessions: number;
  /** The league's average rating (points per 100 possessions). */
  readonly averageRating: number;
  /** Points a game the home side gains (0 on a neutral court; about 2–4). */
  readonly homeAdvantage: number;
  /** Regulation: four quarters of 600 s (FIBA) or 720 s (NBA). */
  readonly quarterSeconds: number;
}

/** What the model prices from: both sides' points per possession and the clock. */
export interface BasketballExpectation {
  readonly homePpp: number;
  readonly awayPpp: number;
  /** Possessions per side in regulation. */
  readonly possessions: number;
  readonly regulationSeconds: number;
  readonly overtimeSeconds: number;
}

/** Where a match is: match seconds played (overtime counts on from regulation's end) and the score. */
export interface BasketballState {
  readonly second: number;
  readonly score: Score;
}

export const BASKETBALL_QUARTERS = 4;
export const OVERTIME_SECONDS = 300;
export const MAX_OVERTIMES = 4;
/** A possession's free-throw-only point (and-ones, one of two made) is this likely. */
const ONE_POINT_SHARE = 0.04;
/** Of scoring possessions worth 2 or 3, this share are threes (recent NBA/EuroLeague: about a third). */
const THREE_SHARE = 0.33;
const MIN_PPP = 0.3;
const MAX_PPP = 2;

export const BASKETBALL_TIP_OFF: BasketballState = { second: 0, score: { home: 0, away: 0 } };

export function basketballExpectation(
  home: BasketballRating,
  away: BasketballRating,
  league: BasketballLeagueModel,
): BasketballExpectation {
  for (const value of [home.offence, home.defence, away.offence, away.defence, league.averageRating])
    if (!(value > 0) || !Number.isFinite(value)) throw new RangeError(`rating ${value}`);
  if (!(league.possessions > 0) || !(league.quarterSeconds > 0)) throw new RangeError("league model");
  const edge = league.homeAdvantage / 2 / league.possessions;
  const clamp = (ppp: number) => Math.min(MAX_PPP, Math.max(MIN_PPP, ppp));
  return {
    homePpp: clamp((home.offence + away.defence - league.averageRating) / 100 + edge),
    awayPpp: clamp((away.offence + home.defence - league.averageRating) / 100 - edge),
    possessions: league.possessions,
    regulationSeconds: BASKETBALL_QUARTERS * league.quarterSeconds,
    overtimeSeconds: OVERTIME_SECONDS,
  };
}

/** P(0), P(1), P(2), P(3) points on one possession of a side scoring `ppp` a possession. */
export function possessionPoints(ppp: number): [number, number, number, number] {
  if (!(ppp >= MIN_PPP && ppp <= MAX_PPP)) throw new RangeError(`points per possession ${ppp}`);
  const scoring = (ppp - ONE_POINT_SHARE) / (2 * (1 - THREE_SHARE) + 3 * THREE_SHARE);
  return [1 - ONE_POINT_SHARE - scoring, ONE_POINT_SHARE, scoring * (1 - THREE_SHARE), scoring * THREE_SHARE];
}

function possessionVariance(ppp: number): number {
  const [, one, two, three] = possessionPoints(ppp);
  return one + 4 * two + 9 * three - ppp * ppp;
}

/** Expected points of each side over a whole regulation match. */
export function expectedPoints(expectation: BasketballExpectation): Score {
  return {
    home: expectation.homePpp * expectation.possessions,
    away: expectation.awayPpp * expectation.possessions,
  };
}

/** A distribution over whole numbers: `p[i]` is P(value = min + i). */
export interface IntegerDistribution {
  readonly min: number;
  readonly p: Float64Array;
}

export function probabilityOf(dist: IntegerDistribution, value: number): number {
  return dist.p[value - dist.min] ?? 0;
}

/** Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7): enough for prices in hundredths. */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** N(mean, variance) on whole numbers (P(k) = Φ(k + ½) − Φ(k − ½)), at least `floor`, summing to 1. */
function discreteNormal(
  mean: number,
  variance: number,
  floor = Number.NEGATIVE_INFINITY,
): IntegerDistribution {
  const sd = Math.sqrt(Math.max(0, variance));
  if (sd < 1e-6) {
    const value = Math.max(floor, Math.round(mean));
    return { min: value, p: Float64Array.of(1) };
  }
  const min = Math.max(floor, Math.floor(mean - 8 * sd));
  const max = Math.max(min, Math.ceil(mean + 8 * sd));
  const p = new Float64Array(max - min + 1);
  let total = 0;
  for (let k = min; k <= max; k++) {
    // The lowest value takes everything below it (points cannot go negative).
    const low = k === min ? 0 : normalCdf((k - 0.5 - mean) / sd);
    const mass = Math.max(0, normalCdf((k + 0.5 - mean) / sd) - low);
    p[k - min] = mass;
    total += mass;
  }
  for (let i = 0; i < p.length; i++) p[i]! /= total;
  return { min, p };
}

function shift(dist: IntegerDistribution, by: number): IntegerDistribution {
  return { min: dist.min + by, p: dist.p };
}

function convolve(a: IntegerDistribution, b: IntegerDistribution): IntegerDistribution {
  const p = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i]!;
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j]! += pa * b.p[j]!;
  }
  return { min: a.min + b.min, p };
}

/** w·a + (1 − w)·b, on the union of their supports. */
function mix(a: IntegerDistribution, b: IntegerDistribution, w: number): IntegerDistribution {
  const min = Math.min(a.min, b.min);
  const max = Math.max(a.min + a.p.length, b.min + b.p.length) - 1;
  const p = new Float64Array(max - min + 1);
  a.p.forEach((v, i) => {
    p[a.min - min + i]! += w * v;
  });
  b.p.forEach((v, i) => {
    p[b.min - min + i]! += (1 - w) * v;
  });
  return { min, p };
}

interface Increments {
  margin: IntegerDistribution;
  total: IntegerDistribution;
}

/** The margin and total points scored over `possessions` more possessions a side. */
function increments(e: BasketballExpectation, possessions: number): Increments {
  const variance = possessions * (possessionVariance(e.homePpp) + possessionVariance(e.awayPpp));
  return {
    margin: discreteNormal(possessions * (e.homePpp - e.awayPpp), variance),
    total: discreteNormal(possessions * (e.homePpp + e.awayPpp), variance, 0),
  };
}

/** The final margin and total (overtime included) of a match before or in play. */
export interface FinalPoints {
  readonly margin: IntegerDistribution;
  readonly total: IntegerDistribution;
  /** The chance the match goes (on) to another overtime. */
  readonly overtime: number;
}

export function finalPoints(
  e: BasketballExpectation,
  state: BasketballState = BASKETBALL_TIP_OFF,
): FinalPoints {
  if (!(state.second >= 0)) throw new RangeError(`second ${state.second}`);
  const perSecond = e.possessions / e.regulationSeconds;
  // The period being played ends at regulation's end, or at the end of the overtime under way; a
  // state exactly at a period's end is that period's (its break): nothing more is played in it.
  const periodEnd =
    state.second <= e.regulationSeconds
      ? e.regulationSeconds
      : e.regulationSeconds +
        Math.ceil((state.second - e.regulationSeconds) / e.overtimeSeconds) * e.overtimeSeconds;
  const now = increments(e, perSecond * (periodEnd - state.second));
  const margin = shift(now.margin, state.score.home - state.score.away);
  const total = shift(now.total, state.score.home + state.score.away);
  const level = probabilityOf(margin, 0);
  if (level === 0) return { margin, total, overtime: 0 };
  const extra = increments(e, perSecond * e.overtimeSeconds);
  const levelAgain = probabilityOf(extra.margin, 0);
  // Off zero: the period's own margin, plus the level share settled by the overtime that breaks the tie.
  const decisive = new Float64Array(extra.margin.p);
  decisive[-extra.margin.min] = 0;
  for (let i = 0; i < decisive.length; i++) decisive[i]! /= 1 - levelAgain;
  const withoutLevel = new Float64Array(margin.p);
  withoutLevel[-margin.min] = 0;
  const finalMargin = mix(
    { min: margin.min, p: withoutLevel.map((v) => v / (1 - level || 1)) },
    { min: extra.margin.min, p: decisive },
    1 - level,
  );
  // Totals: k overtimes with probability (1 − q)·q^(k−1), the tail beyond MAX_OVERTIMES folded in.
  let withOvertimes = total;
  let overtimeTotals: IntegerDistribution | null = null;
  let remaining = 1;
  for (let k = 1; k <= MAX_OVERTIMES; k++) {
    withOvertimes = convolve(withOvertimes, extra.total);
    const share = k === MAX_OVERTIMES ? remaining : remaining * (1 - levelAgain);
    overtimeTotals = overtimeTotals
      ? mix(overtimeTotals, withOvertimes, (1 - remaining) / (1 - remaining + share))
      : withOvertimes;
    remaining -= share;
  }
  return { margin: finalMargin, total: mix(total, overtimeTotals!, 1 - level), overtime: level };
}
