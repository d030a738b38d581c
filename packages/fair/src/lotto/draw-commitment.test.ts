import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { serverSeedHash } from "../node-fair-floats.ts";
import { commitDraw, drawCommitment, generateDrawSeed, verifyDraw } from "./draw-commitment.ts";
import { DRAW_NONCE, drawClientSeed, drawNumbers, LOTTO_5_90 } from "./draw-numbers.ts";

const SEED = "9b3e7a10c4d25f68e1a7b2c39d04f5e6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c";
// SHA-256 of SEED's text, computed once elsewhere (Python's hashlib).
const COMMITMENT = "896990facdd881ed2a90493d6d8d4759d050c39a8d5adf0df0af48325c028a95";
const CLIENT_SEED = drawClientSeed({
  game: "5-90-lucky5",
  drawId: 1042,
  scheduledAt: new Date("2025-03-01T18:45:00Z"),
});
// The balls of (SEED, CLIENT_SEED, 0), computed once elsewhere (draw-numbers.test.ts).
const BALLS = [49, 86, 42, 46, 51];

describe("a draw's server seed and commitment", () => {
  test("seeds are 32 random bytes in hex, all different", () => {
    const seeds = Array.from({ length: 200 }, generateDrawSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  test("the commitment is SHA-256 hex of the seed, the slots' commitment", async () => {
    expect(await drawCommitment(SEED)).toBe(COMMITMENT);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 100 }), async (seed) => {
        expect(await drawCommitment(seed)).toBe(serverSeedHash(seed));
      }),
      { numRuns: 50 },
    );
    const { serverSeed, commitment } = await commitDraw();
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(commitment).toBe(serverSeedHash(serverSeed));
  });
});

describe("verifying a draw", () => {
  test("the revealed seed verifies against its commitment and gives the published balls", async () => {
    expect(await verifyDraw(SEED, COMMITMENT, CLIENT_SEED, DRAW_NONCE, BALLS, LOTTO_5_90)).toEqual({
      hashOk: true,
      match: true,
      balls: BALLS,
    });
    // A commitment pasted in capitals or with spaces around it is the same commitment.
    const pasted = await verifyDraw(
      SEED,
      ` ${COMMITMENT.toUpperCase()}\n`,
      CLIENT_SEED,
      0,
      BALLS,
      LOTTO_5_90,
    );
    expect(pasted.hashOk).toBe(true);
  });

  test("a freshly committed draw verifies end to end", async () => {
    const { serverSeed, commitment } = await commitDraw();
    const clientSeed = drawClientSeed({ game: "number", drawId: 9, scheduledAt: new Date() });
    const shape = { count: 1, max: 36 };
    const balls = await drawNumbers({ serverSeed, clientSeed, nonce: DRAW_NONCE }, shape);
    const result = await verifyDraw(serverSeed, commitment, clientSeed, DRAW_NONCE, balls, shape);
    expect(result).toEqual({ hashOk: true, match: true, balls });
  });

  test("a tampered seed fails the commitment (and gives other balls)", async () => {
    const tampered = `${SEED.slice(0, -1)}d`;
    const result = await verifyDraw(tampered, COMMITMENT, CLIENT_SEED, DRAW_NONCE, BALLS, LOTTO_5_90);
    expect(result.hashOk).toBe(false);
    expect(result.match).toBe(false);
    expect(result.balls).toEqual(
      await drawNumbers({ serverSeed: tampered, clientSeed: CLIENT_SEED, nonce: 0 }, LOTTO_5_90),
    );
    // Another commitment for the true seed fails too.
    const other = await verifyDraw(SEED, serverSeedHash("other"), CLIENT_SEED, 0, BALLS, LOTTO_5_90);
    expect(other).toEqual({ hashOk: false, match: true, balls: BALLS });
  });

  test("published balls that differ in any way do not match", async () => {
    const check = (balls: number[]) => verifyDraw(SEED, COMMITMENT, CLIENT_SEED, 0, balls, LOTTO_5_90);
    const wrong = [
      [86, 49, 42, 46, 51], // the same numbers, another order: Direct 1 would settle differently
      [...BALLS].sort((a, b) => a - b),
      [49, 86, 42, 46, 52],
      BALLS.slice(0, 4),
      [...BALLS, 1],
      [],
    ];
    for (const balls of wrong)
      expect(await check(balls)).toEqual({ hashOk: true, match: false, balls: BALLS });
  });

  test("another client seed or nonce gives other balls", async () => {
    const otherDraw = drawClientSeed({
      game: "5-90-lucky5",
      drawId: 1043,
      scheduledAt: new Date("2025-03-01T18:45:00Z"),
    });
    expect((await verifyDraw(SEED, COMMITMENT, otherDraw, 0, BALLS, LOTTO_5_90)).match).toBe(false);
    expect((await verifyDraw(SEED, COMMITMENT, CLIENT_SEED, 1, BALLS, LOTTO_5_90)).match).toBe(false);
  });
});
