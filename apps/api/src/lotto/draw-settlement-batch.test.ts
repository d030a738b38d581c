import { DRAW_GAME_PRODUCTS } from "@platform/contracts";
import { generateDrawSeed } from "@platform/fair";
import { countStatements, type StatementCounter } from "@platform/server/testing/statement-counter";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { draws, ledgerAccounts, ledgerPostings, tickets } from "../db/schema.ts";
import { shareWin } from "../games/stake-split.ts";
import {
  balancesOf,
  createLottoFixture,
  houseMovement,
  type LottoFixture,
  lottoSite,
} from "../test/lotto-fixtures.ts";
import type { Posting } from "../wallet/ledger.ts";
import { type DrawSite, listDrawSites } from "./draw-games.ts";
import { LOTTO_HOUSE, type SettleDraw, settleTicketBatch } from "./draw-settlement.ts";

/*
 * A settlement batch is set-based (issue 17): its winners' transfers, postings, balances and
 * tickets are written a statement per table, so a batch of forty winners costs what a batch of one
 * does; a player paid several times in one batch sees every posting's balance after it in order;
 * a win whose ledger key was already used is not paid twice.
 */

let f: LottoFixture;
let site: DrawSite;
let counter: StatementCounter;
beforeAll(async () => {
  f = await createLottoFixture([lottoSite("batch")]);
  counter = countStatements(f.testDb.handle);
  const siteId = await f.siteId();
  const found = (await listDrawSites(f.db)).sites.find((row) => row.id === siteId);
  if (!found) throw new Error("site missing");
  site = found;
});
afterAll(() => f.close());

let drawCounter = 0;
/** A drawn Lucky Number draw of 42: "low" (1–45) wins 1.9× the stake, "high" loses. */
async function drawnNumberDraw(): Promise<SettleDraw> {
  drawCounter += 1;
  const drawAt = new Date(Date.UTC(2021, 0, 1) + drawCounter * 60_000);
  const [row] = await f.db
    .insert(draws)
    .values({
      siteId: site.id,
      game: "number",
      sequence: 2_000_000 + drawCounter,
      status: "drawn",
      opensAt: new Date(drawAt.getTime() - 120_000),
      closesAt: new Date(drawAt.getTime() - 10_000),
      drawAt,
      serverSeed: generateDrawSeed(),
      serverSeedHash: "not-checked-here",
      clientSeed: `number:batch:${drawCounter}`,
      numbers: [42],
      drawnAt: drawAt,
    })
    .returning({ id: draws.id, sequence: draws.sequence });
  if (!row) throw new Error("draw insert returned no row");
  return { id: row.id, game: "number", sequence: row.sequence, numbers: [42] };
}

const LOW = { type: "range", value: "low" };
const HIGH = { type: "range", value: "high" };

async function settleCounted(draw: SettleDraw) {
  counter.reset();
  const report = await settleTicketBatch(f.db, f.ledger, site, draw, f.time.clock(), 1_000);
  const statements = [...counter.statements];
  counter.reset();
  return { report, statements };
}

