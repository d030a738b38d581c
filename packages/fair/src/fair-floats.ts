import type { FloatSource } from "./float-source.ts";

/*
 * Provably fair floats, Stake standard: block `round` of a (server seed, client seed, nonce) triple is
 * HMAC_SHA256(key = server seed, message = `${clientSeed}:${nonce}:${round}`), 32 bytes read as 8
 * floats of 4 bytes each, b0/256 + b1/256² + b2/256³ + b3/256⁴. `round` (the cursor) starts at 0 and
 * moves on after each 32 bytes.
 *
 * This file is isomorphic (no Node import): the server reads the stream through node-fair-floats.ts,
 * the verifier page through web-fair-floats.ts, and both get these very functions.
 */

export const BYTES_PER_BLOCK = 32;
export const FLOATS_PER_BLOCK = BYTES_PER_BLOCK / 4;

/** The seeds that decide one round. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The HMAC message of block `round` (the cursor). */
export function blockMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}

/**
 * Float `index` (0–7) of a 32-byte block. b0·2⁻⁸ + b1·2⁻¹⁶ + b2·2⁻²⁴ + b3·2⁻³² is the big-endian
 * 32-bit integer over 2³²; both are exact in a double, so this is the same number, in [0, 1).
 */
export function blockFloat(block: Uint8Array, index: number): number {
  const at = index * 4;
  const value = ((block[at]! * 256 + block[at + 1]!) * 256 + block[at + 2]!) * 256 + block[at + 3]!;
  return value / 4294967296;
}

/** Writes a block's 8 floats into `target` from `offset`. */
export function blockFloats(
  block: Uint8Array,
  target: Float64Array,
  offset: number,
  count = FLOATS_PER_BLOCK,
) {
  if (block.length !== BYTES_PER_BLOCK) throw new RangeError("an HMAC-SHA256 block is 32 bytes");
  for (let index = 0; index < count; index++) target[offset + index] = blockFloat(block, index);
}

/** HMAC-SHA256 keyed with the server seed, computed synchronously (Node's crypto). */
export type SyncBlockHmac = (message: string) => Uint8Array;

/**
 * The lazy float stream of one round: blocks are computed when the cursor reaches them, so a round
 * with many free spins reads as far as it needs and no further.
 */
export class FairFloatStream implements FloatSource {
  private block: Uint8Array = new Uint8Array(0);
  private index = FLOATS_PER_BLOCK;
  private round = 0;
  private consumed = 0;

  constructor(
    private readonly hmac: SyncBlockHmac,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {}

  next(): number {
    if (this.index === FLOATS_PER_BLOCK) {
      this.block = this.hmac(blockMessage(this.clientSeed, this.nonce, this.round));
      if (this.block.length !== BYTES_PER_BLOCK) throw new RangeError("an HMAC-SHA256 block is 32 bytes");
      this.round++;
      this.index = 0;
    }
    this.consumed++;
    return blockFloat(this.block, this.index++);
  }

  /** Floats read so far. */
  get used(): number {
    return this.consumed;
  }
}

/** Thrown by PrecomputedFloats when a round needs more floats than were computed. */
export class FloatsExhausted extends Error {
  constructor(readonly available: number) {
    super(`the round needs more than ${available} precomputed floats`);
    this.name = "FloatsExhausted";
  }
}

/** A synchronous FloatSource over floats computed beforehand (WebCrypto is asynchronous). */
export class PrecomputedFloats implements FloatSource {
  private position = 0;

  constructor(private readonly floats: Float64Array) {}

  next(): number {
    if (this.position >= this.floats.length) throw new FloatsExhausted(this.floats.length);
    return this.floats[this.position++]!;
  }

  get used(): number {
    return this.position;
  }
}

/**
 * Runs a round on precomputed floats, computing more when it runs out: `compute(count)` yields the
 * first `count` floats of the round's stream. A round is a pure function of its floats, so running it
 * again on a longer prefix gives the same spins; the first try covers all but the rarest rounds.
 */
export async function runOnPrecomputedFloats<T>(
  compute: (count: number) => Promise<Float64Array>,
  run: (floats: FloatSource) => T,
  firstCount = 64,
): Promise<T> {
  let count = Math.max(FLOATS_PER_BLOCK, Math.ceil(firstCount / FLOATS_PER_BLOCK) * FLOATS_PER_BLOCK);
  for (;;) {
    const floats = await compute(count);
    try {
      return run(new PrecomputedFloats(floats));
    } catch (error) {
      if (!(error instanceof FloatsExhausted)) throw error;
      count *= 4;
    }
  }
}
