import { walkChain } from "@platform/fair/crash";
import { asc, eq, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { crashChainCheckpoints, crashChains, crashRounds } from "../db/schema.ts";
import { ChainCommandError, chainNext, chainSalt, chainStatus } from "./chain-commands.ts";
import { type CrashTestApp, createCrashTestApp } from "./test/crash-test-kit.ts";

/*
 * The operator's commands for the chain's next seeding event (docs/decisions/040): the status of
 * the chain in play, the next chain made ahead and published, its salt fixed once, and the runner
 * switching to it when the chain in play is used up instead of making its own.
 */

let t: CrashTestApp;
beforeAll(async () => {
  t = await createCrashTestApp();
});
afterAll(() => t.close());

const collect = () => {
  const lines: string[] = [];
  return { lines, out: (line: string) => lines.push(line), text: () => lines.join("\n") };
};
const SOURCE = "The hash of Bitcoin block 950000, not mined at publication";

describe("the chain commands", () => {
  test("status: the chain in play, its rounds left, terminating hash, salt source and salt", async () => {
    await t.bettingRound();
    const [chain] = await t.testDb.db.select().from(crashChains);
    const [last] = await t.testDb.db.select({ id: max(crashRounds.id) }).from(crashRounds);
    const { out, text } = collect();
    await chainStatus(t.testDb.db, out);
    expect(text()).toContain(`Chain ${chain!.id} (in play)`);
    expect(text()).toContain("rounds           1–500 (500 hashes)");
    expect(text()).toContain(`terminating hash ${chain!.terminatingHash}`);
    expect(text()).toContain(`salt source      ${chain!.saltSource}`);
    expect(text()).toContain(`salt             ${chain!.salt}`);
    expect(text()).toContain(`last round       #${last!.id}`);
    expect(text()).toContain(`rounds left      ${500 - last!.id!}`);
    expect(text()).toContain("No next chain");
  });

  test("next: a chain continuing the numbering, published with its source, whose links reach its terminating hash", async () => {
    const { out, text } = collect();
    const chain = await chainNext(t.testDb.db, out, {
      saltSource: SOURCE,
      length: 50,
      checkpointEvery: 10,
      clock: t.clock.now,
    });
    expect(chain).toMatchObject({
      firstRound: 501,
      length: 50,
      state: "published",
      salt: null,
      saltSource: SOURCE,
    });
    expect(text()).toContain(`terminating hash ${chain.terminatingHash}`);
    expect(text()).toContain(`chain salt ${chain.id}`);
    // The seed at position 50 hashed 50 times is the published terminating hash; checkpoints every 10.
    const checkpoints = await t.testDb.db
      .select()
      .from(crashChainCheckpoints)
      .where(eq(crashChainCheckpoints.chainId, chain.id))
      .orderBy(asc(crashChainCheckpoints.position));
    expect(checkpoints.map((row) => row.position)).toEqual([10, 20, 30, 40, 50]);
    expect(walkChain(checkpoints.at(-1)!.hash, 50)).toBe(chain.terminatingHash);
    expect(walkChain(checkpoints[0]!.hash, 10)).toBe(chain.terminatingHash);

    const status = collect();
    await chainStatus(t.testDb.db, status.out);
    expect(status.text()).toContain(`Chain ${chain.id} (next)`);
    expect(status.text()).toContain("rounds           501–550 (50 hashes)");
    expect(status.text()).toContain("not fixed yet");

    // One next chain at a time: its terminating hash may already be public.
    await expect(
      chainNext(t.testDb.db, () => {}, {
        saltSource: SOURCE,
        length: 50,
        checkpointEvery: 10,
        clock: t.clock.now,
      }),
    ).rejects.toThrow(`Chain ${chain.id} is already next`);
    await expect(
      chainNext(t.testDb.db, () => {}, {
        saltSource: "soon",
        length: 50,
        checkpointEvery: 10,
        clock: t.clock.now,
      }),
    ).rejects.toBeInstanceOf(ChainCommandError);
  });

  test("the runner waits for the next chain's salt, then plays it from the round after the last one", async () => {
    const [, next] = await t.testDb.db.select().from(crashChains).orderBy(asc(crashChains.id));
    const chains = t.crash.chains;
    // The chain in play still covers its own rounds.
    expect((await chains.chainFor(500))?.id).not.toBe(next!.id);
    // The test runner's CRASH_SALT salted the first chain: the next chain waits instead of making another.
    expect(await chains.chainFor(501)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await t.testDb.db.$count(crashChains)).toBe(2);

    // A salt that salted another chain is refused; then the declared source's value, once.
    const first = await t.testDb.db.select().from(crashChains).where(eq(crashChains.firstRound, 1));
    await expect(chainSalt(t.testDb.db, () => {}, next!.id, first[0]!.salt!, t.clock.now)).rejects.toThrow(
      "salted another chain",
    );
    const { out, text } = collect();
    await chainSalt(t.testDb.db, out, next!.id, "block 950000's hash", t.clock.now);
    expect(text()).toContain("block 950000's hash");
    await expect(chainSalt(t.testDb.db, () => {}, next!.id, "another", t.clock.now)).rejects.toThrow(
      "was fixed at",
    );

    const playing = await chains.chainFor(501);
    expect(playing).toMatchObject({ id: next!.id, firstRound: 501, salt: "block 950000's hash" });
    expect(walkChain(await chains.hashAt(playing!, 1), 1)).toBe(playing!.terminatingHash);
    expect(await t.testDb.db.$count(crashChains)).toBe(2);
  });
});
