import { type checkoutResponseSchema, DRAW_GAME_PRODUCTS, type DrawGame } from "@platform/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { z } from "zod";
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
import { notOnSale } from "./tickets-draw.ts";
import { type TicketRow, ticketView } from "./tickets-view.ts";

type CheckoutResponse = z.output<typeof checkoutResponseSchema>;

/**
 * Spec §1 checkout: the whole cart bought in ONE database transaction, or nothing. Each line
 * becomes a ticket staked by its own ledger transfer (`lotto-stake:<ticket id>`, cash first then
 * promo credit, to house:lotto); a line whose draw has closed refuses the whole checkout; the
 * player's key makes a replay answer the first result and buy nothing.
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
      if (lines.length > 0) {
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

    // Draws locked for share: the scheduler cannot close or draw one until these tickets are in.
    const drawRows = await tx
      .select()
      .from(draws)
      .where(
        inArray(
          draws.id,
          lines.map((line) => line.drawId),
        ),
      )
      .orderBy(asc(draws.id))
      .for("share");
    const drawOf = new Map(drawRows.map((draw) => [draw.id, draw]));
    const refused = lines.flatMap((line) => {
      const draw = drawOf.get(line.drawId);
      const problem = draw ? notOnSale(site, draw, now) : "This draw no longer exists.";
      return problem
        ? [{ field: `line:${line.id}`, message: `${problem} Remove this line from your cart.` }]
        : [];
    });
    if (refused.length > 0) {
      const message =
        refused.length === 1
          ? (refused[0]?.message ?? "")
          : `${refused.length} lines of your cart can no longer be bought; remove them to check out.`;
      throw new HttpError(409, `${message} Nothing was bought.`, refused);
    }

    // The wagering bonus before the balances (docs/decisions/023's lock order), as a game stake does.
    const grant = await lockBonusForStake(tx, userId);
    const balances = await lockBalances(tx, deps.ledger, site.id, userId, currency);
    const bonus = await expireIfDue(tx, deps.ledger, grant, balances.promo, now);
    const total = lines.reduce((sum, line) => sum + line.stakePerLine * BigInt(line.lines), 0n);
    const available = balances.cash + bonus.promoBalance;
    if (total > available) throw insufficient(site, total, available);

    const [row] = await tx
      .insert(checkouts)
      .values({ siteId: site.id, userId, idempotencyKey: key, totalStake: total, currency, createdAt: now })
      .returning();
    if (!row) throw new Error("checkout insert returned no row");
    // Ticket ids first: each stake's key and reference name its ticket.
    const ids = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('tickets', 'id')) as id from generate_series(1, ${lines.length})`,
    )) as unknown as { rows: { id: string | number }[] };
    let left: Split = { cash: balances.cash, promo: bonus.promoBalance };
    const values: PgInsertValue<typeof tickets, true>[] = [];
    for (const [index, line] of lines.entries()) {
      const ticketId = Number(ids.rows[index]?.id);
      const draw = drawOf.get(line.drawId);
      if (!draw || !Number.isSafeInteger(ticketId)) throw new Error("checkout lost a draw or a ticket id");
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
        lines.map((line) => line.id),
      ),
    );
    return view(site, row.id, total, bought, drawOf);
  });
}

/** A replay: the first checkout's tickets as they stand now. */
async function result(tx: Tx, site: Site, row: typeof checkouts.$inferSelect): Promise<CheckoutResponse> {
  const rows = await tx
    .select({ ticket: tickets, draw: draws })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .where(eq(tickets.checkoutId, row.id))
    .orderBy(asc(tickets.id));
  return view(
    site,
    row.id,
    row.totalStake,
    rows.map((r) => r.ticket),
    new Map(rows.map((r) => [r.draw.id, r.draw])),
  );
}

function view(
  site: Site,
  checkoutId: number,
  total: bigint,
  bought: TicketRow[],
  drawOf: Map<number, typeof draws.$inferSelect>,
): CheckoutResponse {
  return {
    checkout_id: String(checkoutId),
    tickets: [...bought]
      .sort((a, b) => a.id - b.id)
      .flatMap((ticket) => {
        const draw = drawOf.get(ticket.drawId);
        return draw ? [ticketView(site, ticket, draw)] : [];
      }),
    total_stake: formatMinor(site, total),
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
