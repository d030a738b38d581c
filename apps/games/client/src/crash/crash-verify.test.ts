import { bytesToHex, crashPoint, previousGameHash, sha256 } from "@platform/fair/crash";
import { describe, expect, it } from "vitest";
import { chainOf, readInput, verify } from "./crash-verify.ts";

/** A chain as the aggregator makes it: position `length` is the seed, each below the SHA-256 of the one above. */
function chain(seed: string, length: number): string[] {
  const links: string[] = new Array(length + 1);
  let hash = bytesToHex(sha256(new TextEncoder().encode(seed)));
  for (let position = length; position >= 0; position--) {
    links[position] = hash;
    hash = previousGameHash(hash);
  }
  return links;
}

const SALT = "0000000000000000000159aa6ad9e2d8a6a7a9e0b43c52d8d6f0b9e6f0c8a1b2";

describe("the crash verifier", () => {
  it("finds a round's chain: the latest that starts at or before it", () => {
    const chains = [
      { id: 2, first_round: 1_001, terminating_hash: "b", salt: "s2" },
      { id: 1, first_round: 1, terminating_hash: "a", salt: "s1" },
    ];
    expect(chainOf(1, chains)?.id).toBe(1);
    expect(chainOf(1_000, chains)?.id).toBe(1);
    expect(chainOf(1_001, chains)?.id).toBe(2);
    expect(chainOf(0, chains)).toBeNull();
  });

  it("reads the fields: 64 hex digits for each hash (any case, spaces trimmed), a salt", () => {
    const hash = "AB".repeat(32);
    expect(readInput({ hash: ` ${hash} `, salt: " s ", terminatingHash: "cd".repeat(32) })).toEqual({
      hash: "ab".repeat(32),
      salt: "s",
      terminatingHash: "cd".repeat(32),
    });
    expect(readInput({ hash: "ab", salt: "s", terminatingHash: "cd".repeat(32) })).toBeNull();
    expect(readInput({ hash, salt: "  ", terminatingHash: "cd".repeat(32) })).toBeNull();
  });

  it("confirms a round of a second chain: its crash point and its position from the chain's first round", async () => {
    const links = chain("second chain", 2_000);
    const round = 1_000 + 1_234;
    const hash = links[1_234]!;
    const shown = crashPoint(hash, SALT);
    const progress: number[] = [];
    const result = await verify(
      {
        hash,
        salt: SALT,
        terminatingHash: links[0]!,
        firstRound: 1_001,
        round: { id: round, shownCrashPoint: shown },
        maxSteps: 2_000,
      },
      ({ done }) => progress.push(done),
    );
    expect(result).toEqual({
      crashPoint: shown,
      pointMatches: true,
      position: 1_234,
      roundAtPosition: round,
      chainHolds: true,
      steps: 1_234,
    });
  });

  it("refuses a crash point other than the hash's, and a hash at another round's place", async () => {
    const links = chain("first chain", 500);
    const base = { salt: SALT, terminatingHash: links[0]!, firstRound: 1, maxSteps: 500 };
    const wrongPoint = await verify({
      ...base,
      hash: links[77]!,
      round: { id: 77, shownCrashPoint: 100_000 },
    });
    expect(wrongPoint.pointMatches).toBe(false);
    expect(wrongPoint.chainHolds).toBe(true);
    // Round 78's hash is not round 77's: 77 links from it do not reach the terminating hash.
    const wrongPlace = await verify({ ...base, hash: links[78]!, round: { id: 77, shownCrashPoint: null } });
    expect(wrongPlace.chainHolds).toBe(false);
    expect(wrongPlace.position).toBeNull();
    expect(wrongPlace.pointMatches).toBeNull();
  });

  it("without a round, walks up to the chain's length and names the round it found", async () => {
    const links = chain("pasted", 300);
    const found = await verify({
      hash: links[250]!,
      salt: SALT,
      terminatingHash: links[0]!,
      firstRound: 1,
      round: null,
      maxSteps: 300,
    });
    expect(found).toMatchObject({ position: 250, roundAtPosition: 250, chainHolds: true, steps: 300 });
    const forged = await verify({
      hash: "0".repeat(64),
      salt: SALT,
      terminatingHash: links[0]!,
      firstRound: 1,
      round: null,
      maxSteps: 300,
    });
    expect(forged.chainHolds).toBe(false);
  });
});
