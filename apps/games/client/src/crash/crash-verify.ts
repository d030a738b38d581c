import { GAME_HASH_PATTERN, verifyCrashRoundInSlices } from "@platform/fair/crash";

/*
 * The in-browser check of a past round (docs/decisions/040): its crash point recomputed from the
 * revealed hash and the chain's salt, and the hash walked with SHA-256 to the chain's published
 * terminating hash. A round's chain is the one whose rounds from `first_round` on it plays, at
 * position (round − first_round + 1). Nothing is sent anywhere.
 */

export interface ChainRef {
  id: number;
  first_round: number;
  terminating_hash: string | null;
  salt: string | null;
  /** Links in the chain (the rules give it; the history does not). */
  length?: number;
}

/** The chain that plays a round: the latest whose first round is at or before it. */
export function chainOf<T extends ChainRef>(roundId: number, chains: T[]): T | null {
  let found: T | null = null;
  for (const chain of chains) {
    if (chain.first_round <= roundId && (!found || chain.first_round > found.first_round)) found = chain;
  }
  return found;
}

export interface VerifyInput {
  hash: string;
  salt: string;
  terminatingHash: string;
  /** The chain's first round, when known: a position found then names its round. */
  firstRound: number | null;
  /** The round the hash is said to be: with the first round, it fixes the position to reach. */
  round: { id: number; shownCrashPoint: number | null } | null;
  /** Without a claimed position: how far to walk before giving up (the chain's length). */
  maxSteps: number;
}

export interface VerifyResult {
  /** What the hash and salt give (hundredths). */
  crashPoint: number;
  /** The claimed round's crash point equals the recomputed one; null when none was claimed. */
  pointMatches: boolean | null;
  /** Links walked to the terminating hash, or null when it was not reached. */
  position: number | null;
  /** The round that position is (first round + position − 1), when the chain's first round is known. */
  roundAtPosition: number | null;
  /** The hash is in the chain (at the claimed round's position, when one was claimed). */
  chainHolds: boolean;
  /** Links the walk may take at most. */
  steps: number;
}

/** The verifier's fields, normalised; null when one is not what it must be. */
export function readInput(fields: { hash: string; salt: string; terminatingHash: string }): {
  hash: string;
  salt: string;
  terminatingHash: string;
} | null {
  const hash = fields.hash.trim().toLowerCase();
  const terminatingHash = fields.terminatingHash.trim().toLowerCase();
  const salt = fields.salt.trim();
  if (!GAME_HASH_PATTERN.test(hash) || !GAME_HASH_PATTERN.test(terminatingHash) || !salt) return null;
  return { hash, salt, terminatingHash };
}

export async function verify(
  input: VerifyInput,
  onProgress?: (progress: { done: number; total: number }) => void,
): Promise<VerifyResult> {
  const { firstRound, round } = input;
  const claimed = round && firstRound !== null ? round.id - firstRound + 1 : undefined;
  // A claimed position is reached in exactly that many links or not at all: no need to walk further.
  const steps = claimed !== undefined && claimed > 0 ? claimed : input.maxSteps;
  const outcome = await verifyCrashRoundInSlices(
    {
      hash: input.hash,
      salt: input.salt,
      terminatingHash: input.terminatingHash,
      ...(claimed !== undefined ? { position: claimed } : {}),
    },
    steps,
    onProgress,
  );
  const shown = round?.shownCrashPoint ?? null;
  return {
    crashPoint: outcome.crashPoint,
    pointMatches: shown === null ? null : shown === outcome.crashPoint,
    position: outcome.position,
    roundAtPosition:
      outcome.position !== null && firstRound !== null ? firstRound + outcome.position - 1 : null,
    chainHolds: outcome.verified,
    steps,
  };
}
