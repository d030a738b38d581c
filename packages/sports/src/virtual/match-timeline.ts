import type { FloatSource } from "@platform/fair";
import type { Score } from "../pricing/goals-model.ts";
import { MATCH_MINUTES, TIME_DECAY_EXPONENT } from "../pricing/in-play.ts";
import { cellScore, type ScoreTable } from "./score-table.ts";
import { cumulativeWeights, floatToUint32, pickByWeight, toWeights } from "./weights.ts";

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

let goalSeconds: Float64Array | undefined;

/** The weight of a goal falling in each second: the in-play curve's increments, built once. */
function goalSecondTable(): Float64Array {
  if (!goalSeconds) {
    const share = (second: number) => 1 - ((MATCH_SECONDS - second) / MATCH_SECONDS) ** TIME_DECAY_EXPONENT;
    const increments = new Float64Array(MATCH_SECONDS);
    for (let s = 0; s < MATCH_SECONDS; s++) increments[s] = share(s + 1) - share(s);
    goalSeconds = cumulativeWeights(toWeights(increments));
  }
  return goalSeconds;
}

/** Weights of a goal's second (2^32 in all): the exact distribution the timeline draws from. */
export function goalSecondCumulative(): Float64Array {
  return goalSecondTable();
}

/** Poisson(mean) counts 0 … MAX_CARDS, the last holding the tail. */
function cardCountTable(mean: number): Float64Array {
  const probabilities: number[] = [];
  let term = Math.exp(-mean);
  let below = 0;
  for (let k = 0; k < MAX_CARDS; k++) {
    probabilities.push(term);
    below += term;
    term = (term * mean) / (k + 1);
  }
  probabilities.push(Math.max(0, 1 - below));
  return cumulativeWeights(toWeights(probabilities));
}

let cardTables: { yellow: Float64Array; red: Float64Array } | undefined;

function cards() {
  cardTables ??= { yellow: cardCountTable(YELLOW_CARDS_PER_TEAM), red: cardCountTable(RED_CARDS_PER_TEAM) };
  return cardTables;
}

/*
 * Events are sorted as numbers, second × 8 + code: the code orders a second's events (goals before
 * cards, yellow before red, home before away) and names them.
 */
const CODES: readonly { kind: MatchEvent["kind"]; side: Side }[] = [
  { kind: "goal", side: "home" },
  { kind: "goal", side: "away" },
  { kind: "yellow-card", side: "home" },
  { kind: "yellow-card", side: "away" },
  { kind: "red-card", side: "home" },
  { kind: "red-card", side: "away" },
];

function nextUint32(floats: FloatSource): number {
  return floatToUint32(floats.next());
}

/** The final score alone (float 0): what settles every market. */
export function drawScore(table: ScoreTable, floats: FloatSource): Score {
  return cellScore(table, pickByWeight(table.cumulative, nextUint32(floats)));
}

/** Plays one match: its score, half-time score and events, from its own float stream. */
export function matchTimeline(table: ScoreTable, floats: FloatSource): MatchOutcome {
  const score = drawScore(table, floats);
  const goalTable = goalSecondTable();
  const keys: number[] = [];
  for (let i = 0; i < score.home; i++) keys.push(pickByWeight(goalTable, nextUint32(floats)) * 8);
  for (let i = 0; i < score.away; i++) keys.push(pickByWeight(goalTable, nextUint32(floats)) * 8 + 1);
  const { yellow, red } = cards();
  const yellowHome = pickByWeight(yellow, nextUint32(floats));
  const yellowAway = pickByWeight(yellow, nextUint32(floats));
  const redHome = pickByWeight(red, nextUint32(floats));
  const redAway = pickByWeight(red, nextUint32(floats));
  const counts = [yellowHome, yellowAway, redHome, redAway];
  for (let c = 0; c < 4; c++)
    for (let i = 0; i < counts[c]!; i++) keys.push(Math.floor(floats.next() * MATCH_SECONDS) * 8 + 2 + c);
  keys.sort((a, b) => a - b);
  let home = 0;
  let away = 0;
  let halfTime: Score = { home: 0, away: 0 };
  const events: MatchEvent[] = [];
  for (const key of keys) {
    const second = Math.floor(key / 8);
    const code = CODES[key % 8]!;
    if (code.kind !== "goal") {
      events.push({ second, kind: code.kind, side: code.side });
      continue;
    }
    if (code.side === "home") home++;
    else away++;
    if (second < HALF_TIME_SECOND) halfTime = { home, away };
    events.push({ second, kind: "goal", side: code.side, score: { home, away } });
  }
  return { score, halfTime, events };
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
