import type { FloatSource } from "@platform/fair";
import type { Score } from "../pricing/goals-model.ts";
import { MATCH_MINUTES, TIME_DECAY_EXPONENT } from "../pricing/in-play.ts";
import { cellScore, type ScoreTable } from "./score-table.ts";
import {
  cumulativeWeights,
  floatToUint32,
  type GuidedWeights,
  guideWeights,
  pickGuided,
  toWeights,
} from "./weights.ts";

/**
 * One virtual match played from its fair floats: the final score, then when each goal fell, then the
 * cards, so a page can show it in 60–90 s. The order of the floats is fixed (the verifier repeats it):
 *
 *   float 0                   the final score, drawn from the priced score table (the markets'
 *                             outcomes follow from it alone, with exactly the priced probabilities);
 *   next home + away floats   the second of each home goal, then of each away goal, from the
 *                             sportsbook's in-play goal curve (decision 044: the expectancy left
 *                             after minute t is ((90 − t)/90)^0.84 of the whole, so 44.1 % of goals
 *                             come before half-time and pre-match HT/FT prices would agree);
 *   next 4 floats             yellow cards home, away; red cards home, away (Poisson counts);
 *   one float per card        its second, uniform over the 90 minutes, in that order.
 *
 * Cards are decoration: no market is priced on them, and a red card does not change the score drawn
 * before it (the price of every offered outcome stays exactly its probability). Seconds run
 * 0 … 5399 of a 90-minute match; stoppage time is not played.
 */
export const MATCH_SECONDS = MATCH_MINUTES * 60;
export const HALF_TIME_SECOND = MATCH_SECONDS / 2;

/** Mean cards per team per match (a European league's usual yellows; reds rare). */
export const YELLOW_CARDS_PER_TEAM = 1.8;
export const RED_CARDS_PER_TEAM = 0.08;
/** Counts above this are played as this (P(Poisson(1.8) ≥ 9) ≈ 1 in 9,000 team-matches). */
const MAX_CARDS = 9;

export type Side = "home" | "away";

export interface MatchEvent {
  /** Match second, 0 … 5399; the minute shown is floor(second / 60) + 1. */
  readonly second: number;
  readonly kind: "goal" | "yellow-card" | "red-card";
  readonly side: Side;
  /** For a goal: the score after it. */
  readonly score?: Score;
}

export interface MatchOutcome {
  readonly score: Score;
  readonly halfTime: Score;
  /** In match order (ties in a second: goals, yellow cards, red cards; home before away). */
  readonly events: readonly MatchEvent[];
}

let goalSeconds: GuidedWeights | undefined;

/** The weight of a goal falling in each second: the in-play curve's increments, built once. */
function goalSecondTable(): GuidedWeights {
  if (!goalSeconds) {
    const share = (second: number) => 1 - ((MATCH_SECONDS - second) / MATCH_SECONDS) ** TIME_DECAY_EXPONENT;
    const increments = new Float64Array(MATCH_SECONDS);
    for (let s = 0; s < MATCH_SECONDS; s++) increments[s] = share(s + 1) - share(s);
    // 4,096 buckets for 5,400 seconds: about one step past the guide per goal.
    goalSeconds = guideWeights(cumulativeWeights(toWeights(increments)), 12);
  }
  return goalSeconds;
}

/** Weights of a goal's second (2^32 in all): the exact distribution the timeline draws from. */
export function goalSecondCumulative(): Float64Array {
  return goalSecondTable().cumulative;
}

/** Poisson(mean) counts 0 … MAX_CARDS, the last holding the tail. */
function cardCountTable(mean: number): GuidedWeights {
  const probabilities: number[] = [];
  let term = Math.exp(-mean);
  let below = 0;
  for (let k = 0; k < MAX_CARDS; k++) {
    probabilities.push(term);
    below += term;
    term = (term * mean) / (k + 1);
  }
  probabilities.push(Math.max(0, 1 - below));
  return guideWeights(cumulativeWeights(toWeights(probabilities)), 6);
}

let cardTables: { yellow: GuidedWeights; red: GuidedWeights } | undefined;

function cards() {
  cardTables ??= { yellow: cardCountTable(YELLOW_CARDS_PER_TEAM), red: cardCountTable(RED_CARDS_PER_TEAM) };
  return cardTables;
}

