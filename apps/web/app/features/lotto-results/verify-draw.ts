import { DRAW_NONCE, type DrawShape, drawCommitment, drawNumbers } from "@platform/fair";

/*
 * The draw verifier, run in the player's browser with WebCrypto through @platform/fair (the very
 * code the server drew with): SHA-256 of the revealed seed against the hash published before the
 * sales opened, and the balls of (seed, client seed, nonce 0) against the published numbers.
 */

export interface Recomputed {
  /** SHA-256 (hex) of the seed as given. */
  hash: string;
  /** The balls the seeds give, in the order drawn. */
  balls: number[];
  /** The hash equals the commitment; null when no commitment was given. */
  hashOk: boolean | null;
  /** The balls equal the published numbers, in order; null when none were given. */
  numbersOk: boolean | null;
}

export interface RecomputeInput {
  serverSeed: string;
  clientSeed: string;
  shape: DrawShape;
  commitment?: string | undefined;
  published?: readonly number[] | undefined;
}

/** Whether this page can compute SHA-256 (WebCrypto exists only on secure pages). */
export function canVerify(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === "function";
}

export async function recompute(input: RecomputeInput): Promise<Recomputed> {
  const [hash, balls] = await Promise.all([
    drawCommitment(input.serverSeed),
    drawNumbers(
      { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: DRAW_NONCE },
      input.shape,
    ),
  ]);
  const commitment = input.commitment?.trim().toLowerCase() ?? "";
  const published = input.published ?? [];
  return {
    hash,
    balls,
    hashOk: commitment === "" ? null : hash === commitment,
    numbersOk:
      published.length === 0
        ? null
        : published.length === balls.length && balls.every((ball, index) => published[index] === ball),
  };
}

/** "7, 23 45;61 88" → [7, 23, 45, 61, 88]: whatever separates the numbers a player pastes. */
export function parseNumbers(text: string): number[] {
  return (text.match(/\d+/g) ?? []).map(Number).filter((number) => Number.isSafeInteger(number));
}
