import {
  type CheckoutLeftOut,
  checkoutLeftOutSchema,
  type checkoutResponseSchema,
  DRAW_GAME_PRODUCTS,
  type DrawGame,
} from "@platform/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { cartLines, checkouts, draws, tickets, users } from "../db/schema.ts";
import { lockBalances, type Tx } from "../games/game-store.ts";
import { drawStake, type Split } from "../games/stake-split.ts";
import { HttpError } from "../http/http-error.ts";
import { countStake, expireIfDue, lockBonusForStake } from "../promotions/bonus-wagering.ts";
import { utcMinute } from "../safer-gambling/exclusion-message.ts";
import type { Site } from "../sites/site-repository.ts";
import { type PlayBlock, playRefusal } from "../users/play-block.ts";
import { formatMinor, siteCurrency } from "../wallet/amounts.ts";
import type { Posting } from "../wallet/ledger.ts";
import { InsufficientFundsError } from "../wallet/ledger-errors.ts";
import { type CartDeps, lockCart, lockedCartLines } from "./cart-store.ts";
import { planCheckout } from "./checkout-plan.ts";
import type { DrawRow } from "./tickets-draw.ts";
import { type MovedFrom, type TicketRow, ticketView } from "./tickets-view.ts";

type CheckoutResponse = z.output<typeof checkoutResponseSchema>;

/**
 * Spec §1 checkout: the whole cart bought in ONE database transaction, or nothing. Each line
 * becomes a ticket staked by its own ledger transfer (`lotto-stake:<ticket id>`, cash first then
 * promo credit, to house:lotto); a line whose draw has closed moves to the game's next draw if the
 * player agreed, or is left out and named (checkout-plan.ts); the player's key makes a replay
 * answer the first result and buy nothing.
 */
