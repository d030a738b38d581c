import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { jackpotDrops, notifications } from "../db/schema.ts";
import { createGamesTestApp, type GamesTestApp, gamesSite } from "../test/games-fixtures.ts";
import { ok } from "../test/wallet-calls.ts";
import { commitmentOf } from "./commitment.ts";
import { DAILY, HOURLY, openPool, poolBooks, poolRow, spinBodies } from "./jackpot-fixtures.ts";

/*
 * 500 settled rounds at once on one site's two pools (docs/decisions/042): the pools' row locks
 * put them in one order, so exactly one round takes the pool — the 250th counted, whose share
 * reaches the pinned drop point — and the rounds that waited behind it count towards the next
 * cycle, which starts at the seed. Neither pool's lock order deadlocks the other's.
 */

const SEED = 10_000n;
const SHARE = 10n; // 1 % of each round's 10.00
const ROUNDS = 500;
const POINT = SEED + 250n * SHARE;

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp([gamesSite("rush")]);
  // The next cycles' range is so wide that the 250 rounds left cannot reach their point.
  await openPool(
    c,
    { ...HOURLY, slug: "rush", seedAmount: SEED, mustDropAmount: 1_000_000_000_000n },
    "rush",
    POINT,
  );
  await openPool(c, { ...DAILY, slug: "rush-daily" }, "rush");
});
afterAll(() => c.t.close());

test("500 concurrent settled rounds give one winner, and the pool restarts at its seed", {
  timeout: 240_000,
}, async () => {
  const players = await Promise.all(Array.from({ length: 20 }, () => c.gambler({ cash: 100_000n }, "rush")));
  const first = await poolRow(c, "rush", "rush");
  const daily = await poolRow(c, "rush-daily", "rush");
  const rounds = Array.from({ length: ROUNDS }, (_, index) =>
    spinBodies(players[index % players.length]!, 1_000),
  );
  await Promise.all(
    rounds.map(async ({ bet, win }) => {
      ok(await c.wallet("bet", bet, "rush"));
      ok(await c.wallet("win", win, "rush"));
    }),
  );

  const drops = await c.t.testDb.db.select().from(jackpotDrops).where(eq(jackpotDrops.poolId, first.id));
  expect(drops).toHaveLength(1);
  const [drop] = drops;
  expect(drop).toMatchObject({
    cycle: 1,
    amount: POINT,
    dropPoint: POINT,
    contributions: 250,
    reason: "point",
  });
  expect(commitmentOf(drop!.dropPoint, drop!.nonce)).toBe(first.commitment);
  const winners = await c.t.testDb.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, drop!.winnerUserId));
  expect(winners).toHaveLength(1);
  expect(rounds.some(({ bet }) => bet.round_id === drop!.winningRoundId)).toBe(true);

  const now = await poolRow(c, "rush", "rush");
  expect(now).toMatchObject({
    cycle: 2,
    contributions: ROUNDS - 250,
    amount: SEED + BigInt(ROUNDS - 250) * SHARE,
  });
  expect(await poolBooks(c, "rush", "rush")).toBe(now.amount);
  const after = await poolRow(c, "rush-daily", "rush");
  expect(after.contributions - daily.contributions).toBe(ROUNDS);
  expect(after.amount - daily.amount).toBe(BigInt(ROUNDS) * 5n);
  expect(await c.problems("rush")).toEqual([]);
});
