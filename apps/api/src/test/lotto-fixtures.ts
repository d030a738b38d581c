import { randomInt, randomUUID } from "node:crypto";
import { DRAW_GAME_PRODUCTS, type DrawGame } from "@platform/contracts";
import { checkSelection, lineCount, type SelectionInput } from "@platform/fair";
import { advisoryLeadership } from "@platform/server/advisory-lock";
import { and, eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/create-database.ts";
import type { Database } from "../db/database.ts";
import {
  checkouts,
  draws,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  sites,
  tickets,
  users,
} from "../db/schema.ts";
import { lockBalances } from "../games/game-store.ts";
import { drawStake } from "../games/stake-split.ts";
import {
  DRAW_SCHEDULER_LOCK_KEY,
  DrawScheduler,
  type DrawSchedulerOptions,
} from "../lotto/draw-scheduler.ts";
import type { Clock } from "../security/clock.ts";
import type { DemoSite } from "../seed/demo-site.ts";
import { seed } from "../seed/seed.ts";
import { Ledger, type Posting } from "../wallet/ledger.ts";
import { ledgerProblems, trialBalance } from "../wallet/trial-balance.ts";
import { testClock } from "./account-fixtures.ts";
import { cashierSite } from "./cashier-site.ts";
import { createTestDatabase, type TestDatabase } from "./test-db.ts";

/*
 * Draw games in tests: a KES site running every draw game, funded players, and tickets bought the
 * way checkout buys them (docs/decisions/026): one ledger transfer per ticket, key
 * `lotto-stake:<ticket id>`, cash first then promo credit → house:lotto, reference { draw_id,
 * ticket_id, game }.
 */

export const LOTTO_CURRENCY = "KES";

/** Test timetables: Lucky 3 and Lucky Number every minute, Lucky 4 every 5, Lucky 5 every 15. */
export const TEST_SCHEDULES = {
  lucky5: { every_seconds: 900, close_seconds: 60 },
  lucky4: { every_seconds: 300, close_seconds: 30 },
  lucky3: { every_seconds: 60, close_seconds: 10 },
  number: { every_seconds: 60, close_seconds: 10 },
};

/** A KES site (cents) with the four draw games on. */
export function lottoSite(siteCode = "lotto", settings: Partial<DemoSite["settings"]> = {}): DemoSite {
  return cashierSite(siteCode, {
    products_allow: ["5-90-lucky5", "5-90-lucky4", "5-90-lucky3", "number"],
    lotto: { schedules: TEST_SCHEDULES },
    ...settings,
  });
}

/** 10:00:30 UTC on a fixed day: half a minute past a draw of every game. */
export const LOTTO_START = new Date("2026-05-01T10:00:30Z");

export interface TicketPurchase {
  siteId: number;
  userId: string;
  drawId: number;
  selection: unknown;
  /** Minor units. */
  stakePerLine: bigint;
  currency?: string;
}

export type TicketRow = typeof tickets.$inferSelect;

/** Credits a player's cash or promo credit straight through the ledger (minor units). */
export async function creditPlayer(
  ledger: Ledger,
  db: Database,
  siteId: number,
  userId: string,
  balance: "cash" | "promo",
  amount: bigint,
): Promise<void> {
  await ledger.transfer(db, {
    siteId,
    currency: LOTTO_CURRENCY,
    idempotencyKey: `test-credit:${randomUUID()}`,
    kind: balance === "cash" ? "deposit" : "promotion",
    userId,
    postings: [
      {
        account: balance === "cash" ? { kind: "gateway_clearing", code: "test" } : { kind: "promotions" },
        amount: -amount,
      },
      { account: { kind: balance === "cash" ? "player_cash" : "player_promo", userId }, amount },
    ],
  });
}

/** A new player row on the site (no login needed: the scheduler never asks). */
export async function insertPlayer(db: Database, siteId: number): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ siteId, phone: `2547${randomInt(10_000_000, 99_999_999)}`, callingCode: "254", locale: "en" })
    .returning({ id: users.id });
  if (!row) throw new Error("player insert returned no row");
  return row.id;
}

/** How many lines a stored selection makes for the draw's game. */
export function linesOf(game: DrawGame, selection: unknown): number {
  return game === "number" ? 1 : lineCount(checkSelection(selection as SelectionInput));
}

/**
 * One ticket bought as checkout buys it, in one transaction: a checkout row, the ticket's id taken
 * first so the stake's key and reference name it, the stake split cash first then promo, the
 * transfer to house:lotto, the ticket. Throws InsufficientFundsError when the player cannot pay.
 */
