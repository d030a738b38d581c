import { createHash, randomUUID } from "node:crypto";
import { DRAW_GAME_PRODUCTS, type DrawGame } from "@platform/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/create-database.ts";
import type { Database } from "../db/database.ts";
import { draws, ledgerAccounts, tickets } from "../db/schema.ts";
import { checkGameSelection } from "../lotto/cart-rules.ts";
import { DrawScheduler, drawSchedulerLeadership } from "../lotto/draw-scheduler.ts";
import { LOTTO_HOUSE } from "../lotto/draw-settlement.ts";
import type { DrawRow } from "../lotto/tickets-draw.ts";
import type { Ledger } from "../wallet/ledger.ts";
import { ledgerProblems, trialBalance } from "../wallet/trial-balance.ts";
import { houseMovement, LOTTO_CURRENCY, silentLog } from "./lotto-fixtures.ts";
import { betFor, type Rand, stakeFor } from "./lotto-load.ts";

/*
 * A big draw for the settlement bench: tickets written in bulk, several thousand per database
 * transaction, with exactly the rows checkout writes for each (docs/decisions/026): a checkout per
 * ten tickets, the stake's ledger transaction `lotto-stake:<ticket id>` (same request hash and
 * reference as Ledger.transfer gives it) with its two postings, the player's kept balance and each
 * posting's balance_after, and the ticket. The ledger's deferred trigger checks every transaction
 * balances at commit, and `drawBooks` checks the trial balance afterwards.
 */

/** jsonb_to_recordset of a JSON parameter: one statement per table per chunk, on PGlite and PostgreSQL. */
const rowsOf = (rows: unknown[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;

type Result<T> = { rows: T[] };

/** The hash Ledger.transfer stores for a stake (wallet/ledger.ts hashSpec), so a replay would match. */
function stakeHash(userId: string, amount: bigint, reference: Record<string, string>): string {
  const canonical = JSON.stringify({
    currency: LOTTO_CURRENCY,
    kind: "bet",
    userId,
    reference: Object.fromEntries(Object.entries(reference).sort()),
    postings: [
      { account: "house:lotto", amount: amount.toString() },
      { account: `player_cash:${userId}`, amount: (-amount).toString() },
    ],
  });
  return createHash("sha256").update(canonical).digest("hex");
}

interface Planned {
  userId: string;
  /** Index of its checkout within the chunk. */
  checkout: number;
  selection: unknown;
  lines: number;
  stakePerLine: bigint;
  total: bigint;
}

/**
 * `count` tickets (a multiple of ten: checkouts of ten) on `draw`, bought with cash by `players`
 * in turn; the stakes in minor units.
 */
export async function insertDrawTickets(
  db: Database,
  ledger: Ledger,
  siteId: number,
  draw: DrawRow,
  players: string[],
  count: number,
  rand: Rand,
  chunk = 5_000,
): Promise<{ stakes: bigint }> {
  const game = draw.game as DrawGame;
  const house = await ledger.accounts.resolve(db, siteId, LOTTO_CURRENCY, LOTTO_HOUSE);
  const accounts = await db
    .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.siteId, siteId),
        eq(ledgerAccounts.currency, LOTTO_CURRENCY),
        eq(ledgerAccounts.kind, "player_cash"),
      ),
    );
  const cash = new Map(accounts.map((row) => [row.userId ?? "", { id: row.id, balance: row.balance ?? 0n }]));
  let stakes = 0n;
  let checkoutNo = 0;
  for (let from = 0; from < count; from += chunk) {
    const planned: Planned[] = [];
    for (let i = 0; i < Math.min(chunk, count - from); i++) {
      if (i % 10 === 0) checkoutNo++;
      const { selection, lines } = checkGameSelection(game, betFor(rand, game));
      const stakePerLine = stakeFor(rand);
      planned.push({
        userId: players[checkoutNo % players.length]!,
        checkout: Math.floor(i / 10),
        selection,
        lines,
        stakePerLine,
        total: stakePerLine * BigInt(lines),
      });
    }
    stakes += await db.transaction(async (tx) => {
      const ids = (await tx.execute(
        sql`select nextval(pg_get_serial_sequence('tickets', 'id'))::text as id from generate_series(1, ${planned.length})`,
      )) as unknown as Result<{ id: string }>;
      const ticketIds = ids.rows.map((row) => row.id);

      const checkoutRows = Array.from({ length: Math.ceil(planned.length / 10) }, (_, c) => {
        const own = planned.slice(c * 10, c * 10 + 10);
        const total = own.reduce((sum, ticket) => sum + ticket.total, 0n);
        return { u: own[0]!.userId, k: `load-${randomUUID()}`, t: total.toString() };
      });
      const madeCheckouts = (await tx.execute(sql`
        insert into checkouts (site_id, user_id, idempotency_key, total_stake, currency)
        select ${siteId}::integer, x.u, x.k, x.t, ${LOTTO_CURRENCY}::text
        from ${rowsOf(checkoutRows)} as x(u uuid, k text, t bigint)
        returning id::text, idempotency_key`)) as unknown as Result<{ id: string; idempotency_key: string }>;
      const checkoutId = new Map(madeCheckouts.rows.map((row) => [row.idempotency_key, row.id]));

      const transactionRows = planned.map((ticket, i) => {
        const reference = {
          draw_id: String(draw.id),
          ticket_id: ticketIds[i]!,
          game: DRAW_GAME_PRODUCTS[game],
        };
        return {
          k: `lotto-stake:${ticketIds[i]}`,
          h: stakeHash(ticket.userId, ticket.total, reference),
          u: ticket.userId,
          r: reference,
        };
      });
      const made = (await tx.execute(sql`
        insert into ledger_transactions (site_id, idempotency_key, request_hash, kind, user_id, reference)
        select ${siteId}::integer, x.k, x.h, 'bet', x.u, x.r
        from ${rowsOf(transactionRows)} as x(k text, h text, u uuid, r jsonb)
        returning id::text, idempotency_key`)) as unknown as Result<{ id: string; idempotency_key: string }>;
      const transactionId = new Map(made.rows.map((row) => [row.idempotency_key, row.id]));

      // Each stake: house:lotto credited, the player's cash debited (its balance after kept).
      const postings: { t: string; a: number; m: string; b: string | null }[] = [];
      const spent = new Map<number, bigint>();
      for (const [i, ticket] of planned.entries()) {
        const account = cash.get(ticket.userId);
        if (!account) throw new Error(`player ${ticket.userId} has no cash account`);
        account.balance -= ticket.total;
        if (account.balance < 0n) throw new Error(`player ${ticket.userId} cannot pay for the tickets`);
        spent.set(account.id, (spent.get(account.id) ?? 0n) + ticket.total);
        const t = transactionId.get(`lotto-stake:${ticketIds[i]}`)!;
        postings.push({ t, a: house.id, m: ticket.total.toString(), b: null });
        postings.push({ t, a: account.id, m: (-ticket.total).toString(), b: account.balance.toString() });
      }
      await tx.execute(sql`
        insert into ledger_postings (transaction_id, account_id, amount, balance_after)
        select x.t, x.a, x.m, x.b from ${rowsOf(postings)} as x(t bigint, a bigint, m bigint, b bigint)`);
      const debits = [...spent].map(([a, m]) => ({ a, m: m.toString() }));
      await tx.execute(sql`
        update ledger_accounts set balance = balance - x.m
        from ${rowsOf(debits)} as x(a bigint, m bigint) where ledger_accounts.id = x.a`);

      const ticketRows = planned.map((ticket, i) => ({
        id: ticketIds[i],
        u: ticket.userId,
        c: checkoutId.get(checkoutRows[ticket.checkout]!.k),
        s: ticket.selection,
        l: ticket.lines,
        p: ticket.stakePerLine.toString(),
        t: ticket.total.toString(),
        x: transactionId.get(`lotto-stake:${ticketIds[i]}`),
      }));
      await tx.execute(sql`
        insert into tickets (id, site_id, user_id, draw_id, checkout_id, game, selection, lines,
          stake_per_line, total_stake, stake_cash, stake_promo, currency, stake_transaction_id)
        overriding system value
        select x.id, ${siteId}::integer, x.u, ${draw.id}::bigint, x.c, ${game}::text, x.s, x.l, x.p, x.t, x.t, 0, ${LOTTO_CURRENCY}::text, x.x
        from ${rowsOf(ticketRows)} as x(id bigint, u uuid, c bigint, s jsonb, l integer, p bigint, t bigint, x bigint)`);
      return planned.reduce((sum, ticket) => sum + ticket.total, 0n);
    });
  }
  return { stakes };
}

