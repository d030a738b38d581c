import { bytesToHex, hexToBytes } from "./hex.ts";
import { hmacSha256 } from "./sha256.ts";

/*
 * bustabit v2's crash point, as its open-source verifier computes it (github.com/bustabit/verifier,
 * src/utils/math.ts, for the games after its VX period):
 *
 *   1. h = HMAC_SHA256(key = the salt's text, message = the game hash's 32 raw bytes)
 *   2. r = the first 52 bits of h (its first 13 hex digits)
 *   3. X = r / 2^52, uniform in [0, 1)
 *   4. crash = max(1, floor(99 / (1 − X)) / 100)
 *
 * P(crash ≥ m) = 0.99 / m for every m ≥ 1.01: whatever the target, a bet returns 99 % (a 1 % house
 * edge), and 1.98 % of rounds (1 − 0.99 / 1.01) bust at 1.00×, where no cash-out is taken. The floating-point steps are bustabit's own, so the same
 * hash and salt give the same crash point here and there (crash-point.test.ts, its real rounds).
 */

/** The house edge, in percent, and what every cash-out target returns on average. */
export const CRASH_HOUSE_EDGE_PERCENT = 1;
export const CRASH_RTP_PERCENT = 99;

const encoder = new TextEncoder();

/**
 * A round's crash point in hundredths (146 is 1.46×; at least 100). Above 2^53 hundredths (a
 * 10^13× round) the value is bustabit's double, an integer but no longer every integer.
 */
export function crashPoint(gameHash: string, salt: string): number {
  const hmac = bytesToHex(hmacSha256(encoder.encode(salt), hexToBytes(gameHash)));
  const r = Number.parseInt(hmac.slice(0, 13), 16);
  const x = r / 2 ** 52;
  return Math.max(100, Math.floor(99 / (1 - x)));
}

/** Hundredths as the multiplier players read: 146 → "1.46". */
export function formatMultiplier(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}
