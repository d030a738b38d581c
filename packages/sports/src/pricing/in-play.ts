import {
  type ExpectedGoals,
  type MatrixOptions,
  type Score,
  type ScoreMatrix,
  scoreMatrix,
  scoreProbability,
} from "./goals-model.ts";

/**
 * Goals over a match's clock. Goals come faster late in a match, so the expectancy left after
 * minute t is not linear in the time left: the usual fit is (share of time left)^0.84 of the
 * pre-match expectancy. The same curve splits a match into halves: 1 − 0.5^0.84 = 44.1 % of the
 * goals fall before half-time (the "about 45 %" of published splits), so pre-match HT/FT and the
 * in-play prices agree. Stoppage time is not modelled: minutes are clamped to 0…90.
 */
export const MATCH_MINUTES = 90;
export const HALF_TIME_MINUTE = 45;
export const TIME_DECAY_EXPONENT = 0.84;

/** Where a match is: the minute played (0 before kick-off) and the score so far. */
export interface MatchState {
  readonly minute: number;
  readonly score: Score;
  /** Known from the end of the first half on; HT/FT needs it then. */
  readonly halfTimeScore?: Score;
}

export const KICK_OFF: MatchState = { minute: 0, score: { home: 0, away: 0 } };

/** The share of a match's pre-match goal expectancy still to come after `minute`. */
export function remainingShare(minute: number): number {
  const clamped = Math.min(Math.max(minute, 0), MATCH_MINUTES);
  return ((MATCH_MINUTES - clamped) / MATCH_MINUTES) ** TIME_DECAY_EXPONENT;
}

export function remainingExpectedGoals(preMatch: ExpectedGoals, minute: number): ExpectedGoals {
  const share = remainingShare(minute);
  return { home: preMatch.home * share, away: preMatch.away * share };
}

/** Of the goals still to come after `minute`, the share expected before half-time (0 from 45'). */
export function firstHalfShareOfRemaining(minute: number): number {
  const left = remainingShare(minute);
  if (minute >= HALF_TIME_MINUTE || left === 0) return 0;
  return (left - remainingShare(HALF_TIME_MINUTE)) / left;
}

/**
 * The final-score matrix of a match in play: the score so far plus a matrix of the goals still to
 * come (tail cells shifted with it). Dixon–Coles' rho, if given, applies to those remaining goals;
 * the desk passes it at 0-0 only, where the low-score correction still means what it was fitted on.
 */
export function inPlayScoreMatrix(
  preMatch: ExpectedGoals,
  state: MatchState,
  options: MatrixOptions = {},
): ScoreMatrix {
  const remaining = scoreMatrix(remainingExpectedGoals(preMatch, state.minute), options);
  const { home, away } = state.score;
  if (home === 0 && away === 0) return remaining;
  const maxGoals = remaining.maxGoals + Math.max(home, away);
  const size = maxGoals + 1;
  const cells = new Float64Array(size * size);
  for (let h = 0; h <= remaining.maxGoals; h++)
    for (let a = 0; a <= remaining.maxGoals; a++)
      cells[(h + home) * size + (a + away)] = scoreProbability(remaining, h, a);
  return { maxGoals, cells };
}

function binomial(n: number, p: number): number[] {
  const out: number[] = [];
  let coefficient = 1;
  for (let k = 0; k <= n; k++) {
    out.push(coefficient * p ** k * (1 - p) ** (n - k));
    coefficient = (coefficient * (n - k)) / (k + 1);
  }
  return out;
}

/**
 * Every (half-time score, final score) pair with its probability, for HT/FT. Goals still to come
 * are split between the rest of the first half and the second by Poisson thinning: given r more
 * goals for a side, the first-half ones are Binomial(r, s), s = firstHalfShareOfRemaining. So the
 * final-score marginal is exactly `matrix` (Dixon–Coles included); only the split assumes
 * independent Poisson halves. After half-time the half-time score is the one given.
 */
export function forEachHalfTimeFullTime(
  matrix: ScoreMatrix,
  state: MatchState,
  visit: (halfTime: Score, fullTime: Score, probability: number) => void,
): void {
  const known = state.minute >= HALF_TIME_MINUTE ? halfTimeScoreOf(state) : undefined;
  const share = firstHalfShareOfRemaining(state.minute);
  for (let h = state.score.home; h <= matrix.maxGoals; h++) {
    for (let a = state.score.away; a <= matrix.maxGoals; a++) {
      const p = scoreProbability(matrix, h, a);
      if (p === 0) continue;
      const fullTime = { home: h, away: a };
      if (known) {
        visit(known, fullTime, p);
        continue;
      }
      const homeSplit = binomial(h - state.score.home, share);
      const awaySplit = binomial(a - state.score.away, share);
      for (let i = 0; i < homeSplit.length; i++)
        for (let j = 0; j < awaySplit.length; j++) {
          const halfTime = { home: state.score.home + i, away: state.score.away + j };
          visit(halfTime, fullTime, p * homeSplit[i]! * awaySplit[j]!);
        }
    }
  }
}

/** From 45' on the half-time score is known: given, or the score itself at minute 45 exactly. */
function halfTimeScoreOf(state: MatchState): Score {
  if (state.halfTimeScore) return state.halfTimeScore;
  if (state.minute === HALF_TIME_MINUTE) return state.score;
  throw new RangeError("a second-half state needs its half-time score");
}