/*
 * Events are sorted as numbers, second × 8 + code: the code orders a second's events (goals before
 * cards, yellow before red, home before away) and names them.
 */
const KINDS: readonly MatchEvent["kind"][] = [
  "goal",
  "goal",
  "yellow-card",
  "yellow-card",
  "red-card",
  "red-card",
];
const SIDES: readonly Side[] = ["home", "away", "home", "away", "home", "away"];

// The hot path (issue 20: ≥ 100,000 match days a second) sorts its keys in this scratch, not in a
// fresh array per match; it grows if a table allows more goals. Synchronous, so one is enough.
let keys = new Int32Array(2 * 10 + 4 * MAX_CARDS);

function nextUint32(floats: FloatSource): number {
  return floatToUint32(floats.next());
}

/** The final score alone (float 0): what settles every market. */
export function drawScore(table: ScoreTable, floats: FloatSource): Score {
  return cellScore(table, pickGuided(table.guided, nextUint32(floats)));
}

/** Plays one match: its score, half-time score and events, from its own float stream. */
export function matchTimeline(table: ScoreTable, floats: FloatSource): MatchOutcome {
  const score = drawScore(table, floats);
  const goalTable = goalSecondTable();
  if (keys.length < score.home + score.away + 4 * MAX_CARDS)
    keys = new Int32Array(score.home + score.away + 4 * MAX_CARDS);
  let count = 0;
  for (let i = 0; i < score.home; i++) keys[count++] = pickGuided(goalTable, nextUint32(floats)) * 8;
  for (let i = 0; i < score.away; i++) keys[count++] = pickGuided(goalTable, nextUint32(floats)) * 8 + 1;
  const { yellow, red } = cards();
  // The four counts are drawn before any card's second (the verifier's order).
  const yellowHome = pickGuided(yellow, nextUint32(floats));
  const yellowAway = pickGuided(yellow, nextUint32(floats));
  const redHome = pickGuided(red, nextUint32(floats));
  const redAway = pickGuided(red, nextUint32(floats));
  for (let i = 0; i < yellowHome; i++) keys[count++] = Math.floor(floats.next() * MATCH_SECONDS) * 8 + 2;
  for (let i = 0; i < yellowAway; i++) keys[count++] = Math.floor(floats.next() * MATCH_SECONDS) * 8 + 3;
  for (let i = 0; i < redHome; i++) keys[count++] = Math.floor(floats.next() * MATCH_SECONDS) * 8 + 4;
  for (let i = 0; i < redAway; i++) keys[count++] = Math.floor(floats.next() * MATCH_SECONDS) * 8 + 5;
  // Insertion sort: a match has about seven events, where a general sort's set-up costs more.
  for (let i = 1; i < count; i++) {
    const key = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = key;
  }
  let home = 0;
  let away = 0;
  let halfHome = 0;
  let halfAway = 0;
  const events: MatchEvent[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const key = keys[i]!;
    const second = key >> 3;
    const code = key & 7;
    if (code > 1) {
      events[i] = { second, kind: KINDS[code]!, side: SIDES[code]! };
      continue;
    }
    if (code === 0) home++;
    else away++;
    if (second < HALF_TIME_SECOND) {
      halfHome = home;
      halfAway = away;
    }
    events[i] = { second, kind: "goal", side: SIDES[code]!, score: { home, away } };
  }
  return { score, halfTime: { home: halfHome, away: halfAway }, events };
}

/** The match second shown `elapsedMs` into a playback of `durationMs` (60–90 s), 0 … 5400. */
export function matchSecondAt(elapsedMs: number, durationMs: number): number {
  if (!(durationMs > 0)) throw new RangeError(`duration ${durationMs}`);
  const share = Math.min(Math.max(elapsedMs / durationMs, 0), 1);
  return Math.floor(share * MATCH_SECONDS);
}

/** The score once the events up to and including `second` (the clock shown) have happened. */
export function scoreAt(outcome: MatchOutcome, second: number): Score {
  let score: Score = { home: 0, away: 0 };
  for (const event of outcome.events) {
    if (event.second > second) break;
    if (event.score) score = event.score;
  }
  return score;
}