export async function checkout(
  deps: CartDeps,
  site: Site,
  userId: string,
  key: string,
): Promise<CheckoutResponse> {
  const now = deps.clock();
  const currency = siteCurrency(site).code;
  return deps.db.transaction(async (tx) => {
    // The cart's lock orders this checkout after any other of the player's checkouts or cart edits.
    await lockCart(tx, userId);
    const lines = await lockedCartLines(tx, site, userId);
    const [previous] = await tx
      .select()
      .from(checkouts)
      .where(
        and(eq(checkouts.userId, userId), eq(checkouts.siteId, site.id), eq(checkouts.idempotencyKey, key)),
      );
    if (previous) {
      // What the first checkout left out stays in the cart; any other line means another cart.
      const leftOut = new Set(leftOutOf(previous).map((line) => line.line_id));
      if (lines.some((line) => !leftOut.has(String(line.id)))) {
        const message =
          "This checkout was already made with another cart; nothing was bought. Please try again.";
        throw new HttpError(409, message, [{ message, field: "idempotency_key" }]);
      }
      return result(tx, site, previous);
    }
    if (lines.length === 0) {
      const message = "Your cart is empty.";
      throw new HttpError(400, message, [{ message, field: "cart" }]);
    }
    await assertMayPlay(tx, site, userId, now);

    const { purchases, leftOut, drawOf } = await planCheckout(tx, site, lines, now);

    // The wagering bonus before the balances (docs/decisions/023's lock order), as a game stake does.
    const grant = await lockBonusForStake(tx, userId);
    const balances = await lockBalances(tx, deps.ledger, site.id, userId, currency);
    const bonus = await expireIfDue(tx, deps.ledger, grant, balances.promo, now);
    const total = purchases.reduce((sum, { line }) => sum + line.stakePerLine * BigInt(line.lines), 0n);
    const available = balances.cash + bonus.promoBalance;
    if (total > available) throw insufficient(site, total, available);

    const [row] = await tx
      .insert(checkouts)
      .values({
        siteId: site.id,
        userId,
        idempotencyKey: key,
        totalStake: total,
        currency,
        leftOut,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("checkout insert returned no row");
    // Ticket ids first: each stake's key and reference name its ticket.
    const ids = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('tickets', 'id')) as id from generate_series(1, ${purchases.length})`,
    )) as unknown as { rows: { id: string | number }[] };
    let left: Split = { cash: balances.cash, promo: bonus.promoBalance };
    const values: PgInsertValue<typeof tickets, true>[] = [];
    for (const [index, { line, draw, movedFrom }] of purchases.entries()) {
      const ticketId = Number(ids.rows[index]?.id);
      if (!Number.isSafeInteger(ticketId)) throw new Error("checkout lost a ticket id");
      const amount = line.stakePerLine * BigInt(line.lines);
      const split = drawStake(amount, left);
      left = { cash: left.cash - split.cash, promo: left.promo - split.promo };
      const postings: Posting[] = [{ account: { kind: "house", code: "lotto" }, amount }];
      if (split.cash > 0n) postings.push({ account: { kind: "player_cash", userId }, amount: -split.cash });
      if (split.promo > 0n)
        postings.push({ account: { kind: "player_promo", userId }, amount: -split.promo });
      const transfer = await deps.ledger
        .transfer(tx, {
          siteId: site.id,
          currency,
          idempotencyKey: `lotto-stake:${ticketId}`,
          kind: "bet",
          userId,
          // The reference settlement gives the ticket's win too (draw-settlement.ts).
          reference: {
            draw_id: String(draw.id),
            ticket_id: String(ticketId),
            game: DRAW_GAME_PRODUCTS[draw.game as DrawGame],
          },
          postings,
        })
        .catch((error: unknown) => {
          throw error instanceof InsufficientFundsError ? insufficient(site, total, available) : error;
        });
      values.push({
        id: ticketId,
        siteId: site.id,
        userId,
        drawId: draw.id,
        checkoutId: row.id,
        game: draw.game,
        movedFromDrawId: movedFrom?.id ?? null,
        selection: line.selection,
        lines: line.lines,
        stakePerLine: line.stakePerLine,
        totalStake: amount,
        stakeCash: split.cash,
        stakePromo: split.promo,
        currency,
        stakeTransactionId: transfer.transactionId,
        createdAt: now,
      });
    }
    const bought = await tx.insert(tickets).overridingSystemValue().values(values).returning();
    if (bonus.grant) await countStake(tx, deps.ledger, bonus.grant, total, left.promo, now);
    await tx.delete(cartLines).where(
      inArray(
        cartLines.id,
        purchases.map(({ line }) => line.id),
      ),
    );
    return view(site, row.id, total, bought, drawOf, leftOut);
  });
}

const leftOutListSchema = z.array(checkoutLeftOutSchema);

function leftOutOf(row: typeof checkouts.$inferSelect): CheckoutLeftOut[] {
  return leftOutListSchema.parse(row.leftOut);
}

/** A replay: the first checkout's tickets as they stand now, and the lines it left out. */
async function result(tx: Tx, site: Site, row: typeof checkouts.$inferSelect): Promise<CheckoutResponse> {
  const movedFrom = alias(draws, "moved_from");
  const rows = await tx
    .select({ ticket: tickets, draw: draws, movedFrom })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .leftJoin(movedFrom, eq(movedFrom.id, tickets.movedFromDrawId))
    .where(eq(tickets.checkoutId, row.id))
    .orderBy(asc(tickets.id));
  const drawOf = new Map<number, DrawRow>();
  for (const r of rows) {
    drawOf.set(r.draw.id, r.draw);
    if (r.movedFrom) drawOf.set(r.movedFrom.id, r.movedFrom);
  }
  return view(
    site,
    row.id,
    row.totalStake,
    rows.map((r) => r.ticket),
    drawOf,
    leftOutOf(row),
  );
}

function view(
  site: Site,
  checkoutId: number,
  total: bigint,
  bought: TicketRow[],
  drawOf: Map<number, DrawRow>,
  leftOut: CheckoutLeftOut[],
): CheckoutResponse {
  const movedFrom = (ticket: TicketRow): MovedFrom =>
    ticket.movedFromDrawId === null ? null : (drawOf.get(ticket.movedFromDrawId) ?? null);
  return {
    checkout_id: String(checkoutId),
    tickets: [...bought]
      .sort((a, b) => a.id - b.id)
      .flatMap((ticket) => {
        const draw = drawOf.get(ticket.drawId);
        return draw ? [ticketView(site, ticket, draw, movedFrom(ticket))] : [];
      }),
    total_stake: formatMinor(site, total),
    left_out: leftOut,
  };
}

function insufficient(site: Site, total: bigint, available: bigint): HttpError {
  const { symbol } = siteCurrency(site);
  const message = `Insufficient balance: your cart costs ${symbol}${formatMinor(site, total)} and your balance is ${symbol}${formatMinor(site, available)}. Nothing was bought.`;
  return new HttpError(402, message, [{ message, field: "cart" }]);
}

/**
 * Safer gambling: whatever session still exists, a blocked player buys no ticket, nor one
 * excluded on another brand of the operator (users/play-block.ts).
 */
async function assertMayPlay(tx: Tx, site: Site, userId: string, now: Date): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, "Please log in to continue.");
  const refusal = await playRefusal(tx, user, site, now);
  if (!refusal) return;
  const until = refusal.until ? utcMinute(refusal.until) : "";
  const messages: Record<PlayBlock, string> = {
    deactivated: "Your account is disabled.",
    time_out: `You are taking a break from gambling until ${until}. Tickets cannot be bought before then.`,
    self_excluded: `You have excluded yourself from gambling until ${until}. Tickets cannot be bought before then.`,
    fica_required: "Please have your identity (FICA) documents approved before you play.",
  };
  throw new HttpError(403, messages[refusal.block]);
}
