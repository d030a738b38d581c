import { commitDraw, drawClientSeed, drawNumbers, LOTTO_5_90, LUCKY_NUMBER } from "@platform/fair";
import { describe, expect, it } from "vitest";
import { canVerify, parseNumbers, recompute } from "./verify-draw.ts";

describe("the draw verifier", () => {
  it("confirms a draw made from its committed seed", async () => {
    const { serverSeed, commitment } = await commitDraw();
    const clientSeed = drawClientSeed({
      game: "5-90-lucky5",
      drawId: 7,
      scheduledAt: new Date("2025-03-01T18:00:00Z"),
    });
    const numbers = await drawNumbers({ serverSeed, clientSeed, nonce: 0 }, LOTTO_5_90);
    expect(canVerify()).toBe(true);
    const result = await recompute({
      serverSeed,
      clientSeed,
      shape: LOTTO_5_90,
      commitment: ` ${commitment.toUpperCase()} `,
      published: numbers,
    });
    expect(result).toEqual({ hash: commitment, balls: numbers, hashOk: true, numbersOk: true });
  });

  it("catches a swapped seed, other numbers and numbers in another order", async () => {
    const first = await commitDraw();
    const second = await commitDraw();
    const clientSeed = "number:1:2025-03-01T18:00:00.000Z";
    const numbers = await drawNumbers({ serverSeed: first.serverSeed, clientSeed, nonce: 0 }, LOTTO_5_90);
    const swapped = await recompute({
      serverSeed: second.serverSeed,
      clientSeed,
      shape: LOTTO_5_90,
      commitment: first.commitment,
      published: numbers,
    });
    expect(swapped.hashOk).toBe(false);
    expect(swapped.numbersOk).toBe(false);
    const reordered = await recompute({
      serverSeed: first.serverSeed,
      clientSeed,
      shape: LOTTO_5_90,
      commitment: first.commitment,
      published: [...numbers].reverse(),
    });
    expect(reordered).toMatchObject({ hashOk: true, numbersOk: false });
  });

  it("draws one ball for Lucky Number and compares only what was given", async () => {
    const { serverSeed } = await commitDraw();
    const result = await recompute({ serverSeed, clientSeed: "c", shape: LUCKY_NUMBER });
    expect(result.balls).toHaveLength(1);
    expect(result.hashOk).toBeNull();
    expect(result.numbersOk).toBeNull();
  });

  it("reads pasted numbers whatever separates them", () => {
    expect(parseNumbers("7, 23 45;61\n88")).toEqual([7, 23, 45, 61, 88]);
    expect(parseNumbers("")).toEqual([]);
  });
});
