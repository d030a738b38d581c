import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sportsBets, sportsSettlementMessages } from "../../db/schema.ts";
import type { BettingDeps } from "./betting-deps.ts";
import type { BettingRulesStore } from "./betting-rules-store.ts";
import { cashOut, quoteCashOut } from "./cash-out.ts";
import { parkedSportsCalls, retrySportsCall } from "./parked-calls.ts";
import { placeSlip } from "./place-bet.ts";
import { settleBet, settleDue } from "./settle-bets.ts";
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
 * reversing its win and settling it again, the outbox adding up to the final result: each call
 * after the one before it, a reversal the player cannot cover parked until an operator retries.
 */

let t: BettingTestKit;
beforeAll(async () => {
  t = await createBettingTestKit();
});
afterAll(() => t.close());

/** Events of their own: a correction reopens every bet on its event. */
const EVENT_X1 = "sim:match:x1";
const EVENT_X2 = "sim:match:x2";
const EVENT_X3 = "sim:match:x3";
const EVENT_X4 = "sim:match:x4";

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
  const calls = (await callsOf(betId)).filter((call) => call.status === "acknowledged");
  let net = 0;
  for (const call of calls) {
    const amount = Number(call.request.amount ?? 0);
    if (call.kind === "bet") net -= amount;
    else if (call.kind === "win") net += amount;
    else if (/-win-\d+-rollback$/.test(call.transactionId)) {
      const reversed = calls.find(
        (candidate) => candidate.transactionId === call.request.reference_transaction_id,
      );
      net -= Number(reversed!.request.amount);
    }
  }
  return net;
}

const statusOf = async (transactionId: string) =>
  (await t.calls()).find((call) => call.transactionId === transactionId)?.status;