export async function buyTicket(db: Database, ledger: Ledger, purchase: TicketPurchase): Promise<TicketRow> {
  const currency = purchase.currency ?? LOTTO_CURRENCY;
  return db.transaction(async (tx) => {
    const [draw] = await tx.select().from(draws).where(eq(draws.id, purchase.drawId));
    if (!draw) throw new Error(`draw ${purchase.drawId} missing`);
    const game = draw.game as DrawGame;
    const lines = linesOf(game, purchase.selection);
    const total = purchase.stakePerLine * BigInt(lines);
    const balances = await lockBalances(tx, ledger, purchase.siteId, purchase.userId, currency);
    const split = drawStake(total, balances);
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        siteId: purchase.siteId,
        userId: purchase.userId,
        idempotencyKey: randomUUID(),
        totalStake: total,
        currency,
      })
      .returning({ id: checkouts.id });
    const ids = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('tickets', 'id')) as id`,
    )) as unknown as {
      rows: { id: string | number }[];
    };
    const ticketId = Number(ids.rows[0]?.id);
    const postings: Posting[] = [{ account: { kind: "house", code: "lotto" }, amount: total }];
    if (split.cash > 0n)
      postings.push({ account: { kind: "player_cash", userId: purchase.userId }, amount: -split.cash });
    if (split.promo > 0n)
      postings.push({ account: { kind: "player_promo", userId: purchase.userId }, amount: -split.promo });
    const stake = await ledger.transfer(tx, {
      siteId: purchase.siteId,
      currency,
      idempotencyKey: `lotto-stake:${ticketId}`,
      kind: "bet",
      userId: purchase.userId,
      reference: { draw_id: String(draw.id), ticket_id: String(ticketId), game: DRAW_GAME_PRODUCTS[game] },
      postings,
    });
    const [ticket] = await tx
      .insert(tickets)
      .overridingSystemValue()
      .values({
        id: ticketId,
        siteId: purchase.siteId,
        userId: purchase.userId,
        drawId: draw.id,
        checkoutId: checkout!.id,
        game,
        selection: purchase.selection,
        lines,
        stakePerLine: purchase.stakePerLine,
        totalStake: total,
        stakeCash: split.cash,
        stakePromo: split.promo,
        currency,
        stakeTransactionId: stake.transactionId,
      })
      .returning();
    if (!ticket) throw new Error("ticket insert returned no row");
    return ticket;
  });
}

/**
 * How much house:lotto gained from one draw: its postings in transactions whose reference names
 * the draw (stakes in, winnings and refunds out).
 */
export async function houseMovement(db: Database, siteId: number, drawId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerAccounts.siteId, siteId),
        eq(ledgerAccounts.kind, "house"),
        eq(ledgerAccounts.code, "lotto"),
        sql`${ledgerTransactions.reference}->>'draw_id' = ${String(drawId)}`,
      ),
    );
  return BigInt(row?.total ?? "0");
}

/** A player's cash and promo balances (0 when the account was never opened). */
export async function balancesOf(db: Database, userId: string): Promise<{ cash: bigint; promo: bigint }> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { cash: of("player_cash"), promo: of("player_promo") };
}

export interface LottoFixture {
  testDb: TestDatabase;
  handle: DatabaseHandle;
  db: Database;
  ledger: Ledger;
  time: ReturnType<typeof testClock>;
  siteId(site?: string): Promise<number>;
  /** A scheduler on this database, on the fixture's clock unless told otherwise. */
  scheduler(options?: Partial<Omit<DrawSchedulerOptions, "db">>): DrawScheduler;
  /** A new player with money (minor units). */
  player(funds?: { cash?: bigint; promo?: bigint }, site?: string): Promise<string>;
  buy(purchase: Omit<TicketPurchase, "siteId">, site?: string): Promise<TicketRow>;
  /** The books of a site balance (trial balance problems, empty when sound). */
  problems(site?: string): Promise<string[]>;
  close(): Promise<void>;
}

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A migrated, seeded database (PGlite, or TEST_DATABASE_URL) with lotto sites and a moving clock. */
export async function createLottoFixture(
  siteList: DemoSite[] = [lottoSite("lotto")],
  start: Date = LOTTO_START,
): Promise<LottoFixture> {
  const testDb = await createTestDatabase();
  const db: Database = testDb.db;
  await seed(db, { sites: siteList });
  const ledger = new Ledger(db);
  const time = testClock(start);
  const first = siteList[0]?.site_code ?? "lotto";
  const ids = new Map<string, number>();
  const siteId = async (site = first) => {
    let id = ids.get(site);
    if (id === undefined) {
      const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, site));
      if (!row) throw new Error(`site ${site} missing`);
      id = row.id;
      ids.set(site, id);
    }
    return id;
  };
  return {
    testDb,
    handle: testDb.handle,
    db,
    ledger,
    time,
    siteId,
    scheduler(options = {}) {
      return new DrawScheduler({
        db,
        leadership: advisoryLeadership(testDb.handle, DRAW_SCHEDULER_LOCK_KEY),
        clock: time.clock satisfies Clock,
        log: silentLog,
        ...options,
      });
    },
    async player(funds = {}, site = first) {
      const id = await siteId(site);
      const userId = await insertPlayer(db, id);
      if (funds.cash) await creditPlayer(ledger, db, id, userId, "cash", funds.cash);
      if (funds.promo) await creditPlayer(ledger, db, id, userId, "promo", funds.promo);
      return userId;
    },
    async buy(purchase, site = first) {
      return buyTicket(db, ledger, { ...purchase, siteId: await siteId(site) });
    },
    async problems(site = first) {
      return ledgerProblems(await trialBalance(db, await siteId(site)));
    },
    close: () => testDb.close(),
  };
}
