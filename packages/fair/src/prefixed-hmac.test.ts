import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { bytesToHex } from "./crash/hex.ts";
import { nodeFairFloats } from "./node-fair-floats.ts";
import { prefixedFairFloats } from "./prefixed-fair-floats.ts";
import { PrefixedHmacSha256 } from "./prefixed-hmac.ts";

const nodeHmac = (key: Uint8Array, ...parts: Uint8Array[]) => {
  const hmac = createHmac("sha256", key);
  for (const part of parts) hmac.update(part);
  return hmac.digest("hex");
};

/*
 * Lengths where SHA-256's padding changes shape: the inner hash reads 64 pad bytes, then the message,
 * 0x80 and an 8-byte length, so a message of 55 bytes (mod 64) still ends in one block and 56 needs
 * two; keys longer than 64 bytes are hashed first.
 */
const nearBoundaries = [0, 1, 54, 55, 56, 57, 63, 64, 65, 118, 119, 120, 127, 128, 129, 183, 184, 200];
const length = (max: number) =>
  fc.oneof(fc.constantFrom(...nearBoundaries.filter((n) => n <= max)), fc.integer({ min: 0, max }));
const bytesOf = (max: number) => length(max).chain((n) => fc.uint8Array({ minLength: n, maxLength: n }));

describe("HMAC-SHA256 with a cached prefix", () => {
  test("is node:crypto's HMAC of prefix + suffix, for every length around a block", () => {
    fc.assert(
      fc.property(bytesOf(140), bytesOf(260), bytesOf(140), (key, prefix, suffix) => {
        const hmac = PrefixedHmacSha256.of(key, prefix);
        expect(bytesToHex(hmac.digest(suffix))).toBe(nodeHmac(key, prefix, suffix));
      }),
      { numRuns: 1_000 },
    );
  });

  test("is node:crypto's for every prefix length to 200 bytes and every suffix length to 70", () => {
    const message = Uint8Array.from({ length: 270 }, (_, i) => (i * 151 + 7) & 0xff);
    const wrong: string[] = [];
    for (const key of [new Uint8Array(0), new Uint8Array(64).fill(3), new Uint8Array(100).fill(9)]) {
      for (let prefixLength = 0; prefixLength <= 200; prefixLength++) {
        const prefix = message.subarray(0, prefixLength);
        const hmac = PrefixedHmacSha256.of(key, prefix);
        for (let suffixLength = 0; suffixLength <= 70; suffixLength++) {
          const suffix = message.subarray(prefixLength, prefixLength + suffixLength);
          if (bytesToHex(hmac.digest(suffix)) !== nodeHmac(key, prefix, suffix))
            wrong.push(`key ${key.length}, prefix ${prefixLength}, suffix ${suffixLength}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test("extends its prefix piece by piece, each piece hashed on top of the last", () => {
    fc.assert(
      fc.property(
        bytesOf(100),
        fc.array(bytesOf(130), { maxLength: 4 }),
        bytesOf(70),
        (key, pieces, suffix) => {
          let hmac = PrefixedHmacSha256.of(key);
          for (const piece of pieces) hmac = hmac.extend(piece);
          expect(bytesToHex(hmac.digest(suffix))).toBe(nodeHmac(key, ...pieces, suffix));
        },
      ),
      { numRuns: 500 },
    );
  });

  test("reads only the suffix's first bytes when told, and leaves the prefix as it was", () => {
    const key = new TextEncoder().encode("server-seed");
    const prefix = new Uint8Array(170).fill(0x61);
    const hmac = PrefixedHmacSha256.of(key, prefix);
    const buffer = new Uint8Array([0x31, 0x32, 0x33, 0x34]);
    const words = new Int32Array(8);
    hmac.digestWords(buffer, words, 2);
    const expected = Buffer.from(nodeHmac(key, prefix, buffer.subarray(0, 2)), "hex");
    expect(Array.from(words)).toEqual(Array.from({ length: 8 }, (_, i) => expected.readInt32BE(i * 4)));
    // The same object again, another suffix: its cached state was not consumed by the first call.
    expect(bytesToHex(hmac.digest(buffer))).toBe(nodeHmac(key, prefix, buffer));
    expect(() => hmac.digestWords(buffer, words, 5)).toThrow(RangeError);
  });
});

describe("prefixed fair floats", () => {
  test("are node:crypto's fair floats (FairFloatStream), block after block, for any seeds", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80, unit: "grapheme" }),
        fc.oneof(
          fc.constantFrom("v1|bench", "x".repeat(199), "y".repeat(246)),
          fc.string({ maxLength: 260 }),
        ),
        fc.nat(1_000_000),
        fc.integer({ min: 1, max: 40 }),
        (serverSeed, clientSeed, nonce, count) => {
          const mine = prefixedFairFloats(serverSeed, clientSeed)(nonce);
          const theirs = nodeFairFloats({ serverSeed, clientSeed, nonce });
          for (let i = 0; i < count; i++) expect(mine.next()).toBe(theirs.next());
          expect(mine.used).toBe(count);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("give every nonce of one (server seed, client seed) its own stream, in any order", () => {
    const floatsFor = prefixedFairFloats("seed", "v1|closed=2026-11-27T16:30:00.000Z");
    const streams = [3, 0, 7, 0].map((nonce) => floatsFor(nonce));
    const seen = streams.map((stream) => Array.from({ length: 12 }, () => stream.next()));
    [3, 0, 7, 0].forEach((nonce, i) => {
      const expected = nodeFairFloats({
        serverSeed: "seed",
        clientSeed: "v1|closed=2026-11-27T16:30:00.000Z",
        nonce,
      });
      expect(seen[i]).toEqual(Array.from({ length: 12 }, () => expected.next()));
    });
  });
});