/**
 * The draw scheduler (one node, holding its advisory lock) on a clock just past the draw's time:
 * ticks back to back, each closing, drawing and settling within its budget, until the draw is settled.
 */
export async function settleByScheduler(
  handle: DatabaseHandle,
  ledger: Ledger,
  draw: DrawRow,
  options: { batchSize?: number; maxBatchesPerTick?: number } = {},
): Promise<{ seconds: number; ticks: number }> {
  const at = new Date(draw.drawAt.getTime() + 1_000);
  const scheduler = new DrawScheduler({
    db: handle.db,
    leadership: drawSchedulerLeadership(handle),
    clock: () => at,
    log: silentLog,
    ledger,
    ...options,
  });
  const db: Database = handle.db;
  const begun = process.hrtime.bigint();
  let ticks = 0;
  try {
    for (;;) {
      const report = await scheduler.tick();
      ticks++;
      if (!report.leader) throw new Error("another scheduler holds the lock");
      const [row] = await db.select({ status: draws.status }).from(draws).where(eq(draws.id, draw.id));
      if (row?.status === "settled") break;
      if (ticks > 10_000) throw new Error(`draw ${draw.id} is still ${row?.status}`);
    }
  } finally {
    await scheduler.stop();
  }
  return { seconds: Number(process.hrtime.bigint() - begun) / 1e9, ticks };
}

export interface DrawBooks {
  tickets: number;
  open: number;
  won: number;
  stakes: bigint;
  payouts: bigint;
  /** What house:lotto gained from the draw (its postings referencing it). */
  house: bigint;
  /** Trial balance problems of the site: empty when the books balance. */
  problems: string[];
}

/** A draw's tickets against the ledger: stakes − payouts must equal house:lotto's movement. */
export async function drawBooks(db: Database, siteId: number, drawId: number): Promise<DrawBooks> {
  const [row] = await db
    .select({
      tickets: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${tickets.status} = 'open'))::int`,
      won: sql<number>`(count(*) filter (where ${tickets.status} = 'won'))::int`,
      stakes: sql<string>`coalesce(sum(${tickets.totalStake}), 0)::text`,
      payouts: sql<string>`coalesce(sum(${tickets.payout}), 0)::text`,
    })
    .from(tickets)
    .where(eq(tickets.drawId, drawId));
  return {
    tickets: row?.tickets ?? 0,
    open: row?.open ?? 0,
    won: row?.won ?? 0,
    stakes: BigInt(row?.stakes ?? "0"),
    payouts: BigInt(row?.payouts ?? "0"),
    house: await houseMovement(db, siteId, drawId),
    problems: ledgerProblems(await trialBalance(db, siteId)),
  };
}
