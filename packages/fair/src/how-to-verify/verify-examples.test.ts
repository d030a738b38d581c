import { createHmac, webcrypto } from "node:crypto";
import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { blockFloat, blockMessage } from "../fair-floats.ts";
import { drawBalls, drawClientSeed, drawNumbers, LOTTO_5_90 } from "../lotto/draw-numbers.ts";
import { LUCKY_NUMBER } from "../lotto/lucky-number.ts";
import { nodeFairFloats, serverSeedHash } from "../node-fair-floats.ts";
import { webServerSeedHash } from "../web-fair-floats.ts";
import { drawConsoleScript, slotConsoleScript } from "./console-scripts.ts";
import {
  DRAW_EXAMPLE,
  type DrawVerifyExample,
  type ExampleFloat,
  LUCKY_NUMBER_EXAMPLE,
  SLOT_EXAMPLE,
} from "./verify-examples.ts";

/*
 * The worked examples are recomputed here with the provably fair code itself (the slot engine's
 * part is in packages/slots/src/verify-example.test.ts, the API's draw path in
 * apps/api/src/lotto/draw-verify-example.test.ts), and the console scripts are run as pasted: in a
 * bare context holding only what a browser console has (crypto, TextEncoder, console).
 */

interface ScriptResult {
  serverSeedHash: string;
  floats: number[];
  stops?: number[][];
  balls?: number[];
}

async function runConsoleScript(script: string): Promise<{ result: ScriptResult; printed: string[] }> {
  const printed: string[] = [];
  const console = { log: (...parts: unknown[]) => printed.push(parts.join(" ")) };
  const completion = runInNewContext(script, { crypto: webcrypto, TextEncoder, console });
  // The script's value lives in another realm: JSON brings it into this one for toEqual.
  return { result: JSON.parse(JSON.stringify(await completion)) as ScriptResult, printed };
}

/** The example's floats read from its block 0 exactly as the method says. */
function expectFloatsOfBlock(block0: string, floats: readonly ExampleFloat[]) {
  const block = Buffer.from(block0, "hex");
  floats.forEach((float, i) => {
    expect(float.bytes).toBe(block.subarray(i * 4, i * 4 + 4).toString("hex"));
    expect(float.integer).toBe(block.readUInt32BE(i * 4));
    expect(float.float).toBe(float.integer / 2 ** 32);
    expect(float.float).toBe(blockFloat(block, i));
  });
}

function expectSeeds(example: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  block0: string;
}) {
  expect(serverSeedHash(example.serverSeed)).toBe(example.serverSeedHash);
  const hmac = createHmac("sha256", example.serverSeed)
    .update(blockMessage(example.clientSeed, example.nonce, 0))
    .digest("hex");
  expect(hmac).toBe(example.block0);
}

describe("the slot example", () => {
  test("its hash, block and floats are the fair stream's", async () => {
    expectSeeds(SLOT_EXAMPLE);
    expect(await webServerSeedHash(SLOT_EXAMPLE.serverSeed)).toBe(SLOT_EXAMPLE.serverSeedHash);
    expectFloatsOfBlock(SLOT_EXAMPLE.block0, SLOT_EXAMPLE.reels);
    const stream = nodeFairFloats(SLOT_EXAMPLE);
    for (const reel of SLOT_EXAMPLE.reels) {
      expect(stream.next()).toBe(reel.float);
      expect(reel.stop).toBe(Math.floor(reel.float * reel.length));
    }
  });

  test("the console script, run as pasted, prints the same hash and stops", async () => {
    const script = slotConsoleScript({
      ...SLOT_EXAMPLE,
      reelLengths: SLOT_EXAMPLE.reels.map((reel) => reel.length),
    });
    const { result, printed } = await runConsoleScript(script);
    expect(result.serverSeedHash).toBe(SLOT_EXAMPLE.serverSeedHash);
    expect(result.floats).toEqual(SLOT_EXAMPLE.reels.map((reel) => reel.float));
    expect(result.stops).toEqual([SLOT_EXAMPLE.reels.map((reel) => reel.stop)]);
    expect(printed).toContain(`SHA-256 of the server seed: ${SLOT_EXAMPLE.serverSeedHash}`);
    expect(printed).toContain(`spin 1 reel stops: ${SLOT_EXAMPLE.reels.map((reel) => reel.stop).join(", ")}`);
  });

  test("the script follows the stream past a block for free spins", async () => {
    const seeds = { serverSeed: "seed", clientSeed: "a:b", nonce: 3 };
    const reelLengths = [30, 31, 32];
    const { result } = await runConsoleScript(slotConsoleScript({ ...seeds, reelLengths, spins: 4 }));
    const stream = nodeFairFloats(seeds);
    const expected = Array.from({ length: 4 }, () =>
      reelLengths.map((length) => Math.floor(stream.next() * length)),
    );
    expect(result.stops).toEqual(expected);
  });
});

describe.each([
  ["Lucky 5", DRAW_EXAMPLE, LOTTO_5_90],
  ["Lucky Number", LUCKY_NUMBER_EXAMPLE, LUCKY_NUMBER],
] as const)("the %s example", (_, example: DrawVerifyExample, shape) => {
  test("its client seed, hash, floats and balls are the draw's", async () => {
    expect(
      drawClientSeed({
        game: example.game,
        drawId: example.drawId,
        scheduledAt: new Date(example.scheduledAt),
      }),
    ).toBe(example.clientSeed);
    expectSeeds(example);
    expectFloatsOfBlock(example.block0, example.balls);
    const pool = Array.from({ length: shape.max }, (_, i) => i + 1);
    for (const ball of example.balls) {
      expect(ball.left).toBe(pool.length);
      expect(ball.position).toBe(Math.floor(ball.float * ball.left));
      expect(pool.splice(ball.position, 1)).toEqual([ball.ball]);
    }
    expect(example.balls.map((ball) => ball.ball)).toEqual(example.drawn);
    expect(await drawNumbers(example, shape)).toEqual(example.drawn);
    expect(drawBalls(nodeFairFloats(example), shape)).toEqual(example.drawn);
  });

  test("the console script, run as pasted, prints the same hash and balls", async () => {
    const script = drawConsoleScript({ ...example, balls: shape.count, max: shape.max });
    const { result, printed } = await runConsoleScript(script);
    expect(result.serverSeedHash).toBe(example.serverSeedHash);
    expect(result.floats).toEqual(example.balls.map((ball) => ball.float));
    expect(result.balls).toEqual(example.drawn);
    expect(printed).toContain(`balls in the order drawn: ${example.drawn.join(", ")}`);
  });
});

test("Lucky Number's ball is the first ball the 5/90 method draws from the same seeds", async () => {
  const [first] = await drawNumbers(LUCKY_NUMBER_EXAMPLE, LOTTO_5_90);
  expect(first).toBe(LUCKY_NUMBER_EXAMPLE.drawn[0]);
});
