import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { bytesToHex } from "./crash/hex.ts";
import { nodeFairFloats } from "./node-fair-floats.ts";
import { prefixedFairFloats } from "./prefixed-fair-floats.ts";
import { PrefixedHmacSha256 } from "./prefixed-hmac.ts";
import { compressX4, switchOffSimdForTesting } from "./sha256-x4/compress-x4.ts";

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

describe("HMAC-SHA256 four at a time (WebAssembly SIMD, decision 051)", () => {
  test("runs here: Node's WebAssembly has SIMD, so the tests below check the lanes, not the fallback", () => {
    expect(compressX4()).toBeDefined();
  });

  test("is node:crypto's HMAC in every lane, for every suffix length, prefixes around a block", () => {
    const message = Uint8Array.from({ length: 400 }, (_, i) => (i * 151 + 7) & 0xff);
    const wrong: string[] = [];
    const out = new Int32Array(32);
    const check = (key: Uint8Array, prefixLength: number, suffixLength: number, lanes: number) => {
      const prefix = message.subarray(0, prefixLength);
      const suffixes = [0, 1, 2, 3].map((lane) =>
        message.subarray(200 + lane * 30, 200 + lane * 30 + suffixLength),
      );
      PrefixedHmacSha256.of(key, prefix).digestWordsX4(suffixes, lanes, suffixLength, out);
      for (let lane = 0; lane < lanes; lane++) {
        const expected = Buffer.from(nodeHmac(key, prefix, suffixes[lane]!), "hex");
        const words = Array.from({ length: 8 }, (_, i) => expected.readInt32BE(i * 4));
        if (Array.from(out.subarray(8 * lane, 8 * lane + 8)).join() !== words.join())
          wrong.push(`key ${key.length}, prefix ${prefixLength}, suffix ${suffixLength}, lanes ${lanes}`);
      }
    };
    for (const key of [new Uint8Array(0), new Uint8Array(64).fill(3), new Uint8Array(100).fill(9)])
      for (const prefixLength of nearBoundaries)
        for (let suffixLength = 0; suffixLength <= 70; suffixLength++)
          check(key, prefixLength, suffixLength, 4);
    for (const lanes of [1, 2, 3])
      for (let suffixLength = 0; suffixLength <= 70; suffixLength += 5)
        check(new Uint8Array(7), 201, suffixLength, lanes);
    expect(wrong).toEqual([]);
  });

  test("without SIMD (an old browser), the same floats from the plain-TS path", () => {
    switchOffSimdForTesting(true);
    try {
      expect(compressX4()).toBeUndefined();
      for (const [serverSeed, clientSeed] of [
        ["seed", "v1|closed"],
        ["k".repeat(90), "x".repeat(199)],
      ] as const) {
        const floatsFor = prefixedFairFloats(serverSeed, clientSeed);
        floatsFor.prefetch([0, 1, 2, 3, 4, 5, 6, 7]);
        for (const nonce of [0, 5, 7, 9]) {
          const mine = floatsFor(nonce);
          const theirs = nodeFairFloats({ serverSeed, clientSeed, nonce });
          for (let i = 0; i < 30; i++) expect(mine.next()).toBe(theirs.next());
        }
      }
    } finally {
      switchOffSimdForTesting(false);
    }
  });

  test("refuses more than four lanes or a suffix shorter than the length", () => {
    const hmac = PrefixedHmacSha256.of(new Uint8Array(3));
    const suffixes = [new Uint8Array(4), new Uint8Array(4), new Uint8Array(2), new Uint8Array(4)];
    expect(() => hmac.digestWordsX4(suffixes, 4, 4, new Int32Array(32))).toThrow(RangeError);
    expect(() => hmac.digestWordsX4([...suffixes, ...suffixes], 5, 2, new Int32Array(40))).toThrow(
      RangeError,
    );
  });
});

describe("prefixed fair floats", () => {
  test("prefetched in batches, are node:crypto's, block after block and past what was prefetched", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80, unit: "grapheme" }),
        fc.oneof(
          fc.constantFrom("v1|bench", "x".repeat(199), "y".repeat(246)),
          fc.string({ maxLength: 260 }),
        ),
        fc.array(fc.oneof(fc.nat(12), fc.nat(1_000_000)), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 40 }),
        (serverSeed, clientSeed, nonces, blocks, count) => {
          const floatsFor = prefixedFairFloats(serverSeed, clientSeed);
          floatsFor.prefetch(nonces, blocks);
          for (const nonce of [...nonces, 1_000_001]) {
            const mine = floatsFor(nonce);
            const theirs = nodeFairFloats({ serverSeed, clientSeed, nonce });
            for (let i = 0; i < count; i++) expect(mine.next()).toBe(theirs.next());
            expect(mine.used).toBe(count);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

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
