import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { quicknetRoundAfter, quicknetRoundTime } from "./quicknet.ts";
import { flipBit, recorded, recordedRounds, sha256Hex } from "./test-relays.ts";
import { quicknetMessage, verifyQuicknetRound } from "./verify-round.ts";

describe("quicknet's round for a close", () => {
  it("is the first round published strictly after the close", () => {
    const round = 30_662_982;
    const published = quicknetRoundTime(round).getTime();
    expect(new Date(published).toISOString()).toBe("2026-07-23T07:38:30.000Z");
    // A close at the very instant a round comes out: that round was visible at the close, so the next.
    expect(quicknetRoundAfter(new Date(published))).toBe(round + 1);
    expect(quicknetRoundAfter(new Date(published - 1))).toBe(round);
    expect(quicknetRoundAfter(new Date(published - 3_000))).toBe(round);
    expect(quicknetRoundAfter(new Date(published + 2_999))).toBe(round + 1);
    for (const offset of [0, 1, 1_500, 2_999]) {
      const close = new Date(published + offset);
      const after = quicknetRoundAfter(close);
      expect(quicknetRoundTime(after).getTime()).toBeGreaterThan(close.getTime());
      expect(quicknetRoundTime(after - 1).getTime()).toBeLessThanOrEqual(close.getTime());
    }
  });

  it("signs SHA-256 of the round as 8 bytes big-endian", () => {
    const roundBytes = Buffer.from("0000000001d3e146", "hex");
    expect(quicknetMessage(30_662_982)).toEqual(createHash("sha256").update(roundBytes).digest());
  });
});

describe("a relay's round, verified with quicknet's public key", () => {
  it("accepts every recorded round of the real chain", () => {
    for (const answer of recordedRounds) {
      expect(verifyQuicknetRound(answer, answer.round)).toEqual({
        ok: true,
        value: { source: "drand-quicknet", round: answer.round, randomness: answer.randomness },
      });
    }
  });

  it("refuses a signature with one bit changed, even with its randomness made to match", () => {
    const real = recorded(30_662_982);
    // The randomness follows the changed signature, so only the signature check can catch it. A bit
    // changed in x almost never leaves a point of G1's subgroup: decoding refuses it.
    for (const [byteIndex, bit] of [
      [47, 0],
      [20, 3],
      [1, 7],
    ] as const) {
      const signature = flipBit(real.signature, byteIndex, bit);
      const result = verifyQuicknetRound(
        { round: real.round, signature, randomness: sha256Hex(signature) },
        real.round,
      );
      expect(result).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/^signature is not a G1 point/),
      });
    }
    // The sign bit of the compressed point (bit 5 of the first byte) gives −σ, a valid point: the
    // pairing itself refuses it.
    const negated = flipBit(real.signature, 0, 5);
    expect(
      verifyQuicknetRound(
        { round: real.round, signature: negated, randomness: sha256Hex(negated) },
        real.round,
      ),
    ).toEqual({
      ok: false,
      reason: "BLS signature does not verify under quicknet's public key",
    });
  });

  it("refuses a real signature presented as another round", () => {
    const real = recorded(30_662_990);
    const relabelled = { ...real, round: real.round + 1 };
    expect(verifyQuicknetRound(relabelled, real.round + 1)).toEqual({
      ok: false,
      reason: "BLS signature does not verify under quicknet's public key",
    });
    // A relay answering another round than the one asked (a real one, honestly labelled).
    expect(verifyQuicknetRound(real, 30_662_992)).toEqual({
      ok: false,
      reason: "answered round 30662990, asked 30662992",
    });
  });

  it("refuses randomness that is not SHA-256 of the signature", () => {
    const real = recorded(30_662_992);
    expect(verifyQuicknetRound({ ...real, randomness: flipBit(real.randomness, 0) }, real.round)).toEqual({
      ok: false,
      reason: "randomness is not SHA-256 of the signature",
    });
    // Another round's genuine randomness with this round's genuine signature.
    const other = recorded(30_662_990);
    expect(verifyQuicknetRound({ ...real, randomness: other.randomness }, real.round).ok).toBe(false);
  });

  it("refuses answers that are not a round at all", () => {
    const real = recorded(1);
    const malformed = [
      null,
      "round 1",
      { ...real, signature: real.signature.slice(2) },
      { ...real, signature: real.signature.toUpperCase() },
      { ...real, round: "1" },
      { round: real.round, randomness: real.randomness },
    ];
    for (const answer of malformed) {
      const result = verifyQuicknetRound(answer, 1);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(/^malformed answer/);
    }
  });
});
