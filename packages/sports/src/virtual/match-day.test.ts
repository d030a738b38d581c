import path from "node:path";
import { nodeFairFloats, serverSeedHash } from "@platform/fair/node";
import { build } from "esbuild";
import { describe, expect, test } from "vitest";
import { acceptedBetsDigest, closeEntropy, fairEventFloats, virtualCommitment } from "./fair-source.ts";
import { matchDayFixtures, VIRTUAL_LEAGUE } from "./league.ts";
import { fairMatchDay, playMatchDay, verifyMatchDay } from "./match-day.ts";
import { HALF_TIME_SECOND, MATCH_SECONDS, matchSecondAt, scoreAt } from "./match-timeline.ts";
import { raceCard } from "./racing/greyhounds.ts";
import { playRace } from "./racing/race.ts";

const fixtures = matchDayFixtures(VIRTUAL_LEAGUE, 0, 4);
const serverSeed = "3f9a1c7e5b2d4068a1c3e5f7092b4d6f8a0c2e4f6b8d0a2c4e6f8b0d2f4a6c8e";
const commitment = virtualCommitment(serverSeed);
const entropy = closeEntropy({
  closedAt: "2026-11-27T16:30:00Z",
  acceptedBetIds: ["bet-2", "bet-1"],
  beacon: { source: "drand-quicknet", round: 1_234_567, randomness: "ab".repeat(32) },
});

