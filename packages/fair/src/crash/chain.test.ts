import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { chainPosition, chainPositionInSlices, previousGameHash, walkChain } from "./chain.ts";
import { crashPoint } from "./crash-point.ts";
import { verifyCrashRound, verifyCrashRoundInSlices } from "./verify-round.ts";

/** A chain of `length` links from a seed: position `length` is the seed, position 0 the terminating hash. */
function chain(seed: string, length: number): string[] {
  const links: string[] = new Array(length + 1);
  let hash = createHash("sha256").update(seed).digest();
  for (let position = length; position >= 0; position--) {
    links[position] = hash.toString("hex");
    hash = createHash("sha256").update(hash).digest();
  }
  return links;
}

describe("the hash chain", () => {
  const links = chain("chain test", 1_000);
  const terminating = links[0]!;

  test("each round's hash is the SHA-256 of the next one's; walking n links reaches the terminating hash", () => {
    expect(previousGameHash(links[501]!)).toBe(links[500]);
    expect(walkChain(links[1_000]!, 1_000)).toBe(terminating);
    expect(chainPosition(links[733]!, terminating, 1_000)).toBe(733);
    expect(chainPosition(terminating, terminating, 10)).toBe(0);
  });

  test("a hash of no chain, or beyond the steps allowed, is not found", () => {
    expect(chainPosition("ab".repeat(32), terminating, 2_000)).toBeNull();
    expect(chainPosition(links[900]!, terminating, 899)).toBeNull();
    expect(chainPosition("not hex", terminating, 10)).toBeNull();
  });

  test("the verifier recomputes a round and checks its place in the chain", () => {
    const claim = { hash: links[42]!, salt: "demo salt", terminatingHash: terminating, position: 42 };
    const point = crashPoint(links[42]!, "demo salt");
    expect(verifyCrashRound({ ...claim, crashPoint: point }, 1_000)).toEqual({
      crashPoint: point,
      position: 42,
      verified: true,
    });
    expect(verifyCrashRound({ ...claim, position: 41 }, 1_000).verified).toBe(false);
    expect(verifyCrashRound({ ...claim, crashPoint: point + 1 }, 1_000).verified).toBe(false);
    expect(verifyCrashRound({ ...claim, hash: links[42]!.replace(/^./, "f") }, 1_000).verified).toBe(false);
  });

  test("verifies end to end over 100,000 links in slices, with progress", async () => {
    const seed = createHash("sha256").update("long chain").digest("hex");
    const terminatingHash = walkChain(seed, 100_000);
    const progress: number[] = [];
    const started = performance.now();
    const verification = await verifyCrashRoundInSlices(
      { hash: seed, salt: "s", terminatingHash, position: 100_000 },
      100_000,
      ({ done }) => progress.push(done),
    );
    expect(verification.verified).toBe(true);
    expect(verification.position).toBe(100_000);
    expect(progress).toEqual([50_000]);
    // 10^6 links in a browser is ten of these; a second or two here.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await chainPositionInSlices(seed, terminatingHash, 99_999)).toBeNull();
  });
});
