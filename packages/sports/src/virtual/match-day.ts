import type { Score } from "../pricing/goals-model.ts";
import { type EventFloats, fairEventFloats, virtualCommitment } from "./fair-source.ts";
import type { VirtualFixture } from "./league.ts";
import { type MatchOutcome, matchTimeline } from "./match-timeline.ts";
import { type ScoreTable, scoreTable } from "./score-table.ts";

/**
 * A match day played and verified (decision 047). Before betting opens the operator publishes the
 * fixtures (with their expected goals, hence their prices) and the commitment SHA-256(server seed);
 * at the close the entropy is fixed (fair-source.ts `closeEntropy`); match i is then played from the
 * float stream (server seed, entropy, i). After the match day the seed is revealed and anyone can
 * replay it with `verifyMatchDay`, in a browser too (no Node, no WebCrypto: synchronous).
 */

/** The score table of each fixture, computed once per match day (the prices use the same tables). */
export function matchDayTables(fixtures: readonly VirtualFixture[]): ScoreTable[] {
  return fixtures.map((fixture) => scoreTable(fixture.expectedGoals, fixture.rho));
}

/**
 * Plays every match of a match day from its floats (the server: `fairEventFloats`, or node:crypto's
 * same stream; a simulation: any FloatSource). `tables` may be passed to skip rebuilding them.
 */
export function playMatchDay(
  fixtures: readonly VirtualFixture[],
  floatsFor: EventFloats,
  tables: readonly ScoreTable[] = matchDayTables(fixtures),
): MatchOutcome[] {
  const indexes = fixtures.map((fixture) => fixture.index);
  // Two matches on one index would share a float stream: refused, not played. (Eight indexes: a
  // double loop costs less than a Set, at 100,000 match days a second.)
  for (let i = 1; i < indexes.length; i++)
    if (indexes.lastIndexOf(indexes[i]!, i - 1) >= 0)
      throw new RangeError("two fixtures of a match day share an index");
  // A match reads about 12 floats: two blocks each, hashed for all matches at once (four SIMD lanes).
  floatsFor.prefetch?.(indexes);
  const outcomes: MatchOutcome[] = new Array(fixtures.length);
  for (let i = 0; i < fixtures.length; i++) outcomes[i] = matchTimeline(tables[i]!, floatsFor(indexes[i]!));
  return outcomes;
}

/** A match day's outcomes from its revealed seed and its entropy. */
export function fairMatchDay(
  serverSeed: string,
  entropy: string,
  fixtures: readonly VirtualFixture[],
): MatchOutcome[] {
  return playMatchDay(fixtures, fairEventFloats(serverSeed, entropy));
}

export interface MatchDayClaim {
  /** The revealed server seed. */
  readonly serverSeed: string;
  /** The commitment published before betting opened. */
  readonly commitment: string;
  /** The entropy fixed at the close. */
  readonly entropy: string;
  /** The fixtures as published before betting opened. */
  readonly fixtures: readonly VirtualFixture[];
  /** What the operator showed and settled: each match's final score, or its whole outcome. */
  readonly published?: readonly (Score | MatchOutcome)[];
}

export interface MatchDayVerification {
  /** SHA-256 of the revealed seed is the commitment (case and spaces of the pasted one ignored). */
  readonly commitmentOk: boolean;
  /** Every match replayed: score, half-time score, goals and cards with their seconds. */
  readonly outcomes: MatchOutcome[];
  /** Indexes of published matches that differ from the replay (score, or whole outcome if given). */
  readonly mismatches: number[];
  /** commitmentOk, and the published results (if any) are the replay's. */
  readonly verified: boolean;
}

function sameScore(a: Score, b: Score): boolean {
  return a.home === b.home && a.away === b.away;
}

/** Field by field (a stored copy may list its keys in another order). */
function sameOutcome(published: Score | MatchOutcome, replayed: MatchOutcome): boolean {
  if (!("events" in published)) return sameScore(published, replayed.score);
  return (
    sameScore(published.score, replayed.score) &&
    sameScore(published.halfTime, replayed.halfTime) &&
    published.events.length === replayed.events.length &&
    published.events.every((event, i) => {
      const other = replayed.events[i]!;
      return (
        event.second === other.second &&
        event.kind === other.kind &&
        event.side === other.side &&
        (event.score === undefined
          ? other.score === undefined
          : !!other.score && sameScore(event.score, other.score))
      );
    })
  );
}

/** What the verifier page computes: replays the match day and compares (pure, synchronous). */
export function verifyMatchDay(claim: MatchDayClaim): MatchDayVerification {
  const commitmentOk = virtualCommitment(claim.serverSeed) === claim.commitment.trim().toLowerCase();
  const outcomes = fairMatchDay(claim.serverSeed, claim.entropy, claim.fixtures);
  const mismatches: number[] = [];
  if (claim.published) {
    if (claim.published.length !== outcomes.length) mismatches.push(-1);
    claim.published.forEach((published, i) => {
      if (!outcomes[i] || !sameOutcome(published, outcomes[i])) mismatches.push(i);
    });
  }
  return { commitmentOk, outcomes, mismatches, verified: commitmentOk && mismatches.length === 0 };
}
