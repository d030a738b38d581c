import { Xoshiro128 } from "@platform/fair";
import { type ExpectedGoals, MATCH_MINUTES, type Score, TIME_DECAY_EXPONENT } from "@platform/sports";

/*
 * One simulated football match, drawn once from its seed (the same seed, the same match). Goals are
 * a Poisson process per team with the pricing model's own clock: a team's expected goals λ, spread
 * over the 90 minutes so that the share still to come after minute t is ((90 − t)/90)^0.84
 * (@platform/sports in-play.ts). Drawn exactly: the number of goals is Poisson(λ) and each goal's
 * minute is an independent draw from that curve (inverse of its distribution), which is what a
 * non-homogeneous Poisson process is. Cards and missed penalties are homogeneous processes of
 * their own; a tenth of goals are penalties. Red cards do not change the goal rates (not modelled).
 * Stoppage time is not played: the clock runs 0–45, 45–90.
 */

export type MatchEventKind = "goal" | "penalty_goal" | "penalty_missed" | "yellow_card" | "red_card";

export interface MatchEvent {
  /** Match clock, seconds from kick-off (0 … 5400). */
  second: number;
  kind: MatchEventKind;
  team: "home" | "away";
}

export interface MatchScript {
  events: MatchEvent[];
  halfTime: Score;
  fullTime: Score;
}

export const MATCH_SECONDS = MATCH_MINUTES * 60;
export const HALF_SECONDS = MATCH_SECONDS / 2;

/** Per team and match: yellow cards, red cards, penalties missed (roughly top-league rates). */
const YELLOW_RATE = 1.9;
const RED_RATE = 0.06;
const PENALTY_MISSED_RATE = 0.03;
const PENALTY_SHARE_OF_GOALS = 0.1;

/** Knuth's method: fine for the small means of football. */
export function poissonDraw(rng: Xoshiro128, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = rng.next();
  while (product > limit) {
    count += 1;
    product *= rng.next();
  }
  return count;
}

/** A goal's second under the model's clock: F(t) = 1 − ((90 − t)/90)^0.84, inverted. */
function goalSecond(rng: Xoshiro128): number {
  const u = rng.next();
  return Math.floor(MATCH_SECONDS * (1 - (1 - u) ** (1 / TIME_DECAY_EXPONENT)));
}

function uniformSecond(rng: Xoshiro128): number {
  return Math.floor(rng.next() * MATCH_SECONDS);
}

export function simulateMatch(seed: number, expected: ExpectedGoals): MatchScript {
  const rng = new Xoshiro128(seed);
  const events: MatchEvent[] = [];
  for (const team of ["home", "away"] as const) {
    const goals = poissonDraw(rng, expected[team]);
    for (let i = 0; i < goals; i++) {
      const penalty = rng.next() < PENALTY_SHARE_OF_GOALS;
      events.push({ second: goalSecond(rng), kind: penalty ? "penalty_goal" : "goal", team });
    }
    for (const [kind, rate] of [
      ["yellow_card", YELLOW_RATE],
      ["red_card", RED_RATE],
      ["penalty_missed", PENALTY_MISSED_RATE],
    ] as const) {
      const count = poissonDraw(rng, rate);
      for (let i = 0; i < count; i++) events.push({ second: uniformSecond(rng), kind, team });
    }
  }
  // Nothing happens at the very kick-off or the final whistle: those instants have their own messages.
  for (const event of events) event.second = Math.min(Math.max(event.second, 1), MATCH_SECONDS - 1);
  events.sort((a, b) => a.second - b.second || a.team.localeCompare(b.team) || a.kind.localeCompare(b.kind));
  return { events, halfTime: scoreAt(events, HALF_SECONDS), fullTime: scoreAt(events, MATCH_SECONDS) };
}

export function isGoal(event: MatchEvent): boolean {
  return event.kind === "goal" || event.kind === "penalty_goal";
}

/** The score after every event up to `second` (inclusive). */
export function scoreAt(events: readonly MatchEvent[], second: number): Score {
  const score = { home: 0, away: 0 };
  for (const event of events) if (event.second <= second && isGoal(event)) score[event.team] += 1;
  return score;
}

export function redCardsAt(events: readonly MatchEvent[], second: number): Score {
  const cards = { home: 0, away: 0 };
  for (const event of events) if (event.second <= second && event.kind === "red_card") cards[event.team] += 1;
  return cards;
}
