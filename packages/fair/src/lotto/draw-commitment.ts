import { webServerSeedHash } from "../web-fair-floats.ts";
import { type DrawShape, drawNumbers } from "./draw-numbers.ts";

/*
 * Commit and reveal for a scheduled draw. When the draw is created (before its sales open) it gets a
 * new server seed, kept secret, and its commitment, SHA-256 (hex) of the seed's text (the slots'
 * commitment, fairness module), shown on the draw's page with the public client seed
 * (draw-numbers.ts `drawClientSeed`). At the draw the balls are drawNumbers(seed, client seed,
 * DRAW_NONCE); the seed is revealed with the result, and anyone can check both with verifyDraw.
 *
 * Isomorphic like ../web-fair-floats.ts (WebCrypto only, no Node import): the verifier page
 * runs verifyDraw itself, and the browser bundle cannot resolve node:crypto. For that reason the seed
 * comes from crypto.getRandomValues (the same operating-system CSPRNG as Node's randomBytes, in the
 * same format as ../node-fair-floats.ts generateServerSeed: 32 bytes in hex), and the
 * commitment from webServerSeedHash, equal to node-fair-floats' serverSeedHash (draw-commitment.test.ts).
 */

/** A new draw's server seed: 32 random bytes (CSPRNG), 64 lowercase hex digits. */
export function generateDrawSeed(): string {
  const crypto = globalThis.crypto;
  if (!crypto?.getRandomValues) throw new Error("WebCrypto (crypto.getRandomValues) is not available here");
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A draw's commitment: SHA-256 (hex) of its server seed's text, as for the slots. */
export function drawCommitment(serverSeed: string): Promise<string> {
  return webServerSeedHash(serverSeed);
}

/** A new draw's secret seed and the commitment to publish before sales open. */
export async function commitDraw(): Promise<{ serverSeed: string; commitment: string }> {
  const serverSeed = generateDrawSeed();
  return { serverSeed, commitment: await drawCommitment(serverSeed) };
}

export interface DrawVerification {
  /** SHA-256 of the revealed seed is the commitment published before sales opened. */
  hashOk: boolean;
  /** The balls the seeds give are the published balls, in the same order (ball 1 decides Direct 1). */
  match: boolean;
  /** The balls the seeds give, in order. */
  balls: number[];
}

/**
 * What the verifier page computes: the revealed seed against the commitment (case and surrounding
 * spaces of the pasted commitment ignored), and the balls of (revealed seed, client seed, nonce) for
 * the game's shape against the published balls. The draw is verified when both hashOk and match
 * hold; the balls are computed even when the hash fails, to show what the revealed seed gives.
 */
export async function verifyDraw(
  revealedSeed: string,
  commitment: string,
  clientSeed: string,
  nonce: number,
  expectedBalls: readonly number[],
  shape: DrawShape,
): Promise<DrawVerification> {
  const [hash, balls] = await Promise.all([
    drawCommitment(revealedSeed),
    drawNumbers({ serverSeed: revealedSeed, clientSeed, nonce }, shape),
  ]);
  const match = expectedBalls.length === balls.length && balls.every((ball, i) => expectedBalls[i] === ball);
  return { hashOk: hash === commitment.trim().toLowerCase(), match, balls };
}
