import type { VirtualMatchDay, VirtualMatchEvent } from "@platform/contracts";
import { type MatchOutcome, type VirtualFixture, verifyMatchDay, virtualCommitment } from "@platform/sports";

/*
 * The verifier's view of a match day (decision 047): `verifyMatchDay` replays every match in the
 * browser from the revealed seed and the entropy line (synchronous, no WebCrypto, no server), and
 * compares each replay with what was served: score, half-time score, every goal and card with its
 * second. A player may paste another seed, entropy or commitment to recompute.
 */

export interface VerifyInput {
  serverSeed: string;
  entropy: string;
  commitment: string;
}

export interface MatchVerdict {
  index: number;
  fixtureId: string;
  home: string;
  away: string;
  replayed: MatchOutcome;
  /** Whether the served outcome is the replay's; null when nothing was served to compare. */
  ok: boolean | null;
}

export interface MatchDayVerdict {
  /** SHA-256 of the seed's text. */
  hash: string;
  commitmentOk: boolean;
  matches: MatchVerdict[];
  verified: boolean;
}

/** The served day's own seed, entropy and commitment; null until the seed is revealed. */
export function servedInput(day: VirtualMatchDay): VerifyInput | null {
  if (!day.server_seed || day.entropy === null) return null;
  return { serverSeed: day.server_seed, entropy: day.entropy, commitment: day.commitment };
}

export function fixturesOf(day: VirtualMatchDay): VirtualFixture[] {
  return day.matches.map((match) => ({
    index: match.index,
    home: match.home,
    away: match.away,
    expectedGoals: { home: match.expected_goals.home, away: match.expected_goals.away },
    rho: match.rho,
  }));
}

function servedEvent(event: VirtualMatchEvent) {
  return {
    second: event.second,
    kind: event.kind,
    side: event.side,
    ...(event.score ? { score: event.score } : {}),
  };
}

export function verifyServedMatchDay(day: VirtualMatchDay, input: VerifyInput): MatchDayVerdict {
  // A void day may have no results to compare: then the replay is shown as what it would have been.
  const comparable = day.matches.every((match) => match.score !== null);
  const published = comparable
    ? day.matches.map((match) =>
        match.half_time
          ? { score: match.score!, halfTime: match.half_time, events: match.events.map(servedEvent) }
          : match.score!,
      )
    : undefined;
  const result = verifyMatchDay({
    serverSeed: input.serverSeed,
    commitment: input.commitment,
    entropy: input.entropy,
    fixtures: fixturesOf(day),
    ...(published ? { published } : {}),
  });
  return {
    hash: virtualCommitment(input.serverSeed),
    commitmentOk: result.commitmentOk,
    verified: result.verified && comparable,
    matches: day.matches.map((match, i) => ({
      index: match.index,
      fixtureId: match.fixture_id,
      home: match.home,
      away: match.away,
      replayed: result.outcomes[i]!,
      ok: comparable ? !result.mismatches.includes(i) && !result.mismatches.includes(-1) : null,
    })),
  };
}
