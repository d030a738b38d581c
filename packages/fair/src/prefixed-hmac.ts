import { compress, INITIAL, sha256 } from "./crash/sha256.ts";

/*
 * HMAC-SHA256 of many messages under one key that share a prefix, in plain TypeScript (synchronous,
 * for the browser's verifier and the server alike). A fair block is HMAC(server seed,
 * `${clientSeed}:${nonce}:${round}`): one key, and the client seed (a virtual event's entropy, ~200
 * bytes) in front of every message. Hashing each from scratch costs 5–7 SHA-256 compressions; SHA-256
 * reads 64-byte blocks in order, so the state after the key's inner pad and the prefix's whole blocks
 * can be kept, as can the state after the outer pad: then a block costs ~2 (the prefix's last bytes
 * with the suffix, and the outer hash). Same bytes as RFC 2104's HMAC (prefixed-hmac.test.ts).
 */

const BLOCK_BYTES = 64;
const DIGEST_WORDS = 8;

// Scratch for one call at a time: everything here is synchronous, so nothing is shared across calls.
const words = new Int32Array(64);
const inner = new Int32Array(DIGEST_WORDS);
let tailScratch = new Uint8Array(2 * BLOCK_BYTES);
const keyBlock = new Uint8Array(BLOCK_BYTES);
const EMPTY = new Uint8Array(0);

function readWords(bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const at = offset + i * 4;
    words[i] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
  }
}

/** `state` after the key XOR `pad` (one block): where the inner (0x36) and outer (0x5c) hashes start. */
function padState(key: Uint8Array, pad: number): Int32Array {
  keyBlock.fill(0);
  keyBlock.set(key);
  readWords(keyBlock, 0);
  for (let i = 0; i < 16; i++) words[i]! ^= pad * 0x01010101;
  const state = new Int32Array(INITIAL);
  compress(state, words);
  return state;
}

/** Immutable: `extend` and `digestWords` never write its states, so extensions may share them. */
export class PrefixedHmacSha256 {
  private constructor(
    private readonly outerState: Int32Array,
    /** The inner hash's state after the inner pad and the prefix's whole blocks. */
    private readonly innerState: Int32Array,
    /** The prefix's bytes after its whole blocks (fewer than 64). */
    private readonly tail: Uint8Array,
    /** Bytes already compressed into innerState (the pad, then whole blocks of the prefix). */
    private readonly hashedBytes: number,
  ) {}

  /** HMAC-SHA256 under `key` of messages that start with `prefix`. */
  static of(key: Uint8Array, prefix: Uint8Array = EMPTY): PrefixedHmacSha256 {
    const block = key.length > BLOCK_BYTES ? sha256(key) : key;
    const start = new PrefixedHmacSha256(padState(block, 0x5c), padState(block, 0x36), EMPTY, BLOCK_BYTES);
    return start.extend(prefix);
  }

  /** The same key, the prefix followed by `more` (the state so far is reused, not recomputed). */
  extend(more: Uint8Array): PrefixedHmacSha256 {
    const bytes = new Uint8Array(this.tail.length + more.length);
    bytes.set(this.tail);
    bytes.set(more, this.tail.length);
    const whole = bytes.length - (bytes.length % BLOCK_BYTES);
    // A short extension (a stream's `${nonce}:`) fills no block: it keeps this state, no copy.
    if (whole === 0) return new PrefixedHmacSha256(this.outerState, this.innerState, bytes, this.hashedBytes);
    const state = new Int32Array(this.innerState);
    for (let offset = 0; offset < whole; offset += BLOCK_BYTES) {
      readWords(bytes, offset);
      compress(state, words);
    }
    return new PrefixedHmacSha256(this.outerState, state, bytes.slice(whole), this.hashedBytes + whole);
  }

  /**
   * Writes HMAC(key, prefix + suffix) into `out` as 8 big-endian 32-bit words (a digest's bytes
   * b0..b3 are word 0). Only `suffix[0..suffixLength)` is read, so a caller may reuse one buffer.
   */
  digestWords(suffix: Uint8Array, out: Int32Array, suffixLength = suffix.length): void {
    if (suffixLength > suffix.length) throw new RangeError("the suffix is shorter than its length");
    const tailLength = this.tail.length;
    const length = tailLength + suffixLength;
    // The message's last bytes, 0x80, zeros, then its 64-bit big-endian length in bits.
    const padded = Math.ceil((length + 9) / BLOCK_BYTES) * BLOCK_BYTES;
    if (tailScratch.length < padded) tailScratch = new Uint8Array(padded);
    const last = tailScratch;
    last.set(this.tail);
    for (let i = 0; i < suffixLength; i++) last[tailLength + i] = suffix[i]!;
    last[length] = 0x80;
    last.fill(0, length + 1, padded - 8);
    const bits = (this.hashedBytes + length) * 8;
    const high = Math.floor(bits / 0x100000000);
    const low = bits >>> 0;
    for (let i = 0; i < 4; i++) {
      last[padded - 8 + i] = (high >>> (24 - 8 * i)) & 0xff;
      last[padded - 4 + i] = (low >>> (24 - 8 * i)) & 0xff;
    }
    inner.set(this.innerState);
    for (let offset = 0; offset < padded; offset += BLOCK_BYTES) {
      readWords(last, offset);
      compress(inner, words);
    }
    // The outer hash: its pad's state, then the inner digest (32 bytes) and padding, one block.
    words.set(inner);
    words[8] = 0x80000000 | 0;
    words.fill(0, 9, 15);
    words[15] = (BLOCK_BYTES + 32) * 8;
    out.set(this.outerState);
    compress(out, words);
  }

  /** HMAC(key, prefix + suffix) as 32 bytes. */
  digest(suffix: Uint8Array): Uint8Array {
    const result = new Int32Array(DIGEST_WORDS);
    this.digestWords(suffix, result);
    const bytes = new Uint8Array(32);
    for (let i = 0; i < DIGEST_WORDS; i++) {
      const word = result[i]!;
      bytes[i * 4] = word >>> 24;
      bytes[i * 4 + 1] = (word >>> 16) & 0xff;
      bytes[i * 4 + 2] = (word >>> 8) & 0xff;
      bytes[i * 4 + 3] = word & 0xff;
    }
    return bytes;
  }
}
