import type { DrawGame } from "@platform/contracts";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cartLines, checkouts, draws, tickets } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { LOTTO_CURRENCY } from "../test/lotto-fixtures.ts";
import { fundedPlayers, openDraw, seededRand, seedLoadSite } from "../test/lotto-load.ts";
import { runCheckouts } from "../test/lotto-load-checkouts.ts";
import { drawBooks, insertDrawTickets, settleByScheduler } from "../test/lotto-load-tickets.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-db.ts";
import { Ledger } from "../wallet/ledger.ts";
import { playerBalances } from "../wallet/ledger-accounts.ts";
import { ticketPayout } from "./draw-games.ts";

/*
 * The small version of `npm run bench`'s draw-game figures (bench/lotto-bench.ts runs the same
 * load, bigger and timed): checkouts of ten lines through the cart's own functions, and a draw
 * whose tickets are written in bulk, then settled by the scheduler. Nothing here is timed; the
 * books are.
 */

const FUNDS = 10_000_000n;
const DAY = 86_400_000;

let t: TestDatabase;
let ledger: Ledger;
beforeAll(async () => {
  t = await createTestDatabase();
  ledger = new Ledger(t.db);
});
afterAll(() => t.close());

/** Each player's cash is what was deposited, less their stakes, plus their winnings. */
async function expectPlayersSquare(site: Site, players: string[]) {
  const rows = await t.db
    .select({
      userId: tickets.userId,
      stakes: sql<string>`sum(${tickets.totalStake})::text`,
      payouts: sql<string>`sum(${tickets.payout})::text`,
    })
    .from(tickets)
    .where(eq(tickets.siteId, site.id))
    .groupBy(tickets.userId);
  const of = new Map(rows.map((row) => [row.userId, BigInt(row.payouts) - BigInt(row.stakes)]));
  for (const userId of players) {
    const balances = await playerBalances(t.db, site.id, userId, LOTTO_CURRENCY);
    expect(balances.player_cash).toBe(FUNDS + (of.get(userId) ?? 0n));
  }
}

describe("draw games under load, small", () => {
  test("20 checkouts of ten lines, four at a time: 200 tickets, each staked once, the books balanced", async () => {
    const site = await seedLoadSite(t.db, "load-cart", ["lucky5", "lucky3", "number"]);
    const players = await fundedPlayers(t.db, ledger, site.id, 8, FUNDS);
    const now = new Date();
    const open = [];
    for (const game of ["lucky5", "lucky3", "number"] as DrawGame[])
      open.push(await openDraw(t.db, site.id, game, now, 30 * DAY));

    const run = await runCheckouts({ db: t.db, ledger, clock: () => new Date() }, site, players, open, {
      concurrency: 4,
      count: 20,
      rand: seededRand(1),
    });
    expect([run.checkouts, run.tickets]).toEqual([20, 200]);

    const [bought] = await t.db.select({ n: count() }).from(checkouts).where(eq(checkouts.siteId, site.id));
    expect(bought?.n).toBe(20);
    const [left] = await t.db.select({ n: count() }).from(cartLines).where(eq(cartLines.siteId, site.id));
    expect(left?.n).toBe(0);
    let stakes = 0n;
    let house = 0n;
    for (const draw of open) {
      const books = await drawBooks(t.db, site.id, draw.id);
      expect(books.problems).toEqual([]);
      expect(books.house).toBe(books.stakes);
      stakes += books.stakes;
      house += books.house;
    }
    expect(house).toBeGreaterThan(0n);
    expect(stakes).toBe(house);
    await expectPlayersSquare(site, players);
  });

  test("a 2,000-ticket draw written in bulk settles through the scheduler: each ticket paid what it won, once", async () => {
    const site = await seedLoadSite(t.db, "load-settle", ["lucky5"]);
    const players = await fundedPlayers(t.db, ledger, site.id, 200, FUNDS);
    const draw = await openDraw(t.db, site.id, "lucky5", new Date(), 3_600_000);
    const { stakes } = await insertDrawTickets(
      t.db,
      ledger,
      site.id,
      draw,
      players,
      2_000,
      seededRand(2),
      700,
    );

    // The bulk rows are the books checkout would have written.
    const before = await drawBooks(t.db, site.id, draw.id);
    expect(before).toMatchObject({ tickets: 2_000, open: 2_000, stakes, house: stakes, problems: [] });

    const settled = await settleByScheduler(t.handle, ledger, draw, { batchSize: 250, maxBatchesPerTick: 3 });
    expect(settled.ticks).toBeGreaterThan(1);

    const [row] = await t.db.select().from(draws).where(eq(draws.id, draw.id));
    expect(row?.status).toBe("settled");
    const numbers = row?.numbers ?? [];
    expect(numbers).toHaveLength(5);
    const books = await drawBooks(t.db, site.id, draw.id);
    expect(books.problems).toEqual([]);
    expect(books.open).toBe(0);
    expect(books.won).toBeGreaterThan(0);
    expect(books.stakes - books.payouts).toBe(books.house);

    const all = await t.db.select().from(tickets).where(eq(tickets.drawId, draw.id));
    for (const ticket of all) {
      const expected = ticketPayout(
        "lucky5",
        ticket.selection,
        numbers,
        ticket.stakePerLine,
        site.settings.lotto,
      );
      expect([ticket.id, ticket.payout, ticket.status]).toEqual([
        ticket.id,
        expected.payout,
        expected.payout > 0n ? "won" : "lost",
      ]);
    }
    await expectPlayersSquare(site, players);
  });
});
