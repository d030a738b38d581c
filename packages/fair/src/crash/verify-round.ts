import { chainPosition, chainPositionInSlices } from "./chain.ts";
import { crashPoint } from "./crash-point.ts";
import { GAME_HASH_PATTERN } from "./hex.ts";

/*
 * What the in-browser verifier checks for a past round: its crash point from the revealed hash and
 * the salt, and that the hash belongs to the published chain, at the round's position.
 */

export interface CrashRoundClaim {
  /** The round's revealed hash (64 hex digits). */
  hash: string;
  /** The chain's salt, fixed after the terminating hash was published. */
  salt: string;
  /** The chain's terminating hash, published before its first round. */
  terminatingHash: string;
  /** The round's position in the chain (its number, for the first chain), if claimed. */
  position?: number;
  /** The crash point (hundredths) the round was shown with, if claimed. */
  crashPoint?: number;
}

export interface CrashRoundVerification {
  /** What the hash and salt give, in hundredths. */
  crashPoint: number;
  /** SHA-256s from the hash to the terminating hash, or null when it was not reached. */
  position: number | null;
  /** The hash is in the chain (at the claimed position, when one was claimed) and gives the claimed crash point. */
  verified: boolean;
}

function conclude(claim: CrashRoundClaim, position: number | null): CrashRoundVerification {
  const point = crashPoint(claim.hash, claim.salt);
  return {
    crashPoint: point,
    position,
    verified:
      position !== null &&
      (claim.position === undefined || claim.position === position) &&
      (claim.crashPoint === undefined || claim.crashPoint === point),
  };
}

/** Synchronous: fine for thousands of links (a test, a worker). */
export function verifyCrashRound(claim: CrashRoundClaim, maxSteps: number): CrashRoundVerification {
  if (!GAME_HASH_PATTERN.test(claim.hash)) return { crashPoint: 0, position: null, verified: false };
  return conclude(claim, chainPosition(claim.hash, claim.terminatingHash, maxSteps));
}

/** For a page: walks in slices (10^6 links in about a second of hashing) and reports progress. */
export async function verifyCrashRoundInSlices(
  claim: CrashRoundClaim,
  maxSteps: number,
  onProgress?: (progress: { done: number; total: number }) => void,
): Promise<CrashRoundVerification> {
  if (!GAME_HASH_PATTERN.test(claim.hash)) return { crashPoint: 0, position: null, verified: false };
  const position = await chainPositionInSlices(claim.hash, claim.terminatingHash, maxSteps, {
    ...(onProgress ? { onProgress } : {}),
  });
  return conclude(claim, position);
}
