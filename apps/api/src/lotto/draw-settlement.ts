import { currencyExponent, DRAW_GAME_PRODUCTS, type DrawGame, fromMinorUnits } from "@platform/contracts";
import { and, asc, eq, notExists, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { draws, notifications, tickets } from "../db/schema.ts";
import { type Split, shareWin } from "../games/stake-split.ts";
import type { Executor, Ledger, Posting, TransferSpec } from "../wallet/ledger.ts";
import { transferBatch } from "../wallet/ledger-batch.ts";
import { type DrawSite, ticketPayout } from "./draw-games.ts";
import { drawTitle } from "./tickets-draw.ts";

/*
 * Settlement of a drawn draw, exactly once per ticket. Tickets are settled in batches, each batch
 * one database transaction of a few statements whatever its size (issue 17): its open tickets are
 * locked (FOR UPDATE SKIP LOCKED, so a second settler takes other tickets instead of waiting), their
 * results computed in memory, every winner's `lotto-win:<ticket id>` transfer from house:lotto (and
 * every void ticket's refund) written for the whole batch at once (wallet/ledger-batch.ts), and
 * every ticket marked won, lost or void by one UPDATE. A crash rolls a batch back whole; a ticket
 * leaves "open" only in the transaction that pays it, and the ledger key would refuse a second
 * payment even if it did not. The draw is settled when no open ticket is left.
 */

/** The house account of the draw games (the stakes come in, the winnings go out). */
export const LOTTO_HOUSE = { kind: "house", code: "lotto" } as const;

export interface SettleDraw {
  id: number;
  game: DrawGame;
  sequence: number;
  numbers: readonly number[];
}

export interface BatchReport {
  /** Tickets settled by this batch (won + lost + void). */
  settled: number;
  won: number;
  lost: number;
  /** Tickets whose stored selection no game accepts: their stake is returned. */
  voided: number;
  /** Minor units paid to winners. */
  paid: bigint;
}

type TicketRow = Pick<
  typeof tickets.$inferSelect,
  "id" | "userId" | "selection" | "stakePerLine" | "totalStake" | "stakeCash" | "stakePromo" | "currency"
>;

/** A ticket's result: the status it takes, and what it is paid (a winner) or given back (void). */
interface Outcome {
  ticket: TicketRow;
  status: "won" | "lost" | "void";
  winningLines: number;
  payout: bigint;
  transfer?: TransferSpec;
}

/** Settles up to `limit` open tickets of the draw in one transaction. */
export async function settleTicketBatch(
  db: Database,
  ledger: Ledger,
  site: DrawSite,
  draw: SettleDraw,
  now: Date,
  limit: number,
): Promise<BatchReport> {
  return db.transaction(async (tx) => {
    const rows: TicketRow[] = await tx
      .select({
        id: tickets.id,
        userId: tickets.userId,
        selection: tickets.selection,
        stakePerLine: tickets.stakePerLine,
        totalStake: tickets.totalStake,
        stakeCash: tickets.stakeCash,
        stakePromo: tickets.stakePromo,
        currency: tickets.currency,
      })
      .from(tickets)
      .where(and(eq(tickets.drawId, draw.id), eq(tickets.status, "open")))
      .orderBy(asc(tickets.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    const outcomes = rows.map((ticket) => outcomeOf(site, draw, ticket));
    const paying = outcomes.filter((outcome) => outcome.transfer);
    const transfers = await transferBatch(
      tx,
      ledger,
      paying.map((outcome) => outcome.transfer as TransferSpec),
    );
    const paid = new Map(
      paying.map((outcome, index) => [outcome.ticket.id, transfers[index]?.transactionId]),
    );
    if (outcomes.length > 0) {
      // Void tickets keep their zero lines and payout; the others take their result.
      const results = outcomes.map(({ ticket, status, winningLines, payout }) => ({
        id: ticket.id,
        s: status,
        w: status === "void" ? null : winningLines,
        p: status === "void" ? null : payout.toString(),
        t: paid.get(ticket.id) ?? null,
      }));
      const marked = await tx.execute(sql`update tickets
        set status = x.s, winning_lines = coalesce(x.w, tickets.winning_lines),
          payout = coalesce(x.p, tickets.payout), payout_transaction_id = x.t,
          settled_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as x(id bigint, s text, w integer, p bigint, t bigint)
        where tickets.id = x.id and tickets.status = 'open'
        returning tickets.id`);
      // Locked above, so every one is open; if not, throwing rolls the payments back with them.
      const settled = (marked as unknown as { rows: unknown[] }).rows.length;
      if (settled !== outcomes.length)
        throw new Error(`draw ${draw.id}: a ticket was settled by someone else`);
    }
    const won = outcomes.filter((outcome) => outcome.status === "won");
    if (won.length > 0) await notifyWinners(tx, site, draw, won);
    return {
      settled: outcomes.length,
      won: won.length,
      lost: outcomes.filter((outcome) => outcome.status === "lost").length,
      voided: outcomes.filter((outcome) => outcome.status === "void").length,
      paid: won.reduce((sum, outcome) => sum + outcome.payout, 0n),
    };
  });
}

/** What the ticket won against the drawn numbers, with its transfer (a selection no game accepts is void). */
function outcomeOf(site: DrawSite, draw: SettleDraw, ticket: TicketRow): Outcome {
  const reference = {
    draw_id: String(draw.id),
    ticket_id: String(ticket.id),
    game: DRAW_GAME_PRODUCTS[draw.game],
  };
  let result: { winningLines: number; payout: bigint };
  try {
    result = ticketPayout(
      draw.game,
      ticket.selection,
      draw.numbers,
      ticket.stakePerLine,
      site.settings.lotto,
    );
  } catch {
    const transfer: TransferSpec = {
      siteId: site.id,
      currency: ticket.currency,
      idempotencyKey: `lotto-void:${ticket.id}`,
      kind: "rollback",
      userId: ticket.userId,
      reference,
      postings: toPlayer(ticket.userId, ticket.totalStake, splitOf(ticket)),
    };
    return { ticket, status: "void", winningLines: 0, payout: 0n, transfer };
  }
  if (result.payout === 0n) return { ticket, status: "lost", ...result };
  const transfer: TransferSpec = {
    siteId: site.id,
    currency: ticket.currency,
    idempotencyKey: `lotto-win:${ticket.id}`,
    kind: "win",
    userId: ticket.userId,
    reference,
    postings: toPlayer(ticket.userId, result.payout, shareWin(result.payout, splitOf(ticket))),
  };
  return { ticket, status: "won", ...result, transfer };
}

/** Marks the draw settled once none of its tickets is open; true if this call did it. */
export async function finishDraw(db: Database, drawId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(draws)
    .set({ status: "settled", settledAt: now })
    .where(
      and(
        eq(draws.id, drawId),
        eq(draws.status, "drawn"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(tickets)
            .where(and(eq(tickets.drawId, drawId), eq(tickets.status, "open"))),
        ),
      ),
    )
    .returning({ id: draws.id });
  return row !== undefined;
}

/**
 * The planner's statistics of the tickets' draw and status, fresh: PGlite runs no autovacuum, and
 * PostgreSQL's lags a draw's sales, so without this the planner takes a big draw's open tickets for
 * a handful, sorts them all for every batch and scans them all for every batch's UPDATE (a
 * 100,000-ticket draw: 100 ms more per batch, growing with the draw).
 */
export async function refreshTicketStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze tickets (draw_id, status)`);
}

/** house:lotto → the player, cash and promo credit as given (parts of zero left out). */
function toPlayer(userId: string, amount: bigint, split: Split): Posting[] {
  const postings: Posting[] = [{ account: LOTTO_HOUSE, amount: -amount }];
  if (split.cash > 0n) postings.push({ account: { kind: "player_cash", userId }, amount: split.cash });
  if (split.promo > 0n) postings.push({ account: { kind: "player_promo", userId }, amount: split.promo });
  return postings;
}

function splitOf(ticket: TicketRow): Split {
  return { cash: ticket.stakeCash, promo: ticket.stakePromo };
}

/** A service notification per winning ticket ("Lucky 5 #1042: your ticket 77 won KSh 480.00"). */
async function notifyWinners(
  tx: Executor,
  site: DrawSite,
  draw: SettleDraw,
  payments: { ticket: TicketRow; payout: bigint }[],
): Promise<void> {
  const title = drawTitle(draw);
  const symbol = site.settings.currency_symbol;
  await tx.insert(notifications).values(
    payments.map(({ ticket, payout }) => ({
      siteId: site.id,
      userId: ticket.userId,
      category: "service",
      title: `${title}: you won`,
      body: `Your ticket ${ticket.id} won ${symbol}${fromMinorUnits(payout, currencyExponent(ticket.currency))}. The winnings are in your balance.`,
    })),
  );
}
