import { afterAll, beforeAll, expect, test } from "vitest";
import { settleVirtualMatchDay } from "../../../../bench/virtual-settlement.ts";
import { createTestGamesDatabase, type TestGamesDatabase } from "../test/test-db.ts";

/*
 * The small version of `npm run bench`'s virtual settlement line (bench/virtual-settlement.ts runs
 * the same with 100,000 bets, timed): a match day through the real desk, six bets through the real
 * placement and the rest written as copies of their rows, closed, drawn, played and settled by the
 * settlement job; the run itself checks every payout, win call and balance against the drawn scores
 * and throws on any difference. Nothing here is timed.
 */

let t: TestGamesDatabase;
beforeAll(async () => {
  t = await createTestGamesDatabase();
});
afterAll(() => t.close());

test("500 bets on a match day: each resulted with the payout its scores imply, every win paid", async () => {
  const run = await settleVirtualMatchDay(t.handle, { bets: 500, players: 50, ackCapSeconds: 150 });
  expect(run.bets).toBe(500);
  expect(run.singles + run.doubles + run.trebles).toBe(500);
  expect(run.doubles).toBeGreaterThan(0);
  expect(run.trebles).toBeGreaterThan(0);
  // Every win acknowledged within the cap (generous: the wallet calls crawl on a busy machine), so
  // the check covered the wallet's side of each bet.
  expect(run.acknowledged).toBe(500);
  expect(run.winners).toBeGreaterThan(0);
  expect(run.winners).toBeLessThan(500);
  expect(run.payouts).toBeGreaterThan(0);
}, 240_000);
