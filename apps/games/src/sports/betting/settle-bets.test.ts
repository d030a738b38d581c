import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sportsBets, sportsSettlementMessages } from "../../db/schema.ts";
import { placeSlip } from "./place-bet.ts";
import { settleBet } from "./settle-bets.ts";
import {
  type BettingTestKit,
  createBettingTestKit,
  EVENT_A,
  EVENT_B,
  EVENT_C,
  pick,
} from "./test/betting-test-kit.ts";

/*
 * Settlement from the feed's journal: exactly once however often a message arrives or the job runs,
 * void and dead-heat legs by @platform/sports, and a rollback (corrected result) reopening the bet,
 * reversing its win and settling it again, the outbox adding up to the final result.
 */

let t: BettingTestKit;
beforeAll(async () => {
  t = await createBettingTestKit();
});
afterAll(() => t.close());

let n = 0;
const requestId = () => `settle-${String(++n).padStart(6, "0")}`;

async function betOn(events: string[], unitStake = 1_000) {
  for (const event of events) await t.event(event, { home: 2_000 });
  const player = await t.player();
  const result = await placeSlip(t.betting.deps, player, {
    request_id: requestId(),
    selections: events.map((event) => pick(event, "1", 2_000)),
    bet_type: events.length === 1 ? "single" : "accumulator",
    unit_stake: unitStake,
    price_change: "any",
  });
  return { player, bet: result.bets[0]! };
}

const row = async (id: string) =>
  (await t.feed.testDb.db.select().from(sportsBets).where(eq(sportsBets.id, id)))[0]!;

const callsOf = async (betId: string) => (await t.calls()).filter((call) => call.roundId === betId);

/** Stake out, payouts in, reversals out again: the player's net over the bet's acknowledged calls. */
async function netOf(betId: string) {
  let net = 0;
  for (const call of await callsOf(betId)) {
    const amount = Number(call.request.amount ?? 0);
    if (call.kind === "bet") net -= amount;
    else if (call.kind === "win") net += amount;
    else if (/-win-\d+-rollback$/.test(call.transactionId)) {
      const reversed = (await callsOf(betId)).find(
        (candidate) => candidate.transactionId === call.request.reference_transaction_id,
      );
      net -= Number(reversed!.request.amount);
    }
  }
  return net;
}

async function step() {
  await t.betting.step();
  await t.betting.idle();
}

describe("settlement", () => {
  test("an accumulator pays once every leg has a result, and once only", async () => {
    const { player, bet } = await betOn([EVENT_A, EVENT_B]);
    await t.settle1x2(EVENT_A, "1");
    await step();
    expect((await row(bet.id)).state).toBe("open");
    await t.settle1x2(EVENT_B, "1");
    await step();
    const settled = await row(bet.id);
    expect(settled).toMatchObject({ state: "settled", payout: 4_000, wins: 1 });
    expect(player.balance()).toBe(1_000_000 - 1_000 + 4_000);

    // The message again, the journal replayed, the job twice, a settler by hand: nothing more.
    await t.settle1x2(EVENT_B, "1");
    await t.feed.testDb.db.update(sportsSettlementMessages).set({ processedAt: null });
    await Promise.all([step(), step(), settleBet(t.betting.deps, bet.id), settleBet(t.betting.deps, bet.id)]);
    await step();
    expect((await callsOf(bet.id)).filter((call) => call.kind === "win")).toHaveLength(1);
    expect(player.balance()).toBe(1_000_000 - 1_000 + 4_000);
  });

  test("a lost bet closes its round with a zero win", async () => {
    const { player, bet } = await betOn([EVENT_C]);
    await t.settle1x2(EVENT_C, "3");
    await step();
    expect(await row(bet.id)).toMatchObject({ state: "settled", payout: 0 });
    const wins = (await callsOf(bet.id)).filter((call) => call.kind === "win");
    expect(wins.map((call) => [call.request.amount, call.request.round_closed, call.status])).toEqual([
      [0, true, "acknowledged"],
    ]);
    expect(player.balance()).toBe(1_000_000 - 1_000);
  });

  test("a void leg counts 1.00 and a dead heat pays its share", async () => {
    const voided = await betOn([EVENT_A, EVENT_B]);
    await t.settle1x2(EVENT_A, "1", { voidFactor: 1 });
    await t.settle1x2(EVENT_B, "1");
    await step();
    expect((await row(voided.bet.id)).payout).toBe(2_000);

    const dead = await betOn([EVENT_C]);
    await t.settle1x2(EVENT_C, "1", { deadHeat: 0.5 });
    await step();
    expect((await row(dead.bet.id)).payout).toBe(1_000);
  });
});

describe("corrections", () => {
  test("a rollback reopens the bet, reverses its win, and the new result settles it again", async () => {
    const { bet } = await betOn([EVENT_A]);
    await t.settle1x2(EVENT_A, "1");
    await step();
    expect(await row(bet.id)).toMatchObject({ state: "settled", payout: 2_000 });
    expect(await netOf(bet.id)).toBe(1_000);

    await t.rollback1x2(EVENT_A);
    await step();
    const reopened = await row(bet.id);
    expect(reopened).toMatchObject({ state: "open", payout: null });
    expect(await netOf(bet.id)).toBe(-1_000);
    // TODO(platform): the wallet reverses bets only, and forgets a closed round's launch token; the
    // reversal of a win is queued but never counted as done until the platform takes it.
    const reversal = (await callsOf(bet.id)).find(
      (call) => call.transactionId === `${bet.id}-win-1-rollback`,
    );
    expect(reversal?.request.reference_transaction_id).toBe(`${bet.id}-win-1`);
    expect(reversal?.status).not.toBe("acknowledged");

    await t.settle1x2(EVENT_A, "3");
    await step();
    expect(await row(bet.id)).toMatchObject({ state: "resulted", payout: 0, wins: 2 });
    // Stake out, 2 000 paid, 2 000 taken back, 0 paid: the net is the final result, a lost stake.
    expect(await netOf(bet.id)).toBe(-1_000);
    expect((await callsOf(bet.id)).map((call) => call.transactionId).sort()).toEqual(
      [`${bet.id}-bet`, `${bet.id}-win-1`, `${bet.id}-win-1-rollback`, `${bet.id}-win-2`].sort(),
    );
  });

  test("a correction to the same result changes nothing", async () => {
    const { bet } = await betOn([EVENT_B]);
    await t.settle1x2(EVENT_B, "1");
    await step();
    await t.settle1x2(EVENT_B, "1");
    await t.feed.testDb.db.execute(sql`update sports_settlement_messages set processed_at = null`);
    await step();
    expect(await row(bet.id)).toMatchObject({ state: "settled", wins: 1 });
  });
});
