import { FLOATS_PER_BLOCK } from "./fair-floats.ts";
import type { FloatSource } from "./float-source.ts";
import { PrefixedHmacSha256 } from "./prefixed-hmac.ts";

/*
 * The fair float stream (fair-floats.ts: block `round` = HMAC_SHA256(server seed,
 * `${clientSeed}:${nonce}:${round}`)) of every nonce under one (server seed, client seed), in plain
 * TypeScript: the key and `${clientSeed}:` are hashed once, so a block costs about two SHA-256
 * compressions however long the client seed (a virtual event's entropy). `prefetch` computes the
 * first blocks of several nonces four at a time (WebAssembly SIMD where it runs, decision 051). The
 * same floats as FairFloatStream's, for the server and the browser's verifier alike.
 */

const encoder = new TextEncoder();

const keyScratch = new Uint8Array(256);
const prefixScratch = new Uint8Array(512);

/**
 * The UTF-8 bytes of `text` (then `suffix`), as a view of `scratch` (or of a larger one it returns in
 * its place), read before the next call. ASCII (hex seeds, the entropy line) is copied as is:
 * TextEncoder's fixed cost per call is more than a whole SHA-256 compression, and a fresh array of
 * over 64 bytes is allocated outside V8's heap, which costs about as much.
 */
function utf8(text: string, suffix: string, scratch: Uint8Array): Uint8Array {
  const length = text.length + suffix.length;
  const bytes = scratch.length >= length ? scratch : new Uint8Array(length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return encoder.encode(text + suffix);
    bytes[i] = code;
  }
  for (let i = 0; i < suffix.length; i++) {
    const code = suffix.charCodeAt(i);
    if (code >= 0x80) return encoder.encode(text + suffix);
    bytes[text.length + i] = code;
  }
  return bytes.subarray(0, length);
}

/** Writes `${nonce}:${round}` (ASCII: numbers only) into `target`; returns its length. */
function writeSuffix(nonce: number, round: number, target: Uint8Array): number {
  const text = `${nonce}:${round}`;
  for (let i = 0; i < text.length; i++) target[i] = text.charCodeAt(i);
  return text.length;
}

const TWO_POW_32 = 4294967296;
const SUFFIX_BYTES = 64; // longer than any `${nonce}:${round}` of two numbers
const suffixScratch = new Uint8Array(SUFFIX_BYTES);

export class PrefixedFairFloatStream implements FloatSource {
  private words: Int32Array;
  private position: number;
  private end: number;
  private round: number;
  private consumed = 0;
  /** False while `words` is the prefetched blocks, shared with any other stream of the nonce. */
  private ownsWords: boolean;

  /**
   * Nonce `nonce`'s stream under `seeded` (the key and `${clientSeed}:`). `prefetched` may hold its
   * first blocks, 8 words each, computed beforehand; later blocks are hashed here.
   */
  constructor(
    private readonly seeded: PrefixedHmacSha256,
    private readonly nonce: number,
    prefetched?: Int32Array,
  ) {
    this.words = prefetched ?? new Int32Array(FLOATS_PER_BLOCK);
    this.ownsWords = !prefetched;
    this.position = 0;
    this.end = prefetched ? prefetched.length : 0;
    this.round = this.end / FLOATS_PER_BLOCK;
  }

  next(): number {
    if (this.position === this.end) this.hashNextBlock();
    this.consumed++;
    // A float is the block's big-endian 32-bit word over 2³² (blockFloat): the word, unsigned.
    return (this.words[this.position++]! >>> 0) / TWO_POW_32;
  }

  private hashNextBlock(): void {
    if (!this.ownsWords) {
      this.words = new Int32Array(FLOATS_PER_BLOCK);
      this.ownsWords = true;
    }
    const length = writeSuffix(this.nonce, this.round++, suffixScratch);
    this.seeded.digestWords(suffixScratch, this.words, length);
    this.position = 0;
    this.end = FLOATS_PER_BLOCK;
  }

  /** Floats read so far. */
  get used(): number {
    return this.consumed;
  }
}

/** `floatsFor(nonce)`: the lazy float stream of each nonce under one server seed and client seed. */
export interface PrefixedFairFloats {
  (nonce: number): PrefixedFairFloatStream;
  /**
   * Hashes the first `blocks` blocks of each of `nonces`' streams now, four at a time, for the
   * streams `floatsFor` gives from then on (a virtual match day: 8 matches reading ~12 floats each).
   */
  prefetch(nonces: readonly number[], blocks?: number): void;
}

const laneSuffixes = [0, 1, 2, 3].map(() => new Uint8Array(SUFFIX_BYTES));
const batchOut = new Int32Array(4 * FLOATS_PER_BLOCK);

export function prefixedFairFloats(serverSeed: string, clientSeed: string): PrefixedFairFloats {
  const key = utf8(serverSeed, "", keyScratch);
  const prefix = utf8(clientSeed, ":", prefixScratch);
  const seeded = PrefixedHmacSha256.of(key, prefix);
  let prefetchedNonces: readonly number[] = [];
  let prefetched: Int32Array[] = [];
  const floatsFor = (nonce: number) => {
    const at = prefetchedNonces.indexOf(nonce);
    return new PrefixedFairFloatStream(seeded, nonce, at < 0 ? undefined : prefetched[at]);
  };
  floatsFor.prefetch = (nonces: readonly number[], blocks = 2) => {
    // One small array per stream (16 words: within V8's heap, cheap to allocate).
    const words = nonces.map(() => new Int32Array(blocks * FLOATS_PER_BLOCK));
    // Jobs in stream order (nonce, then round); a batch takes up to four of one suffix length.
    const jobs = nonces.length * blocks;
    let job = 0;
    while (job < jobs) {
      const first = job;
      const length = writeSuffix(nonces[Math.floor(job / blocks)]!, job % blocks, laneSuffixes[0]!);
      job++;
      while (job < jobs && job - first < 4) {
        const lane = laneSuffixes[job - first]!;
        if (writeSuffix(nonces[Math.floor(job / blocks)]!, job % blocks, lane) !== length) break;
        job++;
      }
      seeded.digestWordsX4(laneSuffixes, job - first, length, batchOut);
      for (let done = first; done < job; done++) {
        const target = words[Math.floor(done / blocks)]!;
        const at = (done % blocks) * FLOATS_PER_BLOCK;
        for (let i = 0; i < FLOATS_PER_BLOCK; i++)
          target[at + i] = batchOut[(done - first) * FLOATS_PER_BLOCK + i]!;
      }
    }
    prefetched = words;
    prefetchedNonces = nonces.slice();
  };
  return floatsFor;
}
