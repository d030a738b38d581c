/*
 * SHA-256 (FIPS 180-4) in plain TypeScript, synchronous, for the browser and the server alike.
 * WebCrypto's digest is asynchronous: one promise per link would make walking a chain of 10^6
 * hashes take minutes in a browser, where this takes about a second. `sha256Link` is the chain's
 * step (a 32-byte hash in, its hash out) on one preallocated block, without allocating per call.
 */

/** SHA-256's 64 round constants (FIPS 180-4 §4.2.2), also loaded into the SIMD module (sha256-x4). */
export const ROUND_CONSTANTS = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

export const INITIAL = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** Compresses the 16 words at `w[0..15]` (the rest is scratch) into `state`. */
export function compress(state: Int32Array, w: Int32Array): void {
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    // Ch and Maj in their shorter equivalent forms (one operation fewer each, in the hottest loop).
    const t1 = (h + S1 + (g ^ (e & (f ^ g))) + ROUND_CONSTANTS[i]! + w[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) | (c & (a | b)))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

function digestBytes(state: Int32Array): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const word = state[i]!;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = (word >>> 16) & 0xff;
    out[i * 4 + 2] = (word >>> 8) & 0xff;
    out[i * 4 + 3] = word & 0xff;
  }
  return out;
}

/** SHA-256 of any bytes. */
export function sha256(message: Uint8Array): Uint8Array {
  const state = new Int32Array(INITIAL);
  const w = new Int32Array(64);
  const bitLength = message.length * 8;
  // Message, 0x80, zeros, then the 64-bit big-endian length: a whole number of 64-byte blocks.
  const padded = new Uint8Array(Math.ceil((message.length + 9) / 64) * 64);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getInt32(offset + i * 4);
    compress(state, w);
  }
  return digestBytes(state);
}

const linkState = new Int32Array(8);
const linkWords = new Int32Array(64);

/**
 * SHA-256 of a 32-byte hash: one block (the hash, 0x80, zeros, length 256 bits), the words set
 * in place. The chain's step, so the one that runs millions of times.
 */
export function sha256Link(hash: Uint8Array): Uint8Array {
  if (hash.length !== 32) throw new RangeError("a chain link is 32 bytes");
  for (let i = 0; i < 8; i++) {
    linkWords[i] =
      (hash[i * 4]! << 24) | (hash[i * 4 + 1]! << 16) | (hash[i * 4 + 2]! << 8) | hash[i * 4 + 3]!;
  }
  linkWords[8] = 0x80000000 | 0;
  for (let i = 9; i < 15; i++) linkWords[i] = 0;
  linkWords[15] = 256;
  linkState.set(INITIAL);
  compress(linkState, linkWords);
  return digestBytes(linkState);
}

/** HMAC-SHA256 (RFC 2104). */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = block[i]! ^ 0x36;
    outer[i] = block[i]! ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256(inner), 64);
  return sha256(outer);
}

/**
 * Hashes a 32-byte hash `steps` times (each step the SHA-256 of the previous 32 bytes), staying in
 * 32-bit words between steps: the digest's words are the next block's first eight words.
 * `visit(step, words)` sees each result (step 1 is the first hash) if given, must not keep `words`,
 * and stops the walk by returning true (the result is then that step's hash).
 */
export function sha256Repeat(
  hash: Uint8Array,
  steps: number,
  visit?: (step: number, words: Int32Array) => boolean | undefined,
): Uint8Array {
  if (hash.length !== 32) throw new RangeError("a chain link is 32 bytes");
  const state = new Int32Array(8);
  const w = new Int32Array(64);
  for (let i = 0; i < 8; i++) {
    state[i] = (hash[i * 4]! << 24) | (hash[i * 4 + 1]! << 16) | (hash[i * 4 + 2]! << 8) | hash[i * 4 + 3]!;
  }
  for (let step = 1; step <= steps; step++) {
    w.set(state);
    w[8] = 0x80000000 | 0;
    w.fill(0, 9, 15);
    w[15] = 256;
    state.set(INITIAL);
    compress(state, w);
    if (visit?.(step, state)) break;
  }
  return digestBytes(state);
}
