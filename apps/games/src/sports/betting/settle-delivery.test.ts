import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sportsBets, walletCalls } from "../../db/schema.ts";
import type { WalletSender } from "../../wallet/batch-sender.ts";
import { placeSlip } from "./place-bet.ts";
import { settleDue } from "./settle-bets.ts";
import { SportsLedger } from "./sports-wallet.ts";
import { type BettingTestKit, createBettingTestKit, pick } from "./test/betting-test-kit.ts";

/*
 * A settlement's wins through the batch sender (wallet/batch-delivery.ts): a batch leased in one
 * statement, sent side by side, acknowledged in one transaction. Exactly once however the batches
 * meet: the same wins handed over several times at once, a crash between the platform's answers
 * and their record, answers lost or refused inside a batch.
 */

let t: BettingTestKit;
beforeAll(async () => {
  t = await createBettingTestKit();
});
afterAll(() => t.close());

let n = 0;

/** `count` singles on the home side of a fresh event, at 2.00 for 1,000 each. */
async function betsOn(count: number) {
  const event = `sim:match:batch${++n}`;
  await t.event(event, { home: 2_000 });
  const bets = [];
  for (let i = 0; i < count; i++) {
    const player = await t.player();
    const placed = await placeSlip(t.betting.deps, player, {
      request_id: `batch-${n}-${i}`,
      selections: [pick(event, "1", 2_000)],
      bet_type: "single",
      unit_stake: 1_000,
      price_change: "any",
    });
    bets.push({ player, bet: placed.bets[0]! });
  }
  return { event, bets };
}

/** Runs the settlement job's pass with the sender held: answers the wins it queued, unsent. */
async function settleHeld(event: string, winner: "1" | "2" | "3"): Promise<string[]> {
  await t.betting.idle();
  const held: string[] = [];
  const sender = t.betting.deps.deliveries;
  const holding: WalletSender = { send: (ids) => void held.push(...ids), idle: async () => undefined };
  t.betting.deps.deliveries = holding;
  try {
    await t.settle1x2(event, winner);
    await settleDue(t.betting.deps);
  } finally {
    t.betting.deps.deliveries = sender;
  }
  return held;
}

const betsOf = (ids: string[]) =>
  t.feed.testDb.db.select().from(sportsBets).where(inArray(sportsBets.id, ids));
const callsOf = (ids: string[]) =>
  t.feed.testDb.db.select().from(walletCalls).where(inArray(walletCalls.transactionId, ids));
const winsApplied = (ids: string[]) => ids.filter((id) => t.wallet.applied.has(id)).length;

describe("the batch sender", () => {
  test("the same wins handed over three times at once: each paid and recorded once", async () => {
    const { event, bets } = await betsOn(12);
    const wins = await settleHeld(event, "1");
    expect(wins).toHaveLength(12);
    const deliverMany = (ids: string[]) => t.betting.deps.settlement.deliverMany(ids);
    const verdicts = await Promise.all([
      deliverMany(wins),
      deliverMany([...wins].reverse()),
      deliverMany(wins.slice(0, 6)),
    ]);
    await t.betting.idle();
    // Each win acknowledged by exactly one of the batches, whichever recorded it first.
    for (const id of wins) expect(verdicts.filter((batch) => batch.get(id) === "done")).toHaveLength(1);
    expect(winsApplied(wins)).toBe(12);
    for (const { player } of bets) expect(player.balance()).toBe(1_000_000 - 1_000 + 2_000);
    // open (placement's version) → resulted → settled: two moves, not three.
    for (const row of await betsOf(bets.map(({ bet }) => bet.id)))
      expect(row).toMatchObject({ state: "settled", payout: 2_000, wins: 1, version: 3 });
    expect((await callsOf(wins)).every((call) => call.status === "acknowledged")).toBe(true);
    // Handed over again once recorded: nothing is leased, sent or paid.
    const sentBefore = t.wallet.callsOf("win").length;
    expect((await deliverMany(wins)).size).toBe(0);
    expect(t.wallet.callsOf("win").length).toBe(sentBefore);
  });

  test("a crash between the platform's answers and their record: resumed, no second win", async () => {
    const { event, bets } = await betsOn(8);
    const wins = await settleHeld(event, "1");
    const concludedMany = SportsLedger.prototype.concludedMany;
    SportsLedger.prototype.concludedMany = () => Promise.reject(new Error("the node died here"));
    try {
      await expect(t.betting.deps.settlement.deliverMany(wins)).rejects.toThrow("the node died here");
    } finally {
      SportsLedger.prototype.concludedMany = concludedMany;
    }
    // Paid at the platform, nothing recorded here: the calls are pending, the bets resulted.
    expect(winsApplied(wins)).toBe(8);
    expect((await callsOf(wins)).every((call) => call.status === "pending")).toBe(true);
    const ids = bets.map(({ bet }) => bet.id);
    expect((await betsOf(ids)).every((row) => row.state === "resulted")).toBe(true);
    // The reconciliation job (or the next sender) delivers them again: the platform answers its
    // stored replies, and each bet is settled with its one win.
    const verdicts = await t.betting.deps.settlement.deliverMany(wins);
    expect([...verdicts.values()]).toEqual(wins.map(() => "done"));
    for (const { player } of bets) expect(player.balance()).toBe(1_000_000 - 1_000 + 2_000);
    for (const row of await betsOf(ids)) expect(row).toMatchObject({ state: "settled", wins: 1 });
    expect(t.wallet.callsOf("win").filter((call) => wins.includes(call.transactionId ?? ""))).toHaveLength(
      16,
    );
  });

  test("a lost answer waits for the job and a refusal is parked; the rest of the batch is settled", async () => {
    const { event, bets } = await betsOn(6);
    const wins = await settleHeld(event, "1");
    t.wallet.fail("win", "lose-before", 1);
    t.wallet.refuse("win", "RS_ERROR_WIN_LIMIT_EXCEEDED", 1);
    const verdicts = await t.betting.deps.settlement.deliverMany(wins);
    const lost = wins.filter((id) => verdicts.get(id) === "retry");
    const refused = wins.filter((id) => verdicts.get(id) === "failed");
    expect(lost).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const calls = await callsOf(wins);
    const lostCall = calls.find((call) => call.transactionId === lost[0])!;
    // Left to the reconciliation job: pending, due after its backoff, the loss recorded.
    expect(lostCall).toMatchObject({ status: "pending", attempts: 1 });
    expect(lostCall.lastError).not.toBeNull();
    expect(lostCall.nextAttemptAt.getTime()).toBeGreaterThan(t.feed.clock.now().getTime());
    expect(calls.find((call) => call.transactionId === refused[0])).toMatchObject({
      status: "failed",
      lastError: "RS_ERROR_WIN_LIMIT_EXCEEDED",
    });
    const settled = (await betsOf(bets.map(({ bet }) => bet.id))).filter((row) => row.state === "settled");
    expect(settled).toHaveLength(4);
    // The job's attempt delivers the lost one, once.
    expect(await t.betting.deps.settlement.deliver(lost[0]!)).toBe("done");
    const [row] = await t.feed.testDb.db.select().from(sportsBets).where(eq(sportsBets.id, lostCall.roundId));
    expect(row).toMatchObject({ state: "settled", wins: 1 });
    expect(winsApplied(wins)).toBe(5);
  });
});
