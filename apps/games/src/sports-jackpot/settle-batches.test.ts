import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sportsJackpotPools, sportsJackpotRounds, sportsJackpotTickets, walletCalls } from "../db/schema.ts";
import type { JackpotDeps } from "./jackpot-deps.ts";
import { linesByCorrect, ticketPayout } from "./jackpot-maths.ts";
import { settleRound } from "./settle-round.ts";
import { insertBulkTickets } from "./test/bulk-tickets.ts";
import { createJackpotTestKit, type JackpotTestKit } from "./test/jackpot-test-kit.ts";

/*
 * Settlement in batches (docs/decisions/050-sports-jackpot.md): 3,000 tickets of two operators, a
 * cancelled match drawn. One run is stopped after its first batch (a crash between batches); the
 * round is then `settling` with that batch's tickets paid. The next run pays the rest and settles
 * the round: every ticket has exactly one closing win, of its payout as recomputed here from its
 * picks, and each operator's pool balances. The wins are checked in the outbox (not sent: the
 * sender is the reconciliation's business, tested with the whole round in sports-jackpot.test.ts).
 */

const TICKETS = 3_000;
let t: JackpotTestKit;
let deps: JackpotDeps;
let roundId: string;
const sent: string[] = [];

beforeAll(async () => {
  t = await createJackpotTestKit();
  deps = { ...t.jackpot.deps, deliveries: { send: (ids: string[]) => sent.push(...ids) } as never };
  const fixtures = await t.fixtures(13);
  await t.step();
  const db = t.feed.testDb.db;
  const [round] = await db.select().from(sportsJackpotRounds);
  roundId = round!.id;
  await insertBulkTickets(db, {
    roundId,
    count: TICKETS,
    operators: [
      { id: "alpha", currency: "KES", linePrice: 5_000 },
      { id: "beta", currency: "UGX", linePrice: 2_000 },
    ],
    now: t.feed.clock.now(),
  });
  t.feed.clock.current = round!.closesAt;
  await t.step();
  for (const [index, id] of fixtures.entries()) {
    if (index === 6) await t.cancel(id);
    else await t.settle1x2(id, (["1", "2", "3"] as const)[index % 3]!);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("settlement in batches", () => {
  test("a run stopped after one batch leaves the round settling with that batch paid", async () => {
    expect(await settleRound(deps, { batchSize: 500, maxBatches: 1 })).toBe(500);
    const db = t.feed.testDb.db;
    const [round] = await db.select().from(sportsJackpotRounds).where(eq(sportsJackpotRounds.id, roundId));
    expect(round!.status).toBe("settling");
    expect(round!.results).toHaveLength(13);
    const tickets = await db.select().from(sportsJackpotTickets);
    expect(tickets.filter((ticket) => ticket.state === "settling")).toHaveLength(500);
    expect(tickets.filter((ticket) => ticket.state === "open")).toHaveLength(TICKETS - 500);
  });

  test("the next run resumes: every ticket one win of its payout, the pools balance, quickly", async () => {
    const started = performance.now();
    expect(await settleRound(deps, { batchSize: 500 })).toBe(TICKETS - 500);
    const seconds = (performance.now() - started) / 1000;
    // Another run finds nothing to do.
    expect(await settleRound(deps)).toBe(0);
    const db = t.feed.testDb.db;
    const [round] = await db.select().from(sportsJackpotRounds).where(eq(sportsJackpotRounds.id, roundId));
    expect(round!.status).toBe("settled");
    expect(round!.results![6]!.drawn).toBe(true);
    const outcomes = round!.results!.map((result) => result.outcome);

    const tickets = await db.select().from(sportsJackpotTickets);
    const wins = (await db.select().from(walletCalls)).filter((call) => call.kind === "win");
    expect(wins).toHaveLength(TICKETS);
    expect(new Set(wins.map((call) => call.roundId)).size).toBe(TICKETS);
    expect(sent.sort()).toEqual(wins.map((call) => call.transactionId).sort());
    const winOf = new Map(wins.map((call) => [call.roundId, call.request.amount as number]));

    const pools = await db.select().from(sportsJackpotPools).where(eq(sportsJackpotPools.roundId, roundId));
    expect(pools.map((pool) => pool.operatorId).sort()).toEqual(["alpha", "beta"]);
    let winners = 0;
    for (const pool of pools) {
      const mine = tickets.filter((ticket) => ticket.operatorId === pool.operatorId);
      let paid = 0;
      const lines: Record<number, number> = {};
      for (const ticket of mine) {
        const counts = linesByCorrect(ticket.picks, outcomes);
        counts.forEach((count, correct) => {
          lines[correct] = (lines[correct] ?? 0) + count;
        });
        const payout = ticketPayout(counts, pool.tierResults!);
        expect(ticket).toMatchObject({ state: "settling", payout });
        expect(winOf.get(ticket.id)).toBe(payout);
        paid += payout;
        if (payout > 0) winners++;
      }
      for (const tier of pool.tierResults!) expect(tier.lines).toBe(lines[tier.correct] ?? 0);
      expect(pool.sales).toBe(mine.reduce((sum, ticket) => sum + ticket.stake, 0));
      expect(paid).toBe(pool.prizesPaid);
      expect(pool.poolIn + pool.salesShare! - pool.prizesPaid! - pool.rolloverOut!).toBe(0);
    }
    // The picks spread so that some tickets win and most do not.
    expect(winners).toBeGreaterThan(0);
    expect(winners).toBeLessThan(TICKETS);
    expect(seconds).toBeLessThan(30);
    console.log(`settled ${TICKETS - 500} tickets in ${seconds.toFixed(2)} s`);
  });
});
