import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { previousGameHash } from "./chain.ts";
import { crashPoint, formatMultiplier } from "./crash-point.ts";

/*
 * bustabit's published values: the salt and terminating hash of its current seeding event, as its
 * open-source verifier has them (github.com/bustabit/verifier src/constants.ts, from
 * bitcointalk.org topic 5560454), and ten consecutive real rounds as bustabit's game pages showed
 * them (#12424169 down to #12424160). Game #12424169's hash reaches that terminating hash after
 * 2,424,169 SHA-256s (checked once while writing this; too slow to repeat in every run), so these
 * are rounds of the published chain, and the crash points below are the ones bustabit paid.
 */
const BUSTABIT_SALT = "00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be";
const BUSTABIT_ROUNDS = [
  {
    game: 12_424_169,
    hash: "4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1",
    bust: "1.46",
  },
  { game: 12_424_168, prefix: "1f497e8ba3a58b87", bust: "5.56" },
  { game: 12_424_167, prefix: "9d3bc0c5b47166a0", bust: "4.71" },
  { game: 12_424_166, prefix: "70857ecd59a239f3", bust: "41.46" },
  { game: 12_424_165, prefix: "edabb8310216cfa6", bust: "1.88" },
  { game: 12_424_164, prefix: "8d979188df27e1ac", bust: "9.20" },
  { game: 12_424_163, prefix: "40a8b57ce76f70a1", bust: "1.16" },
  { game: 12_424_162, prefix: "c2afa1058b4635c4", bust: "1.55" },
  { game: 12_424_161, prefix: "fca482ef66e40c70", bust: "14.10" },
  { game: 12_424_160, prefix: "f6966d8a5541bcad", bust: "1.09" },
];

/** bustabit's gameResult, literally, on node:crypto (its verifier's math.ts), in hundredths. */
function bustabitGameResult(salt: string, gameHash: string): number {
  const hash = createHmac("sha256", salt).update(Buffer.from(gameHash, "hex")).digest("hex");
  const r = Number.parseInt(hash.slice(0, 52 / 4), 16);
  const X = r / 2 ** 52;
  return Math.max(1, Math.floor(99 / (1 - X)) / 100) * 100;
}

describe("the crash point", () => {
  test("matches bustabit's rounds #12424169 to #12424160", () => {
    let hash = BUSTABIT_ROUNDS[0]!.hash!;
    for (const round of BUSTABIT_ROUNDS) {
      if (round.prefix) expect(hash.startsWith(round.prefix)).toBe(true);
      expect(formatMultiplier(crashPoint(hash, BUSTABIT_SALT))).toBe(round.bust);
      // The round before is the SHA-256 of this one's raw bytes.
      hash = previousGameHash(hash);
    }
  });

  test("is bustabit's gameResult for any hash and salt", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.string(), (bytes, salt) => {
        const hash = Buffer.from(bytes).toString("hex");
        expect(crashPoint(hash, salt)).toBe(Math.round(bustabitGameResult(salt, hash)));
      }),
      { numRuns: 300 },
    );
  });

  test("busts at 1.00× about 1.98 % of the time (1 − 0.99/1.01) and reaches 2.00× about 49.5 %", () => {
    let hash = createHash("sha256").update("distribution").digest("hex");
    let ones = 0;
    let doubled = 0;
    const rounds = 10_000;
    for (let i = 0; i < rounds; i++) {
      const point = crashPoint(hash, "salt");
      if (point === 100) ones++;
      if (point >= 200) doubled++;
      hash = previousGameHash(hash);
    }
    // P(crash ≥ m) = 0.99 / m, so 1.01× is reached 98.02 % of the time. Binomial standard
    // deviations: 0.14 % and 0.5 %; five of them either way.
    expect(Math.abs(ones / rounds - (1 - 0.99 / 1.01))).toBeLessThan(0.007);
    expect(Math.abs(doubled / rounds - 0.495)).toBeLessThan(0.025);
  });
});
