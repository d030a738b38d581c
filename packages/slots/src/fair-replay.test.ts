import { replayWithWebCrypto } from "@platform/fair";
import { nodeFairFloats } from "@platform/fair/node";
import { describe, expect, test } from "vitest";
import { SLOT_GAMES } from "./slot-games.ts";

/*
 * The fair floats (packages/fair) replayed through a real game: the server's node:crypto stream and
 * the verifier's WebCrypto floats must give the same round, free spins included.
 */

const SEEDS = {
  serverSeed: "2f1e3a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f",
  clientSeed: "kilimanjaro",
  nonce: 42,
};

describe("provably fair floats (Stake standard) in a slot round", () => {
  test("the verifier replays a round with free spins exactly as the server played it", async () => {
    const game = SLOT_GAMES.find((candidate) => candidate.definition.slug === "savanna-sunset")!;
    let nonce = 0;
    while (game.play(nodeFairFloats({ ...SEEDS, nonce }), 20).spins.length === 1) nonce++;
    const played = game.play(nodeFairFloats({ ...SEEDS, nonce }), 20);
    expect(played.spins.length).toBeGreaterThan(10);
    // 16 floats first: too few for a round with free spins, so the replay asks for more and retries.
    const replayed = await replayWithWebCrypto({ ...SEEDS, nonce }, (floats) => game.play(floats, 20), 16);
    expect(replayed).toEqual(played);
  });
});