describe("a settlement batch", () => {
  test("forty winners cost the statements one winner does; every player is paid exactly", async () => {
    const players = [
      await f.player({ cash: 100_000n, promo: 5_000n }),
      await f.player({ cash: 100_000n }),
      await f.player({ cash: 100_000n }),
    ];
    // A first batch warms what is cached per process (the house account's id).
    const warm = await drawnNumberDraw();
    await f.buy({ userId: players[1]!, drawId: warm.id, selection: LOW, stakePerLine: 100n });
    await settleCounted(warm);

    const one = await drawnNumberDraw();
    await f.buy({ userId: players[1]!, drawId: one.id, selection: LOW, stakePerLine: 100n });
    await f.buy({ userId: players[2]!, drawId: one.id, selection: HIGH, stakePerLine: 100n });
    const single = await settleCounted(one);
    expect(single.report).toMatchObject({ settled: 2, won: 1, lost: 1 });

    const many = await drawnNumberDraw();
    const bought = [];
    for (let index = 0; index < 50; index++) {
      const userId = players[index % 3]!;
      const selection = index % 5 === 4 ? HIGH : LOW;
      bought.push(await f.buy({ userId, drawId: many.id, selection, stakePerLine: 1_000n + BigInt(index) }));
    }
    const before = await Promise.all(players.map((player) => balancesOf(f.db, player)));
    const batch = await settleCounted(many);
    expect(batch.report).toMatchObject({ settled: 50, won: 40, lost: 10, voided: 0 });
    console.info(`settlement: a batch of 50 tickets, 40 winners, ${batch.statements.length} statements`);
    expect(batch.statements.length, batch.statements.join("\n")).toBe(single.statements.length);
    expect(batch.statements.length).toBeLessThanOrEqual(10);

    const expected = before.map((balance) => ({ ...balance }));
    let paid = 0n;
    for (const ticket of bought) {
      if ((ticket.selection as { value: string }).value !== "low") continue;
      const payout = (ticket.stakePerLine * 190n) / 100n;
      const share = shareWin(payout, { cash: ticket.stakeCash, promo: ticket.stakePromo });
      const index = players.indexOf(ticket.userId);
      expected[index]!.cash += share.cash;
      expected[index]!.promo += share.promo;
      paid += payout;
    }
    for (const [index, player] of players.entries())
      expect(await balancesOf(f.db, player)).toEqual(expected[index]);
    const staked = bought.reduce((sum, ticket) => sum + ticket.totalStake, 0n);
    expect(await houseMovement(f.db, site.id, many.id)).toBe(staked - paid);
    const settled = await f.db.select().from(tickets).where(eq(tickets.drawId, many.id));
    expect(settled.filter((ticket) => ticket.status === "open")).toEqual([]);
    expect(await f.problems()).toEqual([]);
  });

  test("a player paid many times in one batch: each posting's balance after follows the one before", async () => {
    const player = await f.player({ cash: 50_000n });
    const draw = await drawnNumberDraw();
    for (let index = 0; index < 12; index++)
      await f.buy({ userId: player, drawId: draw.id, selection: LOW, stakePerLine: 500n + BigInt(index) });
    await settleCounted(draw);
    const postings = await f.db
      .select({ amount: ledgerPostings.amount, after: ledgerPostings.balanceAfter })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(and(eq(ledgerAccounts.userId, player), eq(ledgerAccounts.kind, "player_cash")))
      .orderBy(asc(ledgerPostings.id));
    let running = 0n;
    for (const posting of postings) {
      running += posting.amount;
      expect(posting.after).toBe(running);
    }
    expect((await balancesOf(f.db, player)).cash).toBe(running);
    expect(await f.problems()).toEqual([]);
  });

  test("a win already paid under its ledger key is marked won with that payment, and not paid again", async () => {
    const player = await f.player({ cash: 10_000n });
    const draw = await drawnNumberDraw();
    const ticket = await f.buy({ userId: player, drawId: draw.id, selection: LOW, stakePerLine: 1_000n });
    const payout = 1_900n;
    const postings: Posting[] = [
      { account: LOTTO_HOUSE, amount: -payout },
      { account: { kind: "player_cash", userId: player }, amount: payout },
    ];
    const earlier = await f.ledger.transfer(f.db, {
      siteId: site.id,
      currency: ticket.currency,
      idempotencyKey: `lotto-win:${ticket.id}`,
      kind: "win",
      userId: player,
      reference: { draw_id: String(draw.id), ticket_id: String(ticket.id), game: DRAW_GAME_PRODUCTS.number },
      postings,
    });
    const before = await balancesOf(f.db, player);
    const { report } = await settleCounted(draw);
    expect(report).toMatchObject({ settled: 1, won: 1 });
    const [row] = await f.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ status: "won", payout, payoutTransactionId: earlier.transactionId });
    expect(await balancesOf(f.db, player)).toEqual(before);
    expect(await f.problems()).toEqual([]);
  });

  test("a win whose ledger key holds another payment fails the batch whole: nothing paid, tickets open", async () => {
    const player = await f.player({ cash: 10_000n });
    const other = await f.player({ cash: 10_000n });
    const draw = await drawnNumberDraw();
    const first = await f.buy({ userId: other, drawId: draw.id, selection: LOW, stakePerLine: 1_000n });
    const ticket = await f.buy({ userId: player, drawId: draw.id, selection: LOW, stakePerLine: 1_000n });
    await f.ledger.transfer(f.db, {
      siteId: site.id,
      currency: ticket.currency,
      idempotencyKey: `lotto-win:${ticket.id}`,
      kind: "win",
      userId: player,
      postings: [
        { account: LOTTO_HOUSE, amount: -1n },
        { account: { kind: "player_cash", userId: player }, amount: 1n },
      ],
    });
    const before = await Promise.all([balancesOf(f.db, other), balancesOf(f.db, player)]);
    await expect(settleTicketBatch(f.db, f.ledger, site, draw, f.time.clock(), 1_000)).rejects.toThrow();
    const rows = await f.db.select().from(tickets).where(eq(tickets.drawId, draw.id));
    expect(rows.map((row) => [row.id, row.status]).sort()).toEqual(
      [first, ticket].map((row) => [row.id, "open"]).sort(),
    );
    expect(await Promise.all([balancesOf(f.db, other), balancesOf(f.db, player)])).toEqual(before);
    expect(await f.problems()).toEqual([]);
  });
});
