import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { blockFloat, FloatsExhausted, PrecomputedFloats, runOnPrecomputedFloats } from "./fair-floats.ts";
import { generateServerSeed, nodeFairFloats, serverSeedHash } from "./node-fair-floats.ts";
import { webFairFloats, webServerSeedHash } from "./web-fair-floats.ts";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest();

/** HMAC-SHA256 from its definition (RFC 2104) on plain SHA-256: H((K ⊕ opad) ‖ H((K ⊕ ipad) ‖ m)). */
function hmacByHand(key: string, message: string): Buffer {
  let k = Buffer.from(key, "utf8");
  if (k.length > 64) k = sha256(k);
  k = Buffer.concat([k, Buffer.alloc(64 - k.length)]);
  const pad = (byte: number) => Buffer.from(k.map((b) => b ^ byte));
  const inner = sha256(Buffer.concat([pad(0x36), Buffer.from(message, "utf8")]));
  return sha256(Buffer.concat([pad(0x5c), inner]));
}

/** Stake's float, literally: b0/256 + b1/256² + b2/256³ + b3/256⁴. */
const stakeFloat = (bytes: Uint8Array, at: number) =>
  bytes[at]! / 256 + bytes[at + 1]! / 256 ** 2 + bytes[at + 2]! / 256 ** 3 + bytes[at + 3]! / 256 ** 4;

/** The first `count` floats of a round computed from the standard's words only. */
function floatsByHand(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = hmacByHand(serverSeed, `${clientSeed}:${nonce}:${round}`);
    for (let at = 0; at < 32 && floats.length < count; at += 4) floats.push(stakeFloat(bytes, at));
  }
  return floats;
}

const take = (source: { next(): number }, count: number) =>
  Array.from({ length: count }, () => source.next());

const SEEDS = {
  serverSeed: "2f1e3a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f",
  clientSeed: "kilimanjaro",
  nonce: 42,
};

const anySeeds = fc.record({
  serverSeed: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string({ minLength: 1, maxLength: 100 })),
  clientSeed: fc.string({ maxLength: 64 }),
  nonce: fc.nat(),
});

describe("provably fair floats (Stake standard)", () => {
  test("match a vector computed elsewhere (Python's hmac), across the cursor's first step", () => {
    const floats = take(nodeFairFloats(SEEDS), 11);
    expect(floats.slice(0, 3)).toEqual([0.620866002747789, 0.823742225766182, 0.9931030310690403]);
    expect(floats.slice(8, 11)).toEqual([0.37914200429804623, 0.9335476784035563, 0.10665716603398323]);
    expect(serverSeedHash(SEEDS.serverSeed)).toBe(
      "1935aba94a5b09cc6087f6033eea9534cb1fa64e97b612d57f8915999fbc09d0",
    );
  });

  test("are HMAC_SHA256(server seed, `client:nonce:round`) read 4 bytes per float, 8 per round", () => {
    fc.assert(
      fc.property(anySeeds, fc.integer({ min: 1, max: 40 }), (seeds, count) => {
        const stream = nodeFairFloats(seeds);
        expect(take(stream, count)).toEqual(
          floatsByHand(seeds.serverSeed, seeds.clientSeed, seeds.nonce, count),
        );
        expect(stream.used).toBe(count);
      }),
      { numRuns: 100 },
    );
  });

  test("the 32-bit reading equals the sum of byte fractions, in [0, 1)", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 0, max: 7 }),
        (bytes, index) => {
          const float = blockFloat(bytes, index);
          expect(float).toBe(stakeFloat(bytes, index * 4));
          expect(float >= 0 && float < 1).toBe(true);
        },
      ),
    );
    expect(blockFloat(new Uint8Array(32).fill(255), 0)).toBe(1 - 2 ** -32);
  });

  test("WebCrypto gives the browser the same floats", async () => {
    await fc.assert(
      fc.asyncProperty(anySeeds, fc.integer({ min: 1, max: 40 }), async (seeds, count) => {
        expect(Array.from(await webFairFloats(seeds, count))).toEqual(take(nodeFairFloats(seeds), count));
      }),
      { numRuns: 50 },
    );
  });

  test("precomputed floats run out loudly, and the runner computes more", async () => {
    const source = new PrecomputedFloats(new Float64Array([0.5]));
    expect(source.next()).toBe(0.5);
    expect(() => source.next()).toThrow(FloatsExhausted);
    const asked: number[] = [];
    const sum = await runOnPrecomputedFloats(
      async (count) => {
        asked.push(count);
        return new Float64Array(count).fill(0.25);
      },
      (floats) => take(floats, 100).reduce((a, b) => a + b, 0),
      8,
    );
    expect(sum).toBe(25);
    expect(asked).toEqual([8, 32, 128]);
  });

  test("server seeds are 32 random bytes in hex, committed by their SHA-256", async () => {
    const seeds = Array.from({ length: 100 }, generateServerSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(seeds).size).toBe(100);
    const seed = seeds[0]!;
    expect(serverSeedHash(seed)).toBe(sha256(Buffer.from(seed, "utf8")).toString("hex"));
    expect(await webServerSeedHash(seed)).toBe(serverSeedHash(seed));
  });
});