describe("a virtual match day, provably fair", () => {
  test("the commitment is SHA-256 of the seed's text, as node:crypto and the slots compute it", () => {
    expect(commitment).toBe(serverSeedHash(serverSeed));
  });

  test("the plain-TypeScript stream (the verifier's) is node:crypto's (the server's)", () => {
    const mine = fairEventFloats(serverSeed, entropy);
    for (let match = 0; match < 8; match++) {
      const a = mine(match);
      const b = nodeFairFloats({ serverSeed, clientSeed: entropy, nonce: match });
      for (let i = 0; i < 20; i++) expect(a.next()).toBe(b.next());
    }
    const server = playMatchDay(fixtures, (i) =>
      nodeFairFloats({ serverSeed, clientSeed: entropy, nonce: i }),
    );
    expect(fairMatchDay(serverSeed, entropy, fixtures)).toEqual(server);
  });

  test("the verifier reproduces every score and event from the revealed seed", () => {
    const played = fairMatchDay(serverSeed, entropy, fixtures);
    const verification = verifyMatchDay({ serverSeed, commitment, entropy, fixtures, published: played });
    expect(verification).toMatchObject({ commitmentOk: true, mismatches: [], verified: true });
    expect(verification.outcomes).toEqual(played);
    // Scores alone verify too; a changed score or event is caught, as is another seed.
    expect(
      verifyMatchDay({ serverSeed, commitment, entropy, fixtures, published: played.map((o) => o.score) })
        .verified,
    ).toBe(true);
    const forged = played.map((o, i) => (i === 3 ? { home: o.score.home + 1, away: o.score.away } : o.score));
    expect(
      verifyMatchDay({ serverSeed, commitment, entropy, fixtures, published: forged }).mismatches,
    ).toEqual([3]);
    const movedGoal = structuredClone(played);
    const withGoal = movedGoal.find((o) => o.events.length > 0)!;
    (withGoal.events[0] as { second: number }).second += 1;
    expect(verifyMatchDay({ serverSeed, commitment, entropy, fixtures, published: movedGoal }).verified).toBe(
      false,
    );
    // A stored copy with its keys in another order still verifies.
    const reordered = played.map((o) => ({
      events: o.events.map((e) => ({
        side: e.side,
        kind: e.kind,
        second: e.second,
        ...(e.score ? { score: e.score } : {}),
      })),
      halfTime: o.halfTime,
      score: o.score,
    }));
    expect(verifyMatchDay({ serverSeed, commitment, entropy, fixtures, published: reordered }).verified).toBe(
      true,
    );
    expect(() => playMatchDay([fixtures[0]!, fixtures[0]!], fairEventFloats(serverSeed, entropy))).toThrow(
      RangeError,
    );
    const other = verifyMatchDay({
      serverSeed: `${serverSeed.slice(0, -1)}0`,
      commitment,
      entropy,
      fixtures,
      published: played,
    });
    expect(other.commitmentOk).toBe(false);
    expect(other.verified).toBe(false);
    expect(
      verifyMatchDay({ serverSeed, commitment: ` ${commitment.toUpperCase()} `, entropy, fixtures })
        .commitmentOk,
    ).toBe(true);
  });

  test("changing the entropy fixed at close changes the outcomes, under the same commitment", () => {
    // Everything published before the close (fixtures, prices, commitment) is the same in each run;
    // only the entropy differs. So no function of what was published before the close can give the
    // outcomes: the commitment reveals nothing of them.
    const entropies = Array.from({ length: 20 }, (_, i) =>
      closeEntropy({ closedAt: "2026-11-27T16:30:00Z", acceptedBetIds: [`bet-${i}`] }),
    );
    const days = entropies.map((e) => JSON.stringify(fairMatchDay(serverSeed, e, fixtures)));
    expect(new Set(days).size).toBe(entropies.length);
    // Scores alone differ too: across 20 entropies at least one match of the day changes score.
    const scores = entropies.map((e) =>
      fairMatchDay(serverSeed, e, fixtures).map((o) => `${o.score.home}:${o.score.away}`),
    );
    for (let match = 0; match < 8; match++)
      expect(new Set(scores.map((s) => s[match])).size).toBeGreaterThan(1);
    // And the same entropy with another seed (another commitment) differs as well.
    expect(fairMatchDay("another seed", entropy, fixtures)).not.toEqual(
      fairMatchDay(serverSeed, entropy, fixtures),
    );
  });

  test("the entropy line: canonical, order of bets irrelevant, beacon named, malformed parts refused", () => {
    expect(entropy).toBe(
      `v1|closed=2026-11-27T16:30:00.000Z|bets=${acceptedBetsDigest(["bet-1", "bet-2"])}|beacon=drand-quicknet:1234567:${"ab".repeat(32)}`,
    );
    expect(closeEntropy({ closedAt: "2026-11-27T16:30:00Z", acceptedBetIds: ["b", "a"] })).toBe(
      closeEntropy({ closedAt: "2026-11-27T16:30:00.000Z", acceptedBetIds: ["a", "b"] }),
    );
    expect(closeEntropy({ closedAt: "2026-11-27T16:30:00Z", acceptedBetIds: [] })).toMatch(/\|beacon=none$/);
    expect(() => closeEntropy({ closedAt: "soon", acceptedBetIds: [] })).toThrow(RangeError);
    expect(() => acceptedBetsDigest(["a\nb"])).toThrow(RangeError);
    expect(() =>
      closeEntropy({
        closedAt: "2026-11-27T16:30:00Z",
        acceptedBetIds: [],
        beacon: { source: "x", round: 1, randomness: "zz" },
      }),
    ).toThrow(RangeError);
  });

  test("a timeline: goals add up to the score, in order, with the half-time score", () => {
    for (let day = 0; day < 30; day++) {
      for (const outcome of fairMatchDay(
        serverSeed,
        `${entropy}${day}`,
        matchDayFixtures(VIRTUAL_LEAGUE, 1, day),
      )) {
        const goals = outcome.events.filter((e) => e.kind === "goal");
        expect(goals.length).toBe(outcome.score.home + outcome.score.away);
        expect(goals.at(-1)?.score ?? { home: 0, away: 0 }).toEqual(outcome.score);
        const seconds = outcome.events.map((e) => e.second);
        expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
        expect(seconds.every((s) => s >= 0 && s < MATCH_SECONDS)).toBe(true);
        expect(scoreAt(outcome, HALF_TIME_SECOND - 1)).toEqual(outcome.halfTime);
        expect(scoreAt(outcome, MATCH_SECONDS)).toEqual(outcome.score);
      }
    }
    expect(matchSecondAt(45_000, 90_000)).toBe(HALF_TIME_SECOND);
    expect(matchSecondAt(100_000, 90_000)).toBe(MATCH_SECONDS);
  });

  test("a recorded match day and race replay unchanged (past match days must stay verifiable)", () => {
    // Any change to the float layout, the tables or the stream breaks this on purpose: a verifier
    // that no longer reproduces published match days is a broken promise, not a refactor.
    const seed = "0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0";
    const closed = closeEntropy({ closedAt: "2026-11-27T16:30:00Z", acceptedBetIds: ["bet-1", "bet-2"] });
    expect(closed).toBe(
      "v1|closed=2026-11-27T16:30:00.000Z|bets=868c480a9667453be01edc2d93436d1d9472d50cfe710ec2b947f3311def8ab5|beacon=none",
    );
    expect(virtualCommitment(seed)).toBe("b755ed18185d0448746c865d67220151f3a451b5e0cb6aa149aa2cac9448a426");
    const day = fairMatchDay(seed, closed, matchDayFixtures(VIRTUAL_LEAGUE, 0, 0));
    expect(day.map((o) => `${o.score.home}:${o.score.away}`)).toEqual([
      "2:0",
      "2:2",
      "1:1",
      "0:3",
      "1:2",
      "0:2",
      "0:0",
      "1:2",
    ]);
    expect(day[0]).toEqual({
      score: { home: 2, away: 0 },
      halfTime: { home: 1, away: 0 },
      events: [
        { second: 166, kind: "goal", side: "home", score: { home: 1, away: 0 } },
        { second: 177, kind: "yellow-card", side: "home" },
        { second: 396, kind: "yellow-card", side: "away" },
        { second: 2234, kind: "yellow-card", side: "home" },
        { second: 2873, kind: "yellow-card", side: "home" },
        { second: 3191, kind: "yellow-card", side: "away" },
        { second: 4328, kind: "goal", side: "home", score: { home: 2, away: 0 } },
        { second: 5272, kind: "yellow-card", side: "away" },
        { second: 5352, kind: "yellow-card", side: "home" },
      ],
    });
    expect(playRace(raceCard(1), fairEventFloats(seed, closed))).toEqual({
      order: [3, 6, 1, 2, 4, 5],
      timesMs: [29524, 29992, 28538, 30418, 30687, 28986],
    });
  });

  test("the verifier's path bundles for a browser: no node: import", async () => {
    const result = await build({
      entryPoints: [path.resolve(import.meta.dirname, "index.ts")],
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      logLevel: "silent",
    });
    expect(result.errors).toEqual([]);
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/["']node:/);
    expect(code).toContain("verifyMatchDay");
  });
});
