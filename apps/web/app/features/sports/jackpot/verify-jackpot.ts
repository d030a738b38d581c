import type { JackpotOutcome, SportsJackpotRound } from "@platform/contracts";
import {
  cumulativeWeights,
  fairEventFloats,
  floatToUint32,
  pickByWeight,
  virtualCommitment,
} from "@platform/sports";

/*
 * The jackpot's Verify, in the browser (docs/decisions/050-sports-jackpot.md, as the virtual match
 * day's verify-match-day.ts): SHA-256 of the revealed seed against the commitment published when
 * the round opened, then every drawn (cancelled) match recomputed from seed, entropy and its
 * published weights with packages/fair's stream, the very functions the server draws with: the
 * first float of HMAC_SHA256(seed, `<entropy>:<i>:0`), its 32-bit integer u, outcome 1 below the
 * first weight, X below the first two, else 2. A match with the feed's result has nothing to
 * recompute. Synchronous, nothing sent anywhere.
 */

const OUTCOMES: readonly JackpotOutcome[] = ["1", "2", "3"];

export interface JackpotVerifyInput {
  serverSeed: string;
  entropy: string;
  commitment: string;
}

export interface JackpotMatchVerdict {
  index: number;
  fixtureId: string;
  home: string;
  away: string;
  /** The published result. */
  served: JackpotOutcome;
  /** Recomputed for a drawn match; null for a match the feed resulted. */
  replayed: JackpotOutcome | null;
  ok: boolean | null;
}

export interface JackpotVerdict {
  hash: string;
  commitmentOk: boolean;
  matches: JackpotMatchVerdict[];
  /** The commitment holds and every drawn match recomputes to its published result. */
  verified: boolean;
}

/** The round's own seed, entropy and commitment; null until it settled (the seed revealed). */
export function servedJackpotInput(round: SportsJackpotRound): JackpotVerifyInput | null {
  if (!round.server_seed || round.entropy === null) return null;
  return { serverSeed: round.server_seed, entropy: round.entropy, commitment: round.commitment };
}

/** Match `index`'s drawn outcome from the seed, the entropy and its weights (of 2^32). */
export function replayDraw(
  serverSeed: string,
  entropy: string,
  index: number,
  weights: readonly number[],
): JackpotOutcome {
  const u = floatToUint32(fairEventFloats(serverSeed, entropy)(index).next());
  return OUTCOMES[pickByWeight(cumulativeWeights(weights), u)]!;
}

export function verifyJackpotRound(round: SportsJackpotRound, input: JackpotVerifyInput): JackpotVerdict {
  const hash = virtualCommitment(input.serverSeed);
  const commitmentOk = hash === input.commitment;
  const matches = round.fixtures.flatMap((fixture, index) => {
    if (!fixture.result) return [];
    const drawn = fixture.result.drawn && fixture.weights !== null;
    const replayed = drawn ? replayDraw(input.serverSeed, input.entropy, index, fixture.weights!) : null;
    return [
      {
        index,
        fixtureId: fixture.id,
        home: fixture.home,
        away: fixture.away,
        served: fixture.result.outcome,
        replayed,
        ok: replayed === null ? null : replayed === fixture.result.outcome,
      },
    ];
  });
  return {
    hash,
    commitmentOk,
    matches,
    verified:
      commitmentOk &&
      matches.length === round.fixtures.length &&
      matches.every((match) => match.ok !== false),
  };
}
