/** Lowercase hex of bytes, and bytes of hex: what hashes look like on pages and in the database. */

const HEX = /^(?:[0-9a-f]{2})*$/i;

export function bytesToHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

export function hexToBytes(hex: string): Uint8Array {
  if (!HEX.test(hex)) throw new RangeError("not an even-length hex string");
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Eight big-endian 32-bit words (a SHA-256 state) as 64 hex digits. */
export function wordsToHex(words: Int32Array): string {
  let hex = "";
  for (let i = 0; i < 8; i++) hex += (words[i]! >>> 0).toString(16).padStart(8, "0");
  return hex;
}

/** A game hash: 64 lowercase hex digits. */
export const GAME_HASH_PATTERN = /^[0-9a-f]{64}$/;
