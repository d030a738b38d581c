import { compress, INITIAL, sha256 } from "./crash/sha256.ts";
import { compressX4 } from "./sha256-x4/compress-x4.ts";

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
const single = new Int32Array(DIGEST_WORDS);
let tailScratch = new Uint8Array(2 * BLOCK_BYTES);
let joinScratch = new Uint8Array(4 * BLOCK_BYTES);
const OUTER_LENGTH_BITS = (BLOCK_BYTES + 32) * 8;
/** Whose pad states the SIMD lanes hold (compress-x4.ts `inner`, `outer`). */
let loadedIntoX4: PrefixedHmacSha256 | undefined;
const keyBlock = new Uint8Array(BLOCK_BYTES);
const EMPTY = new Uint8Array(0);

function readWords(bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const at = offset + i * 4;
    words[i] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
  }
}

/** compress(state, words): in a SIMD lane where there are some, faster than plain TS even alone. */
function compressWords(state: Int32Array): void {
  const x4 = compressX4();
  if (!x4) {
    compress(state, words);
    return;
  }
  for (let k = 0; k < DIGEST_WORDS; k++) x4.state[4 * k] = state[k]!;
  for (let j = 0; j < 16; j++) x4.words[4 * j] = words[j]!;
  x4.run();
  for (let k = 0; k < DIGEST_WORDS; k++) state[k] = x4.state[4 * k]!;
}

/**
 * The states after the key XOR the outer (0x5c) and the inner (0x36) pad, one block each: where the
 * two hashes start. Two lanes of one SIMD compression where there are some (once per match day).
 */
