import { FLOATS_PER_BLOCK } from "./fair-floats.ts";
import type { FloatSource } from "./float-source.ts";
import { PrefixedHmacSha256 } from "./prefixed-hmac.ts";

/*
 * The fair float stream (fair-floats.ts: block `round` = HMAC_SHA256(server seed,
 * `${clientSeed}:${nonce}:${round}`)) of every nonce under one (server seed, client seed), in plain
 * TypeScript: the key and `${clientSeed}:` are hashed once, `${nonce}:` once per stream, so a block
 * costs about two SHA-256 compressions however long the client seed (a virtual event's entropy). The
 * same floats as FairFloatStream's, for the server and the browser's verifier alike.
 */

const encoder = new TextEncoder();

/**
 * The UTF-8 bytes of `text`. ASCII (hex seeds, the entropy line, `${nonce}:`) is copied as is:
 * TextEncoder's fixed cost per call is more than a whole SHA-256 compression, paid on every stream.
 */
function utf8(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return encoder.encode(text);
    bytes[i] = code;
  }
  return bytes;
}

const TWO_POW_32 = 4294967296;
// `${round}` in ASCII, written in place: a round is a small whole number.
const roundDigits = new Uint8Array(16);

export class PrefixedFairFloatStream implements FloatSource {
  private readonly block = new Int32Array(FLOATS_PER_BLOCK);
  private index = FLOATS_PER_BLOCK;
  private round = 0;
  private consumed = 0;

  constructor(private readonly hmac: PrefixedHmacSha256) {}

  next(): number {
    if (this.index === FLOATS_PER_BLOCK) {
      const digits = String(this.round++);
      for (let i = 0; i < digits.length; i++) roundDigits[i] = digits.charCodeAt(i);
      this.hmac.digestWords(roundDigits, this.block, digits.length);
      this.index = 0;
    }
    this.consumed++;
    // A float is the block's big-endian 32-bit word over 2³² (blockFloat): the word, unsigned.
    return (this.block[this.index++]! >>> 0) / TWO_POW_32;
  }

  /** Floats read so far. */
  get used(): number {
    return this.consumed;
  }
}

/** `floatsFor(nonce)`: the lazy float stream of each nonce under one server seed and client seed. */
export function prefixedFairFloats(
  serverSeed: string,
  clientSeed: string,
): (nonce: number) => PrefixedFairFloatStream {
  const seeded = PrefixedHmacSha256.of(utf8(serverSeed), utf8(`${clientSeed}:`));
  return (nonce) => new PrefixedFairFloatStream(seeded.extend(utf8(`${nonce}:`)));
}
