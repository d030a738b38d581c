import { elapsedFor } from "@platform/fair/crash";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { crashChains } from "../db/schema.ts";
import { ChainStore } from "./chain-store.ts";
import {
  betRows,
  CRASH_SALT,
  type CrashTestApp,
  createCrashTestApp,
  expectClosedOnce,
} from "./test/crash-test-kit.ts";

/*
 * The runner dies mid-round (its process stops stepping; nothing is cleaned up) and another takes
 * over (a new app on the same store, whose first step adopts the round). Decision 040's rule: past
 * the crash time the round crashed at its crash point; before it, it ends at the takeover with the
 * bets still in play refunded. Every bet is settled or refunded exactly once, and two runners
 * stepping the same round at once (a leader that lost its lock mid-step) decide nothing twice.
 * crash-process.test.ts does the same with a real SIGKILL.
 */

let t: CrashTestApp;
beforeAll(async () => {
  t = await createCrashTestApp();
});
afterAll(() => t.close());

async function bets(minimum: number, wanted: { amount: number; auto_cash_out?: number }[]) {
  const round = await t.bettingRound((row) => row.crashPoint >= minimum);
  const placed = [];
  for (const bet of wanted) {
    const gambler = t.player();
    const session = await t.open(gambler.token);
    const answer = await t.bet(session, gambler.token, [{ slot: 1, ...bet }]);
    placed.push({ ...answer.body.data.placed[0]!, gambler, session });
  }
  return { round, placed };
}

describe("the runner dies mid-round", () => {
  test("taken over after the crash time: crashed at its crash point, auto cash-outs it reached paid, the rest lost", async () => {
    const { round, placed } = await bets(200, [
      { amount: 1_000, auto_cash_out: 150 },
      { amount: 1_000 },
      { amount: 1_000 },
    ]);
    const [auto, riding, manual] = placed;
    const running = await t.start(round.id);
    t.clock.advance(elapsedFor(120));
    expect((await t.cashOut(manual!.session, manual!.gambler.token, manual!.id)).body.data.payout).toBe(
      1_200,
    );

    await t.restartCrash();
    t.clock.current = new Date(running.crashAt!.getTime() + 4_000);
    await t.step();
    const ended = await t.round(round.id);
    expect(ended).toMatchObject({ state: "crashed", interrupted: false });
    expect(ended.endedAt).toEqual(running.crashAt);
    await t.finish(round.id);
    const rows = await betRows(t, round.id);
    expect(rows.find((bet) => bet.id === auto!.id)).toMatchObject({
      state: "cashed_out",
      cashOutMultiplier: 150,
    });
    expect(rows.find((bet) => bet.id === riding!.id)!.state).toBe("lost");
    await expectClosedOnce(t, [
      { id: auto!.id, win: 1_500 },
      { id: riding!.id, win: 0 },
      { id: manual!.id, win: 1_200 },
    ]);
  });

  test("taken over before the crash time: due cash-outs paid, bets in play refunded, the round ends at the takeover", async () => {
    const { round, placed } = await bets(400, [
      { amount: 1_000, auto_cash_out: 120 },
      { amount: 1_000 },
      { amount: 1_000, auto_cash_out: 250 },
    ]);
    const [early, riding, late] = placed;
    const running = await t.start(round.id);
    t.clock.advance(elapsedFor(110));
    await t.step();

    await t.restartCrash();
    t.clock.current = new Date(running.startedAt!.getTime() + elapsedFor(150));
    const takeover = t.clock.now();
    await t.step();
    const ended = await t.round(round.id);
    expect(ended).toMatchObject({ state: "crashed", interrupted: true });
    expect(ended.endedAt).toEqual(takeover);
    expect(ended.settledAt).not.toBeNull();
    // Nothing is taken after the end, whatever the curve would have said.
    t.clock.advance(100);
    expect((await t.cashOut(riding!.session, riding!.gambler.token, riding!.id)).body.code).toBe(
      "RS_ERROR_BET_REFUNDED",
    );
    await t.crash.deliveries.idle();

    const rows = await betRows(t, round.id);
    expect(rows.find((bet) => bet.id === early!.id)).toMatchObject({
      state: "cashed_out",
      cashOutMultiplier: 120,
    });
    expect(rows.find((bet) => bet.id === riding!.id)).toMatchObject({
      state: "refunded",
      refundReason: "interrupted",
    });
    expect(rows.find((bet) => bet.id === late!.id)).toMatchObject({
      state: "refunded",
      refundReason: "interrupted",
    });
    await expectClosedOnce(t, [
      { id: early!.id, win: 1_200 },
      { id: riding!.id, rollback: true },
      { id: late!.id, rollback: true },
    ]);
    expect(t.wallet.players.get(riding!.gambler.token)!.balance).toBe(100_000);
    // The next round opens after the pause.
    expect((await t.round(round.id + 1)).state).toBe("betting");
  });

  test("two runners stepping the same rounds at once decide every bet once", async () => {
    const other = await t.node();
    try {
      const { round, placed } = await bets(150, [
        { amount: 1_000, auto_cash_out: 110 },
        { amount: 1_000, auto_cash_out: 140 },
        { amount: 1_000 },
      ]);
      const both = async () => {
        await Promise.all([t.crash.runner.step(), other.crash!.runner.step()]);
        await Promise.all([t.crash.deliveries.idle(), other.crash!.deliveries.idle()]);
      };
      t.clock.current = (await t.round(round.id)).bettingEndsAt!;
      await both();
      const running = await t.round(round.id);
      for (const multiplier of [105, 115, 145]) {
        t.clock.current = new Date(running.startedAt!.getTime() + elapsedFor(multiplier));
        await both();
      }
      t.clock.current = new Date(running.crashAt!.getTime() + 2_000);
      await both();
      await both();
      expect((await t.round(round.id)).settledAt).not.toBeNull();
      await expectClosedOnce(t, [
        { id: placed[0]!.id, win: 1_100 },
        { id: placed[1]!.id, win: 1_400 },
        { id: placed[2]!.id, win: 0 },
      ]);
    } finally {
      await other.close();
    }
  });

  test("a production chain is published first and plays only once its salt is set; a salt used before is refused", async () => {
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const store = (salt: ConstructorParameters<typeof ChainStore>[0]["salt"]) =>
      new ChainStore({ db: t.testDb.db, clock: t.clock.now, log, length: 50, checkpointEvery: 10, salt });
    const waiting = store({ source: "the hash of a future block" });
    const published = async (chains: ChainStore) => {
      for (let tries = 0; tries < 100; tries++) {
        const ready = await chains.chainFor(100_000);
        if (ready) return ready;
        const [latest] = await t.testDb.db.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1);
        if (latest?.firstRound === 100_000 && latest.state === "published") return null;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error("the chain was never published");
    };
    expect(await published(waiting)).toBeNull();
    const [chain] = await t.testDb.db.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1);
    expect(chain).toMatchObject({ state: "published", salt: null, saltSource: "the hash of a future block" });
    expect(chain!.terminatingHash).toMatch(/^[0-9a-f]{64}$/);

    // A salt another chain already had could have picked this one: refused.
    expect(await store({ value: CRASH_SALT }).chainFor(100_000)).toBeNull();
    const salted = await store({ value: "block 900000's hash" }).chainFor(100_000);
    expect(salted).toMatchObject({ id: chain!.id, salt: "block 900000's hash" });
    expect(salted!.saltFixedAt!.getTime()).toBeGreaterThanOrEqual(salted!.publishedAt!.getTime());
  });
});
