import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { nodeFairFloats } from "../node-fair-floats.ts";
import { Xoshiro128 } from "../xoshiro.ts";
import {
  assertDrawShape,
  DRAW_NONCE,
  type DrawShape,
  drawBalls,
  drawClientSeed,
  drawNumbers,
  LOTTO_5_90,
} from "./draw-numbers.ts";

const SEED_A = "2f1e3a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f";
const SEED_B = "9b3e7a10c4d25f68e1a7b2c39d04f5e6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c";

/** Floats in the given order; throws when used up. */
function listFloats(floats: number[]) {
  let at = 0;
  return {
    next() {
      if (at >= floats.length) throw new Error("the test ran out of floats");
      return floats[at++]!;
    },
  };
}

/** Floats that pick the given pool indices, one per ball: the middle of index i's share of the pool. */
const indexFloats = (indices: number[], pool: number) =>
  listFloats(indices.map((index, ball) => (index + 0.5) / (pool - ball)));

/** The literal reference (REFERENCES.md): pool.splice(floor(f × pool.length), 1) per float. */
function referenceDraw(floats: number[], max: number): number[] {
  const pool = Array.from({ length: max }, (_, i) => i + 1);
  return floats.map((f) => pool.splice(Math.floor(f * pool.length), 1)[0]!);
}

const anySeeds = fc.record({
  serverSeed: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string({ minLength: 1, maxLength: 80 })),
  clientSeed: fc.string({ maxLength: 64 }),
  nonce: fc.nat(),
});
const anyShape = fc
  .integer({ min: 1, max: 100 })
  .chain((max) =>
    fc.record({ count: fc.integer({ min: 1, max: Math.min(max, 30) }), max: fc.constant(max) }),
  );

describe("drawing numbers without replacement (Stake's Keno)", () => {
  test("known answers, computed once elsewhere (Python: hmac, then list.pop(int(f × len)))", async () => {
    const vectors: [seeds: { serverSeed: string; clientSeed: string; nonce: number }, DrawShape, number[]][] =
      [
        // The fairness module's vector: floats 0.6209…, 0.8237…, 0.9931… → index 55 of 90 (56), index
        // 73 of 89 (75: 56 is gone), index 87 of 88 (the last left, 90).
        [{ serverSeed: SEED_A, clientSeed: "kilimanjaro", nonce: 42 }, LOTTO_5_90, [56, 75, 90, 85, 65]],
        [
          { serverSeed: SEED_B, clientSeed: "5-90-lucky5:1042:2025-03-01T18:45:00.000Z", nonce: 0 },
          LOTTO_5_90,
          [49, 86, 42, 46, 51],
        ],
        // Lucky Number: one ball.
        [
          { serverSeed: SEED_B, clientSeed: "number:77:2025-03-01T18:03:00.000Z", nonce: 0 },
          { count: 1, max: 36 },
          [34],
        ],
        [
          { serverSeed: SEED_B, clientSeed: "number:77:2025-03-01T18:03:00.000Z", nonce: 0 },
          { count: 1, max: 90 },
          [84],
        ],
        // Ten balls: the 9th and 10th floats come from the second HMAC block (cursor 1).
        [
          { serverSeed: SEED_A, clientSeed: "keno", nonce: 7 },
          { count: 10, max: 80 },
          [71, 53, 50, 41, 62, 44, 12, 37, 25, 32],
        ],
        // The whole pool: a permutation.
        [
          { serverSeed: SEED_A, clientSeed: "full", nonce: 0 },
          { count: 12, max: 12 },
          [9, 12, 5, 7, 6, 8, 4, 3, 2, 1, 10, 11],
        ],
      ];
    for (const [seeds, shape, balls] of vectors) {
      expect(await drawNumbers(seeds, shape)).toEqual(balls);
      expect(drawBalls(nodeFairFloats(seeds), shape)).toEqual(balls);
    }
  });

  test("the balls are distinct, in 1..max, `count` of them, reading exactly `count` floats", () => {
    fc.assert(
      fc.property(anySeeds, anyShape, (seeds, shape) => {
        const stream = nodeFairFloats(seeds);
        const balls = drawBalls(stream, shape);
        expect(balls).toHaveLength(shape.count);
        expect(new Set(balls).size).toBe(shape.count);
        for (const ball of balls) {
          expect(Number.isInteger(ball) && ball >= 1 && ball <= shape.max).toBe(true);
        }
        expect(stream.used).toBe(shape.count);
      }),
      { numRuns: 300 },
    );
  });

  test("are pool.splice(floor(f × pool.length), 1) per float, literally", () => {
    fc.assert(
      fc.property(anyShape, fc.nat(), (shape, seed) => {
        const source = new Xoshiro128(seed);
        const floats = Array.from({ length: shape.count }, () => source.next());
        expect(drawBalls(new Xoshiro128(seed), shape)).toEqual(referenceDraw(floats, shape.max));
      }),
    );
  });

  test("order matters: the first float decides ball 1 (Direct 1), and the pool closes up behind each ball", () => {
    // Pool indices: 0 of 90 is 1; 0 of the 89 left is 2; 87, the last of the 88 left, is 90; …
    expect(drawBalls(indexFloats([0, 0, 87, 0, 0], 90), LOTTO_5_90)).toEqual([1, 2, 90, 3, 4]);
    expect(drawBalls(indexFloats([89, 88, 87, 86, 85], 90), LOTTO_5_90)).toEqual([90, 89, 88, 87, 86]);
    expect(drawBalls(indexFloats([44, 44, 44, 44, 44], 90), LOTTO_5_90)).toEqual([45, 46, 47, 48, 49]);
    // The same floats in another order give another sequence, with another first ball.
    const floats = [0.125, 0.875, 0.5, 0.25, 0.75];
    const a = drawBalls(listFloats(floats), LOTTO_5_90);
    const b = drawBalls(listFloats([...floats].reverse()), LOTTO_5_90);
    expect(a).toEqual(referenceDraw(floats, 90));
    expect(a[0]).toBe(12);
    expect(b[0]).toBe(68);
    expect(a).not.toEqual(b);
  });

  test("the extremes of [0, 1) stay in range", () => {
    const last = 1 - 2 ** -32;
    const source = (value: number) => ({ next: () => value });
    expect(drawBalls(source(0), LOTTO_5_90)).toEqual([1, 2, 3, 4, 5]);
    expect(drawBalls(source(last), LOTTO_5_90)).toEqual([90, 89, 88, 87, 86]);
    expect(drawBalls(source(last), { count: 1, max: 36 })).toEqual([36]);
    expect(() => drawBalls(source(1), LOTTO_5_90)).toThrow(RangeError);
    expect(() => drawBalls(source(-0.1), LOTTO_5_90)).toThrow(RangeError);
    expect(() => drawBalls(source(Number.NaN), LOTTO_5_90)).toThrow(RangeError);
  });

  test("the server's synchronous stream and the verifier's WebCrypto give the same balls", async () => {
    await fc.assert(
      fc.asyncProperty(anySeeds, anyShape, async (seeds, shape) => {
        expect(await drawNumbers(seeds, shape)).toEqual(drawBalls(nodeFairFloats(seeds), shape));
      }),
      { numRuns: 100 },
    );
  });

  test("a draw is a pure function of its seeds", async () => {
    const seeds = { serverSeed: SEED_B, clientSeed: "x", nonce: 3 };
    const first = await drawNumbers(seeds, LOTTO_5_90);
    expect(await drawNumbers({ ...seeds }, { ...LOTTO_5_90 })).toEqual(first);
    expect(await drawNumbers({ ...seeds, nonce: 4 }, LOTTO_5_90)).not.toEqual(first);
    expect(await drawNumbers({ ...seeds, clientSeed: "y" }, LOTTO_5_90)).not.toEqual(first);
  });

  test("shapes are checked", async () => {
    for (const shape of [
      { count: 0, max: 90 },
      { count: 6, max: 5 },
      { count: 1.5, max: 90 },
      { count: 1, max: 0 },
      { count: 1, max: 100_001 },
      { count: 1, max: Number.NaN },
    ]) {
      expect(() => assertDrawShape(shape)).toThrow(RangeError);
      expect(() => drawBalls({ next: () => 0.5 }, shape)).toThrow(RangeError);
      await expect(drawNumbers({ serverSeed: SEED_A, clientSeed: "", nonce: 0 }, shape)).rejects.toThrow(
        RangeError,
      );
    }
    expect(() => assertDrawShape(LOTTO_5_90)).not.toThrow();
    expect(() => assertDrawShape({ count: 1, max: 1 })).not.toThrow();
  });
});