function padStates(key: Uint8Array): [outer: Int32Array, inner: Int32Array] {
  keyBlock.fill(0);
  keyBlock.set(key);
  readWords(keyBlock, 0);
  const outer = new Int32Array(INITIAL);
  const inner = new Int32Array(INITIAL);
  const x4 = compressX4();
  if (!x4) {
    const keyWords = words.slice(0, 16);
    for (let i = 0; i < 16; i++) words[i] = keyWords[i]! ^ 0x5c5c5c5c;
    compress(outer, words);
    for (let i = 0; i < 16; i++) words[i] = keyWords[i]! ^ 0x36363636;
    compress(inner, words);
    return [outer, inner];
  }
  for (let k = 0; k < DIGEST_WORDS; k++) x4.state.fill(INITIAL[k]!, 4 * k, 4 * k + 2);
  for (let j = 0; j < 16; j++) {
    x4.words[4 * j] = words[j]! ^ 0x5c5c5c5c;
    x4.words[4 * j + 1] = words[j]! ^ 0x36363636;
  }
  x4.run();
  for (let k = 0; k < DIGEST_WORDS; k++) {
    outer[k] = x4.state[4 * k]!;
    inner[k] = x4.state[4 * k + 1]!;
  }
  return [outer, inner];
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
    const [outer, inner] = padStates(block);
    const start = new PrefixedHmacSha256(outer, inner, EMPTY, BLOCK_BYTES);
    return start.extend(prefix);
  }

  /** The same key, the prefix followed by `more` (the state so far is reused, not recomputed). */
  extend(more: Uint8Array): PrefixedHmacSha256 {
    const length = this.tail.length + more.length;
    // Joined in a shared scratch: a typed array over 64 bytes is allocated outside V8's heap, which
    // costs more than a compression (once per match day, at 100,000 a second).
    if (joinScratch.length < length) joinScratch = new Uint8Array(length);
    joinScratch.set(this.tail);
    joinScratch.set(more, this.tail.length);
    const whole = length - (length % BLOCK_BYTES);
    const tail = joinScratch.slice(whole, length);
    // A short extension (a stream's `${nonce}:`) fills no block: it keeps this state, no copy.
    if (whole === 0) return new PrefixedHmacSha256(this.outerState, this.innerState, tail, this.hashedBytes);
    const state = new Int32Array(this.innerState);
    for (let offset = 0; offset < whole; offset += BLOCK_BYTES) {
      readWords(joinScratch, offset);
      compressWords(state);
    }
    return new PrefixedHmacSha256(this.outerState, state, tail, this.hashedBytes + whole);
  }

  /**
   * Writes HMAC(key, prefix + suffix) into `out` as 8 big-endian 32-bit words (a digest's bytes
   * b0..b3 are word 0). Only `suffix[0..suffixLength)` is read, so a caller may reuse one buffer.
   */
  digestWords(suffix: Uint8Array, out: Int32Array, suffixLength = suffix.length): void {
    if (suffixLength > suffix.length) throw new RangeError("the suffix is shorter than its length");
    const padded = this.lastBlocks(suffix, suffixLength, tailScratch);
    if (padded > tailScratch.length) {
      tailScratch = new Uint8Array(padded);
      this.lastBlocks(suffix, suffixLength, tailScratch);
    }
    inner.set(this.innerState);
    for (let offset = 0; offset < padded; offset += BLOCK_BYTES) {
      readWords(tailScratch, offset);
      compress(inner, words);
    }
    // The outer hash: its pad's state, then the inner digest (32 bytes) and padding, one block.
    words.set(inner);
    words[8] = 0x80000000 | 0;
    words.fill(0, 9, 15);
    words[15] = OUTER_LENGTH_BITS;
    out.set(this.outerState);
    compress(out, words);
  }

  /**
   * `digestWords` of two to four suffixes at once, four SHA-256 lanes in WebAssembly SIMD
   * (sha256-x4/, decision 051): HMAC(key, prefix + suffixes[i][0 … suffixLength)) for i < lanes, into
   * out[8i … 8i + 7]. The same words as one by one, which is what it does where SIMD is missing.
   */
  digestWordsX4(suffixes: readonly Uint8Array[], lanes: number, suffixLength: number, out: Int32Array): void {
    if (lanes > 4 || lanes > suffixes.length || out.length < 8 * lanes)
      throw new RangeError("up to 4 suffixes, 8 words out each");
    const x4 = compressX4();
    if (!x4 || lanes < 2) {
      for (let lane = 0; lane < lanes; lane++) {
        this.digestWords(suffixes[lane]!, single, suffixLength);
        out.set(single, 8 * lane);
      }
      return;
    }
    for (let lane = 0; lane < lanes; lane++)
      if (suffixLength > suffixes[lane]!.length) throw new RangeError("a suffix is shorter than its length");
    const padded = this.lastBlocks(suffixes[0]!, suffixLength, tailScratch);
    if (padded > tailScratch.length) {
      tailScratch = new Uint8Array(padded);
      this.lastBlocks(suffixes[0]!, suffixLength, tailScratch);
    }
    const state = x4.state;
    if (padded === BLOCK_BYTES) {
      // One block after the prefix (a virtual event's usual case): both compressions in one call, the
      // pad states loaded once per prefix (a match day), not once per batch.
      if (loadedIntoX4 !== this) {
        for (let k = 0; k < 32; k++) x4.inner[k] = this.innerState[k >> 2]!;
        for (let k = 0; k < 32; k++) x4.outer[k] = this.outerState[k >> 2]!;
        loadedIntoX4 = this;
      }
      this.laneWords(x4.words, suffixes, lanes, suffixLength, 0);
      x4.hmac();
    } else {
      for (let k = 0; k < 32; k++) state[k] = this.innerState[k >> 2]!;
      for (let offset = 0; offset < padded; offset += BLOCK_BYTES) {
        this.laneWords(x4.words, suffixes, lanes, suffixLength, offset);
        x4.run();
      }
      // The outer block's first 8 words are the inner digest, interleaved as the state already is.
      x4.words.set(state);
      x4.words.fill(0x80000000 | 0, 32, 36);
      x4.words.fill(0, 36, 60);
      x4.words.fill(OUTER_LENGTH_BITS, 60, 64);
      for (let k = 0; k < 32; k++) state[k] = this.outerState[k >> 2]!;
      x4.run();
    }
    for (let lane = 0; lane < lanes; lane++)
      for (let k = 0; k < DIGEST_WORDS; k++) out[8 * lane + k] = state[4 * k + lane]!;
  }

  /**
   * The lanes' words of the inner message's block at `offset` (tailScratch holds lane 0's last
   * blocks). The lanes differ only in the words holding the suffix: lane 0's block is read whole and
   * copied to every lane, then each other lane's suffix words are read over it. Lanes past `lanes`
   * hash lane 0's block again: their results are not read.
   */
  private laneWords(
    lanesWords: Int32Array,
    suffixes: readonly Uint8Array[],
    lanes: number,
    suffixLength: number,
    offset: number,
  ): void {
    const tailLength = this.tail.length;
    const firstWord = tailLength >> 2;
    const lastWord = (tailLength + suffixLength - 1) >> 2;
    const base = offset >> 2;
    for (let lane = 0; lane < lanes; lane++) {
      const suffix = suffixes[lane]!;
      for (let i = 0; i < suffixLength; i++) tailScratch[tailLength + i] = suffix[i]!;
      if (lane === 0) {
        readWords(tailScratch, offset);
        for (let k = 0; k < 64; k++) lanesWords[k] = words[k >> 2]!;
        continue;
      }
      const to = Math.min(lastWord, base + 15);
      for (let word = Math.max(firstWord, base); word <= to; word++) {
        const at = word * 4;
        lanesWords[4 * (word - base) + lane] =
          (tailScratch[at]! << 24) |
          (tailScratch[at + 1]! << 16) |
          (tailScratch[at + 2]! << 8) |
          tailScratch[at + 3]!;
      }
    }
  }

  /**
   * Writes the inner message's last bytes (the prefix's tail, the suffix, 0x80, zeros, the 64-bit
   * big-endian length in bits) into `target` if it is long enough; returns their length (whole blocks).
   */
  private lastBlocks(suffix: Uint8Array, suffixLength: number, target: Uint8Array): number {
    const tailLength = this.tail.length;
    const length = tailLength + suffixLength;
    const padded = Math.ceil((length + 9) / BLOCK_BYTES) * BLOCK_BYTES;
    if (target.length < padded) return padded;
    target.set(this.tail);
    for (let i = 0; i < suffixLength; i++) target[tailLength + i] = suffix[i]!;
    target[length] = 0x80;
    target.fill(0, length + 1, padded - 8);
    const bits = (this.hashedBytes + length) * 8;
    const high = Math.floor(bits / 0x100000000);
    const low = bits >>> 0;
    for (let i = 0; i < 4; i++) {
      target[padded - 8 + i] = (high >>> (24 - 8 * i)) & 0xff;
      target[padded - 4 + i] = (low >>> (24 - 8 * i)) & 0xff;
    }
    return padded;
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
