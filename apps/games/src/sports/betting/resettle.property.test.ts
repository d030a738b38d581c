import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sportsBets, walletCalls } from "../../db/schema.ts";
import { placeSlip } from "./place-bet.ts";
import { type BettingTestKit, createBettingTestKit, pick } from "./test/betting-test-kit.ts";

/*
 * Issue 19's "settlement and resettlement leave the ledger balanced", on the aggregator's side:
 * random sequences of results, corrections, rollbacks of the result, messages delivered twice and
 * wallet answers lost on the way, through the real settlement job and outbox to the fake platform
 * (which closes a round with its settlement win and reopens it when that win is taken back).
 * Once every call is delivered the player holds their balance − stake + the final payout, and the
 * platform heard each bet's calls in order: a win's reversal after the win, the next win after
 * the reversal.
 */

let t: BettingTestKit;
beforeAll(async () => {
  t = await createBettingTestKit();
});
afterAll(() => t.close());

type Action =
  | { kind: "settle"; winner: "1" | "2" | "3" }
  | { kind: "rollback" }
  | { kind: "again" }
  | { kind: "lose"; method: "win" | "rollback" };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant("settle" as const),
    winner: fc.constantFrom("1" as const, "2" as const, "3" as const),
  }),
  fc.record({ kind: fc.constant("rollback" as const) }),
  fc.record({ kind: fc.constant("again" as const) }),
  fc.record({
    kind: fc.constant("lose" as const),
    method: fc.constantFrom("win" as const, "rollback" as const),
  }),
);

let runs = 0;

/** Delivers whatever the bet still has pending until nothing is left (the reconciliation job's part). */
async function drain(betId: string) {
  for (let round = 0; round < 20; round++) {
    await t.betting.idle();
    const pending = await t.feed.testDb.db
      .select({ id: walletCalls.transactionId })
      .from(walletCalls)
      .where(and(eq(walletCalls.roundId, betId), eq(walletCalls.status, "pending")));
    if (pending.length === 0) return;
    for (const { id } of pending) await t.betting.deps.settlement.deliver(id);
  }
  throw new Error(`calls of ${betId} still pending`);
}

test("the player ends with balance − stake + final payout, every call in order", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 7 }), async (actions) => {
      t.wallet.reset();
      const event = `sim:match:p${++runs}`;
      await t.event(event, { home: 2_000 });
      const player = await t.player(100_000);
      const placed = await placeSlip(t.betting.deps, player, {
        request_id: `resettle-${runs}`,
        selections: [pick(event, "1", 2_000)],
        bet_type: "single",
        unit_stake: 1_000,
        price_change: "any",
      });
      const bet = placed.bets[0]!;
      let result: "1" | "2" | "3" | null = null;
      let last: "1" | "2" | "3" | null = null;
      for (const step of actions) {
        if (step.kind === "settle") {
          await t.settle1x2(event, step.winner);
          result = step.winner;
          last = step.winner;
        } else if (step.kind === "rollback") {
          await t.rollback1x2(event);
          result = null;
        } else if (step.kind === "again") {
          // The last settlement delivered again, and the journal replayed.
          if (last) await t.settle1x2(event, last);
          if (last) result = last;
          await t.feed.testDb.db.execute(sql`update sports_settlement_messages set processed_at = null`);
        } else {
          t.wallet.fail(step.method, "lose-before", 3);
        }
        await t.betting.step();
        await t.betting.idle();
      }
      // Faults not met yet are met here: drain sends again until every call is answered.
      await drain(bet.id);
      await t.betting.step();
      await drain(bet.id);

      const [row] = await t.feed.testDb.db.select().from(sportsBets).where(eq(sportsBets.id, bet.id));
      const payout = result === "1" ? 2_000 : 0;
      if (result === null) expect(row).toMatchObject({ state: "open" });
      else expect(row).toMatchObject({ state: "settled", payout });
      expect(player.balance()).toBe(100_000 - 1_000 + (result === null ? 0 : payout));

      // In order: each reversal after its win, each win after every reversal queued before it.
      const calls = await t.feed.testDb.db.select().from(walletCalls).where(eq(walletCalls.roundId, bet.id));
      expect(calls.every((call) => call.status === "acknowledged")).toBe(true);
      const heard = t.wallet.calls
        .map((call) => call.transactionId ?? "")
        .filter((id, i, all) => id.startsWith(bet.id) && all.indexOf(id) === i);
      const winOf = (id: string) => Number(/-win-(\d+)/.exec(id)?.[1]);
      for (const [i, id] of heard.entries()) {
        const earlier = heard.slice(0, i);
        if (id.endsWith("-rollback")) expect(earlier).toContain(id.replace(/-rollback$/, ""));
        else
          for (const other of calls.filter((call) => call.kind === "rollback")) {
            if (winOf(other.transactionId) < winOf(id)) expect(earlier).toContain(other.transactionId);
          }
      }
    }),
    { numRuns: 20 },
  );
  // Twenty settle/rollback/resettle chains through the wallet: about 30 s on a loaded machine.
}, 120_000);