/** The bet's calls in the order the platform received them (retries included). */
const sentOrder = (betId: string) =>
  t.wallet.calls
    .map((call) => call.transactionId)
    .filter((id): id is string => id?.startsWith(betId) === true);

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
    const { player, bet } = await betOn([EVENT_A]);
    await t.settle1x2(EVENT_A, "1");
    await step();
    expect(await row(bet.id)).toMatchObject({ state: "settled", payout: 2_000 });
    expect(await netOf(bet.id)).toBe(1_000);

    await t.rollback1x2(EVENT_A);
    await step();
    const reopened = await row(bet.id);
    expect(reopened).toMatchObject({ state: "open", payout: null });
    // The win is taken back at once: the bet runs again on its stake alone.
    const reversal = (await callsOf(bet.id)).find(
      (call) => call.transactionId === `${bet.id}-win-1-rollback`,
    );
    expect(reversal).toMatchObject({
      status: "acknowledged",
      request: { reference_transaction_id: `${bet.id}-win-1`, token: player.token },
    });
    expect(await netOf(bet.id)).toBe(-1_000);
    expect(player.balance()).toBe(1_000_000 - 1_000);

    await t.settle1x2(EVENT_A, "3");
    await step();
    expect(await row(bet.id)).toMatchObject({ state: "settled", payout: 0, wins: 2 });
    // Stake out, 2 000 paid, 2 000 taken back, 0 paid: the net is the final result, a lost stake.
    expect(await netOf(bet.id)).toBe(-1_000);
    expect(player.balance()).toBe(1_000_000 - 1_000);
    expect((await callsOf(bet.id)).map((call) => call.transactionId).sort()).toEqual(
      [`${bet.id}-bet`, `${bet.id}-win-1`, `${bet.id}-win-1-rollback`, `${bet.id}-win-2`].sort(),
    );
    expect(sentOrder(bet.id)).toEqual([
      `${bet.id}-bet`,
      `${bet.id}-win-1`,
      `${bet.id}-win-1-rollback`,
      `${bet.id}-win-2`,
    ]);
  });

  test("a corrected result ends settled with the new payout, paid once however often it arrives", async () => {
    const { player, bet } = await betOn([EVENT_X1]);
    await t.settle1x2(EVENT_X1, "3");
    await step();
    expect(await row(bet.id)).toMatchObject({ state: "settled", payout: 0, wins: 1 });
    // The feed corrects the result: the home side won after all. Twice, and the job runs twice.
    await t.settle1x2(EVENT_X1, "1");
    await t.settle1x2(EVENT_X1, "1");
    await Promise.all([step(), step(), settleBet(t.betting.deps, bet.id)]);
    await t.feed.testDb.db.execute(sql`update sports_settlement_messages set processed_at = null`);
    await step();
    await step();
    expect(await row(bet.id)).toMatchObject({ state: "settled", payout: 2_000, wins: 2 });
    expect(player.balance()).toBe(1_000_000 - 1_000 + 2_000);
    expect(await netOf(bet.id)).toBe(1_000);
    expect(sentOrder(bet.id)).toEqual([
      `${bet.id}-bet`,
      `${bet.id}-win-1`,
      `${bet.id}-win-1-rollback`,
      `${bet.id}-win-2`,
    ]);
    // And back again: a third settlement, after the second is taken back.
    await t.settle1x2(EVENT_X1, "2");
    await step();
    expect(await row(bet.id)).toMatchObject({ state: "settled", payout: 0, wins: 3 });
    expect(player.balance()).toBe(1_000_000 - 1_000);
    expect(await netOf(bet.id)).toBe(-1_000);
  });

  test("each call waits for the one before: the reversal for its win, the new win for the reversal", async () => {
    const { player, bet } = await betOn([EVENT_X2]);
    // The settlement's win is lost on its way; the correction comes before it is delivered.
    t.wallet.fail("win", "lose-before", 3);
    await t.settle1x2(EVENT_X2, "1");
    await step();
    expect(await row(bet.id)).toMatchObject({ state: "resulted", wins: 1 });
    await t.settle1x2(EVENT_X2, "2");
    await step();
    // Resettled (lost), but nothing more is queued while win 1's fate is unknown.
    expect(await row(bet.id)).toMatchObject({ state: "resulted", payout: 0, wins: 2 });
    expect((await callsOf(bet.id)).map((call) => call.transactionId).sort()).toEqual(
      [`${bet.id}-bet`, `${bet.id}-win-1`].sort(),
    );
    // Win 1 delivered at last: its reversal follows; that one is lost too, so win 2 waits.
    t.wallet.fail("rollback", "lose-before", 3);
    await t.betting.deps.settlement.deliver(`${bet.id}-win-1`);
    await t.betting.idle();
    expect(player.balance()).toBe(1_000_000 - 1_000 + 2_000);
    expect(await statusOf(`${bet.id}-win-1-rollback`)).toBe("pending");
    expect(await statusOf(`${bet.id}-win-2`)).toBeUndefined();
    // The reversal delivered: then, and only then, win 2.
    await t.betting.deps.settlement.deliver(`${bet.id}-win-1-rollback`);
    await t.betting.idle();
    expect(await row(bet.id)).toMatchObject({ state: "settled", payout: 0, wins: 2 });
    expect(player.balance()).toBe(1_000_000 - 1_000);
    expect(sentOrder(bet.id).filter((id, i, all) => all.indexOf(id) === i)).toEqual([
      `${bet.id}-bet`,
      `${bet.id}-win-1`,
      `${bet.id}-win-1-rollback`,
      `${bet.id}-win-2`,
    ]);
  });

  test("a reversal the player cannot cover is parked, and holds the new win back until retried", async () => {
    const { player, bet } = await betOn([EVENT_X3], 10_000);
    await t.settle1x2(EVENT_X3, "1");
    await step();
    expect(player.balance()).toBe(1_000_000 + 10_000);
    // The player withdraws nearly everything.
    t.wallet.players.get(player.token)!.balance = 5_000;
    await t.settle1x2(EVENT_X3, "2");
    await step();
    const reversalId = `${bet.id}-win-1-rollback`;
    expect(await statusOf(reversalId)).toBe("failed");
    expect(await row(bet.id)).toMatchObject({ state: "resulted", payout: 0, wins: 2 });
    expect(await statusOf(`${bet.id}-win-2`)).toBeUndefined();
    expect(player.balance()).toBe(5_000);
    expect(await parkedSportsCalls(t.feed.testDb.db)).toContainEqual(
      expect.objectContaining({ transactionId: reversalId, lastError: "RS_ERROR_NOT_ENOUGH_MONEY" }),
    );
    // The job runs on: nothing moves while the reversal is parked.
    await step();
    expect(player.balance()).toBe(5_000);

    // The player deposits; an operator sends the reversal again.
    t.wallet.players.get(player.token)!.balance = 50_000;
    expect(await retrySportsCall(t.feed.testDb.db, reversalId, t.feed.clock.now())).toBe(true);
    expect(await retrySportsCall(t.feed.testDb.db, reversalId, t.feed.clock.now())).toBe(false);
    await t.betting.deps.settlement.deliver(reversalId);
    await t.betting.idle();
    expect(await row(bet.id)).toMatchObject({ state: "settled", payout: 0, wins: 2 });
    expect(player.balance()).toBe(50_000 - 20_000);
    expect(await parkedSportsCalls(t.feed.testDb.db)).not.toContainEqual(
      expect.objectContaining({ transactionId: reversalId }),
    );
  });

  test("no cash-out of a reopened bet while its win is not yet taken back", async () => {
    const { player, bet } = await betOn([EVENT_X4], 10_000);
    await t.settle1x2(EVENT_X4, "1");
    await step();
    t.wallet.players.get(player.token)!.balance = 0;
    // The result is withdrawn and the market trades again; the reversal is parked meanwhile.
    await t.rollback1x2(EVENT_X4);
    await t.odds(EVENT_X4, { home: 2_000 });
    await step();
    expect(await statusOf(`${bet.id}-win-1-rollback`)).toBe("failed");
    expect(await row(bet.id)).toMatchObject({ state: "open", wins: 1 });
    const quote = await quoteCashOut(t.betting.deps, player, bet.id);
    await expect(cashOut(t.betting.deps, player, bet.id, { quote_id: quote.quote_id })).rejects.toMatchObject(
      {
        statusCode: 409,
      },
    );
    expect(await row(bet.id)).toMatchObject({ state: "open", wins: 1, cashedOut: 0 });
    expect(await statusOf(`${bet.id}-win-2`)).toBeUndefined();
    expect(player.balance()).toBe(0);
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

describe("in chunks", () => {
  /** The bet's wins as [amount, closes the round, status]. */
  const winsOf = async (betId: string) =>
    (await callsOf(betId))
      .filter((call) => call.kind === "win")
      .sort((a, b) => a.transactionId.localeCompare(b.transactionId))
      .map((call) => [call.request.amount, call.request.round_closed, call.status]);

  test("a chunk of settleable, waiting, settled, corrected and raced bets pays each exactly once", async () => {
    const [open, waiting, settled, corrected, cashed, halved] = [
      "sim:match:k1",
      "sim:match:k2",
      "sim:match:k3",
      "sim:match:k4",
      "sim:match:k5",
      "sim:match:k6",
    ];
    const settleable = await betOn([open!]);
    const accumulator = await betOn([open!, waiting!]);
    const already = await betOn([settled!]);
    const correction = await betOn([corrected!]);
    const racedFull = await betOn([cashed!]);
    const racedPartial = await betOn([halved!]);
    // Settled before the pass: one on the home side, one lost that a correction will turn round.
    await t.settle1x2(settled!, "1");
    await t.settle1x2(corrected!, "3");
    await step();
    expect(await row(correction.bet.id)).toMatchObject({ state: "settled", payout: 0, wins: 1 });
    const full = await quoteCashOut(t.betting.deps, racedFull.player, racedFull.bet.id);
    const half = await quoteCashOut(t.betting.deps, racedPartial.player, racedPartial.bet.id);

    await t.settle1x2(open!, "1");
    await t.settle1x2(settled!, "1");
    await t.settle1x2(corrected!, "1");
    await t.settle1x2(cashed!, "1");
    await t.settle1x2(halved!, "1");
    // The players cash out once the chunk was read and decided on, before it is written: the
    // chunk's update finds those two bets at a newer version and leaves them to settleBet.
    let raced = false;
    const real = t.betting.deps;
    const deps: BettingDeps = {
      ...real,
      rules: {
        async rules(operatorId: string) {
          if (!raced) {
            raced = true;
            await cashOut(real, racedFull.player, racedFull.bet.id, { quote_id: full.quote_id });
            await cashOut(real, racedPartial.player, racedPartial.bet.id, {
              quote_id: half.quote_id,
              unit_stake: 500,
            });
          }
          return real.rules.rules(operatorId);
        },
      } as unknown as BettingRulesStore,
    };
    const counts = await settleDue(deps, { chunk: 100 });
    await t.betting.idle();
    expect(raced).toBe(true);
    expect(counts).toEqual({ settled: 2, resettled: 1, reopened: 0, waiting: 3, lost_race: 0 });

    expect(await row(settleable.bet.id)).toMatchObject({ state: "settled", payout: 2_000, wins: 1 });
    expect(await winsOf(settleable.bet.id)).toEqual([[2_000, true, "acknowledged"]]);
    expect(settleable.player.balance()).toBe(1_000_000 - 1_000 + 2_000);

    expect(await row(accumulator.bet.id)).toMatchObject({ state: "open", wins: 0 });
    expect(await winsOf(accumulator.bet.id)).toEqual([]);

    expect(await row(already.bet.id)).toMatchObject({ state: "settled", payout: 2_000, wins: 1 });
    expect(await winsOf(already.bet.id)).toEqual([[2_000, true, "acknowledged"]]);
    expect(already.player.balance()).toBe(1_000_000 - 1_000 + 2_000);

    expect(await row(correction.bet.id)).toMatchObject({ state: "settled", payout: 2_000, wins: 2 });
    expect(await netOf(correction.bet.id)).toBe(1_000);
    expect(sentOrder(correction.bet.id)).toEqual([
      `${correction.bet.id}-bet`,
      `${correction.bet.id}-win-1`,
      `${correction.bet.id}-win-1-rollback`,
      `${correction.bet.id}-win-2`,
    ]);
    expect(correction.player.balance()).toBe(1_000_000 - 1_000 + 2_000);

    // Cashed out in full mid-pass: the offer paid, the settlement nothing.
    expect(await row(racedFull.bet.id)).toMatchObject({ state: "cashed_out", payout: full.offer, wins: 1 });
    expect(await winsOf(racedFull.bet.id)).toEqual([[full.offer, true, "acknowledged"]]);
    expect(racedFull.player.balance()).toBe(1_000_000 - 1_000 + full.offer);

    // Half cashed out mid-pass: that share paid, the rest settled on its 500 stake, once.
    const share = Math.floor(half.offer / 2);
    expect(await row(racedPartial.bet.id)).toMatchObject({ state: "settled", payout: 1_000, wins: 2 });
    expect(await winsOf(racedPartial.bet.id)).toEqual([
      [share, false, "acknowledged"],
      [1_000, true, "acknowledged"],
    ]);
    expect(racedPartial.player.balance()).toBe(1_000_000 - 1_000 + share + 1_000);

    // The pass again, the journal replayed: nothing more for anyone.
    const all = [settleable, accumulator, already, correction, racedFull, racedPartial];
    const before = await Promise.all(all.map(({ bet }) => winsOf(bet.id)));
    await t.feed.testDb.db.update(sportsSettlementMessages).set({ processedAt: null });
    expect(await settleDue(t.betting.deps, { chunk: 2 })).toMatchObject({ settled: 0, resettled: 0 });
    await t.betting.idle();
    expect(await Promise.all(all.map(({ bet }) => winsOf(bet.id)))).toEqual(before);
  });

  test("more bets than a chunk: every one settled once, in several chunks", async () => {
    const event = "sim:match:many";
    const bets = [];
    for (let i = 0; i < 7; i++) bets.push(await betOn([event]));
    await t.settle1x2(event, "1");
    const counts = await settleDue(t.betting.deps, { chunk: 3 });
    await t.betting.idle();
    expect(counts).toMatchObject({ settled: 7, waiting: 0, lost_race: 0 });
    for (const { bet, player } of bets) {
      expect(await row(bet.id)).toMatchObject({ state: "settled", payout: 2_000, wins: 1 });
      expect(await winsOf(bet.id)).toEqual([[2_000, true, "acknowledged"]]);
      expect(player.balance()).toBe(1_000_000 - 1_000 + 2_000);
    }
    await t.settle1x2(event, "1");
    expect(await settleDue(t.betting.deps, { chunk: 3 })).toMatchObject({ settled: 0, waiting: 7 });
  });
});