describe("a scheduled draw's public client seed", () => {
  test("is the game, the draw's id and its scheduled time in UTC", () => {
    const scheduledAt = new Date("2025-03-01T19:45:00+01:00");
    expect(drawClientSeed({ game: "5-90-lucky5", drawId: 1042, scheduledAt })).toBe(
      "5-90-lucky5:1042:2025-03-01T18:45:00.000Z",
    );
    expect(drawClientSeed({ game: "number", drawId: "d-77", scheduledAt })).toBe(
      "number:d-77:2025-03-01T18:45:00.000Z",
    );
    expect(DRAW_NONCE).toBe(0);
  });

  test("differs between draws and between games", () => {
    const at = new Date("2025-03-01T18:45:00Z");
    const seeds = new Set([
      drawClientSeed({ game: "5-90-lucky5", drawId: 1, scheduledAt: at }),
      drawClientSeed({ game: "5-90-lucky5", drawId: 2, scheduledAt: at }),
      drawClientSeed({ game: "5-90-lucky4", drawId: 1, scheduledAt: at }),
      drawClientSeed({ game: "5-90-lucky5", drawId: 1, scheduledAt: new Date(at.getTime() + 900_000) }),
    ]);
    expect(seeds.size).toBe(4);
  });

  test("needs a game, an id and a valid time", () => {
    const scheduledAt = new Date("2025-03-01T18:45:00Z");
    expect(() => drawClientSeed({ game: "", drawId: 1, scheduledAt })).toThrow(RangeError);
    expect(() => drawClientSeed({ game: "number", drawId: " ", scheduledAt })).toThrow(RangeError);
    expect(() => drawClientSeed({ game: "number", drawId: 1, scheduledAt: new Date("nope") })).toThrow(
      RangeError,
    );
  });
});
