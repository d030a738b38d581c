import { bytesToHex, GAME_HASH_PATTERN, hexToBytes } from "./hex.ts";
import { sha256Link, sha256Repeat } from "./sha256.ts";

/*
 * The chain of game hashes, consumed in reverse (bustabit's scheme). A secret seed is position L;
 * each position below is the SHA-256 of the 32 raw bytes of the one above it; position 0, the
 * terminating hash, is published before the first round. Game n plays position n, so
 *
 *   hash(n) = SHA-256(hash(n + 1))   and   SHA-256 applied n times to hash(n) = the terminating hash.
 *
 * A revealed hash proves every earlier round (hash it to get theirs) and says nothing of the later
 * ones (SHA-256 cannot be run backwards).
 */

/** The hash of the round before: SHA-256 of this one's raw bytes. */
export function previousGameHash(gameHash: string): string {
  return bytesToHex(sha256Link(hexToBytes(gameHash)));
}

/** The hash `steps` positions lower in the chain (steps SHA-256s). */
export function walkChain(gameHash: string, steps: number): string {
  return bytesToHex(sha256Repeat(hexToBytes(gameHash), steps));
}

/**
 * How many SHA-256s lead from the hash to the terminating hash: the game's position in the chain,
 * or null if the terminating hash is not reached within `maxSteps` (a hash of another chain, or
 * forged).
 */
export function chainPosition(gameHash: string, terminatingHash: string, maxSteps: number): number | null {
  if (!GAME_HASH_PATTERN.test(gameHash) || !GAME_HASH_PATTERN.test(terminatingHash)) return null;
  if (gameHash === terminatingHash) return 0;
  const target = hexToBytes(terminatingHash);
  let found: number | null = null;
  const words = new Int32Array(8);
  for (let i = 0; i < 8; i++) {
    words[i] =
      (target[i * 4]! << 24) | (target[i * 4 + 1]! << 16) | (target[i * 4 + 2]! << 8) | target[i * 4 + 3]!;
  }
  sha256Repeat(hexToBytes(gameHash), maxSteps, (step, state) => {
    if (!sameWords(state, words)) return false;
    found = step;
    return true;
  });
  return found;
}

function sameWords(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < 8; i++) if (a[i] !== b[i]) return false;
  return true;
}

export interface ChainWalkProgress {
  /** SHA-256s done so far. */
  done: number;
  total: number;
}

/**
 * chainPosition in slices, yielding between them, so a page stays responsive while it walks 10^6
 * links (about a second of hashing): `onProgress` after each slice. Resolves as chainPosition.
 */
export async function chainPositionInSlices(
  gameHash: string,
  terminatingHash: string,
  maxSteps: number,
  options: { sliceSteps?: number; onProgress?: (progress: ChainWalkProgress) => void } = {},
): Promise<number | null> {
  if (!GAME_HASH_PATTERN.test(gameHash) || !GAME_HASH_PATTERN.test(terminatingHash)) return null;
  if (gameHash === terminatingHash) return 0;
  const slice = options.sliceSteps ?? 50_000;
  let current = gameHash;
  for (let done = 0; done < maxSteps; ) {
    const steps = Math.min(slice, maxSteps - done);
    const position = chainPosition(current, terminatingHash, steps);
    if (position !== null) return done + position;
    current = walkChain(current, steps);
    done += steps;
    options.onProgress?.({ done, total: maxSteps });
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}
