import { createHash, randomBytes, randomInt } from "node:crypto";

/*
 * A cycle's drop point and its commitment (docs/decisions/042). The published format:
 *
 *   commitment = lowercase hex of SHA-256(ASCII(point) ‖ ASCII(nonce))
 *
 * where `point` is the drop point in the currency's minor units written in decimal without
 * separators or leading zeros ("123456" for KSh 1,234.56) and `nonce` is 256 random bits as 64
 * lowercase hex digits. The nonce has a fixed length, so the message splits one way only, and its
 * 256 bits make the point impossible to find by hashing every amount of the range. Anyone can check
 * a revealed drop with `printf '%s%s' <point> <nonce> | sha256sum`.
 */

/** randomInt's bound: ranges up to 2^48 − 1 minor units, far above any pool's (MAX_WALLET_CALL_AMOUNT). */
const MAX_RANGE = 2 ** 48 - 1;

/** A drop point drawn uniformly from seed + 1 … must-drop (a cycle never drops at its start). */
export function drawDropPoint(seed: bigint, mustDrop: bigint): bigint {
  const span = mustDrop - seed;
  if (span < 1n || span > BigInt(MAX_RANGE))
    throw new RangeError(`no drop range above ${seed} to ${mustDrop}`);
  return seed + 1n + BigInt(randomInt(0, Number(span)));
}

export function newNonce(): string {
  return randomBytes(32).toString("hex");
}

/** The bytes hashed: the point's decimal digits followed by the nonce's hex digits. */
export function commitmentMessage(point: bigint, nonce: string): string {
  if (point < 0n) throw new RangeError("a drop point is not negative");
  if (!/^[0-9a-f]{64}$/.test(nonce)) throw new TypeError("a nonce is 64 lowercase hex digits");
  return `${point.toString()}${nonce}`;
}

export function commitmentOf(point: bigint, nonce: string): string {
  return createHash("sha256").update(commitmentMessage(point, nonce), "ascii").digest("hex");
}
