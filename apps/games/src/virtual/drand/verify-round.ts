import { createHash } from "node:crypto";
import { bls12_381 } from "@noble/curves/bls12-381.js";
import { z } from "zod";
import type { BeaconValue } from "../beacon.ts";
import { QUICKNET, QUICKNET_SOURCE } from "./quicknet.ts";

/*
 * A relay is only a courier: what it answers is accepted only if the League of Entropy's threshold
 * key signed that round. So a relay that lies (or is compromised) can withhold a round, never choose
 * one.
 */

/** A relay's answer to GET /<chain hash>/public/<round>; other fields are ignored. */
const relayRoundSchema = z.object({
  round: z.number().int().positive(),
  randomness: z.string().regex(/^[0-9a-f]{64}$/, "randomness must be 32 bytes of lowercase hex"),
  signature: z.string().regex(/^[0-9a-f]{96}$/, "signature must be a 48-byte G1 point in lowercase hex"),
});

export type VerifiedRound = { ok: true; value: BeaconValue } | { ok: false; reason: string };

const publicKey = Buffer.from(QUICKNET.publicKey, "hex");

function sha256(bytes: Uint8Array): Buffer {
  return createHash("sha256").update(bytes).digest();
}

/** quicknet signs SHA-256 of the round number as 8 bytes, big-endian (nothing of the previous round). */
export function quicknetMessage(round: number): Buffer {
  const roundBytes = Buffer.alloc(8);
  roundBytes.writeBigUInt64BE(BigInt(round));
  return sha256(roundBytes);
}

/**
 * Accepts `answer` as quicknet's round `expectedRound` only when it is that round, its signature
 * verifies under the chain's public key, and its randomness is SHA-256 of the signature (the value
 * used is the one the signature fixes, never a relay's own).
 */
export function verifyQuicknetRound(answer: unknown, expectedRound: number): VerifiedRound {
  const parsed = relayRoundSchema.safeParse(answer);
  if (!parsed.success) return { ok: false, reason: `malformed answer: ${z.prettifyError(parsed.error)}` };
  const { round, randomness, signature } = parsed.data;
  if (round !== expectedRound)
    return { ok: false, reason: `answered round ${round}, asked ${expectedRound}` };
  const signatureBytes = Buffer.from(signature, "hex");
  if (sha256(signatureBytes).toString("hex") !== randomness) {
    return { ok: false, reason: "randomness is not SHA-256 of the signature" };
  }
  const bls = bls12_381.shortSignatures;
  let valid: boolean;
  try {
    valid = bls.verify(signatureBytes, bls.hash(quicknetMessage(round), QUICKNET.dst), publicKey);
  } catch (error) {
    // Bytes that are not a point of G1's subgroup throw while decoding: as forged as a wrong point.
    return { ok: false, reason: `signature is not a G1 point: ${(error as Error).message}` };
  }
  if (!valid) return { ok: false, reason: "BLS signature does not verify under quicknet's public key" };
  return { ok: true, value: { source: QUICKNET_SOURCE, round, randomness } };
}
