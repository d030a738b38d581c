import { currencyExponent, DRAW_GAME_PRODUCTS, type DrawGame, fromMinorUnits } from "@platform/contracts";
import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { draws, notifications, tickets } from "../db/schema.ts";
import { type Split, shareWin } from "../games/stake-split.ts";
import type { Executor, Ledger, Posting } from "../wallet/ledger.ts";
import { type DrawSite, ticketPayout } from "./draw-games.ts";
import { drawTitle } from "./tickets-draw.ts";

/*
 * Settlement of a drawn draw, exactly once per ticket. Tickets are settled in batches, each batch
 * one database transaction: its open tickets are locked (FOR UPDATE SKIP LOCKED, so a second
 * settler takes other tickets instead of waiting), each winner gets its `lotto-win:<ticket id>`
 * transfer from house:lotto and is marked won, the losers are marked lost in one UPDATE. A crash
 * rolls a batch back whole; a ticket leaves "open" only in the transaction that pays it, and the
 * ledger key would refuse a second payment even if it did not. The draw is settled when no open
 * ticket is left.
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
    const report: BatchReport = { settled: 0, won: 0, lost: 0, voided: 0, paid: 0n };
    const losers: number[] = [];
    const payments: { ticket: TicketRow; winningLines: number; payout: bigint }[] = [];
    const voids: TicketRow[] = [];
    for (const ticket of rows) {
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
        voids.push(ticket);
        continue;
      }
      if (result.payout > 0n) payments.push({ ticket, ...result });
      else losers.push(ticket.id);
    }
    // Players in one order: two settlers paying the same players lock their balances alike.
    payments.sort((a, b) => byPlayer(a.ticket, b.ticket));
    voids.sort(byPlayer);

    const reference = (ticket: TicketRow) => ({
      draw_id: String(draw.id),
      ticket_id: String(ticket.id),
      game: DRAW_GAME_PRODUCTS[draw.game],
    });
    for (const { ticket, winningLines, payout } of payments) {
      const { transactionId } = await ledger.transfer(tx, {
        siteId: site.id,
        currency: ticket.currency,
        idempotencyKey: `lotto-win:${ticket.id}`,
        kind: "win",
        userId: ticket.userId,
        reference: reference(ticket),
        postings: toPlayer(ticket.userId, payout, shareWin(payout, splitOf(ticket))),
      });
      const [marked] = await tx
        .update(tickets)
        .set({ status: "won", winningLines, payout, payoutTransactionId: transactionId, settledAt: now })
        .where(and(eq(tickets.id, ticket.id), eq(tickets.status, "open")))
        .returning({ id: tickets.id });
      // Locked above, so it is open; if not, throwing rolls the payment back with it.
      if (!marked) throw new Error(`ticket ${ticket.id} was settled by someone else`);
      report.won++;
      report.paid += payout;
    }
    for (const ticket of voids) {
      const { transactionId } = await ledger.transfer(tx, {
        siteId: site.id,
        currency: ticket.currency,
        idempotencyKey: `lotto-void:${ticket.id}`,
        kind: "rollback",
        userId: ticket.userId,
        reference: reference(ticket),
        postings: toPlayer(ticket.userId, ticket.totalStake, splitOf(ticket)),
      });
      const [marked] = await tx
        .update(tickets)
        .set({ status: "void", payoutTransactionId: transactionId, settledAt: now })
        .where(and(eq(tickets.id, ticket.id), eq(tickets.status, "open")))
        .returning({ id: tickets.id });
      if (!marked) throw new Error(`ticket ${ticket.id} was settled by someone else`);
      report.voided++;
    }
    if (losers.length > 0) {
      const lost = await tx
        .update(tickets)
        .set({ status: "lost", winningLines: 0, payout: 0n, settledAt: now })
        .where(and(inArray(tickets.id, losers), eq(tickets.status, "open")))
        .returning({ id: tickets.id });
      report.lost = lost.length;
    }
    if (payments.length > 0) await notifyWinners(tx, site, draw, payments);
    report.settled = report.won + report.lost + report.voided;
    return report;
  });
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

function byPlayer(a: TicketRow, b: TicketRow): number {
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : a.id - b.id;
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
