import type {
  CartLine,
  CartLineInput,
  CartResponse,
  DrawGame,
  SelectionInputContract,
} from "@platform/contracts";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { cartLines, draws } from "../db/schema.ts";
import type { Tx } from "../games/game-store.ts";
import { HttpError } from "../http/http-error.ts";
import type { Clock } from "../security/clock.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor, siteCurrency } from "../wallet/amounts.ts";
import type { Ledger } from "../wallet/ledger.ts";
import { type CheckedLine, checkCartLine } from "./cart-rules.ts";
import { type DrawRow, notOnSale } from "./tickets-draw.ts";

export interface CartDeps {
  db: Database;
  ledger: Ledger;
  clock: Clock;
}

export type CartLineRow = typeof cartLines.$inferSelect;
export interface CartEntry {
  line: CartLineRow;
  draw: DrawRow;
}

/**
 * Serialises everything that changes one player's cart (adding, merging, emptying, checking out)
 * until the transaction ends, so two tabs cannot both fit the last line under max_cart_lines, nor
 * add a line while a checkout buys the cart.
 */
export async function lockCart(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart:${userId}`}, 0))`);
}

/** The player's lines on this site with their draws, oldest first. */
export async function cartEntries(db: Database | Tx, site: Site, userId: string): Promise<CartEntry[]> {
  return db
    .select({ line: cartLines, draw: draws })
    .from(cartLines)
    .innerJoin(draws, eq(draws.id, cartLines.drawId))
    .where(and(eq(cartLines.siteId, site.id), eq(cartLines.userId, userId)))
    .orderBy(asc(cartLines.id));
}

/** The player's lines, row-locked until the transaction ends (checkout buys exactly these). */
export async function lockedCartLines(tx: Tx, site: Site, userId: string): Promise<CartLineRow[]> {
  return tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.siteId, site.id), eq(cartLines.userId, userId)))
    .orderBy(asc(cartLines.id))
    .for("update");
}

/** A draw of this site by the id a request names ("12"); undefined for anything else. */
export async function drawOfSite(
  db: Database | Tx,
  site: Site,
  drawId: string,
): Promise<DrawRow | undefined> {
  if (!/^\d{1,15}$/.test(drawId)) return undefined;
  const [draw] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.id, Number(drawId)), eq(draws.siteId, site.id)));
  return draw;
}

/**
 * Adds one line in the caller's transaction (which holds the cart's lock): checked against its
 * draw and the site's limits, refused when the cart already holds max_cart_lines. `closedMoves`:
 * see checkCartLine (the merge of a visitor's browser cart).
 */
export async function addCartLine(
  tx: Tx,
  site: Site,
  userId: string,
  input: CartLineInput,
  now: Date,
  closedMoves = false,
): Promise<CheckedLine> {
  const checked = checkCartLine(site, await drawOfSite(tx, site, input.draw_id), input, now, closedMoves);
  const most = site.settings.lotto.max_cart_lines;
  const [held] = await tx
    .select({ lines: count() })
    .from(cartLines)
    .where(and(eq(cartLines.siteId, site.id), eq(cartLines.userId, userId)));
  if ((held?.lines ?? 0) >= most) {
    const message = `Your cart is full: it holds at most ${most} tickets. Check out or remove a line first.`;
    throw new HttpError(409, message, [{ message, field: "cart" }]);
  }
  await tx.insert(cartLines).values({
    siteId: site.id,
    userId,
    drawId: checked.drawId,
    selection: checked.selection,
    lines: checked.lines,
    stakePerLine: checked.stakePerLine,
    nextDrawIfClosed: input.next_draw_if_closed,
    createdAt: now,
  });
  return checked;
}

export function cartLineView(site: Site, { line, draw }: CartEntry, now: Date): CartLine {
  return {
    id: String(line.id),
    draw_id: String(draw.id),
    draw_sequence: draw.sequence,
    game: draw.game as DrawGame,
    selection: line.selection as SelectionInputContract,
    stake_per_line: formatMinor(site, line.stakePerLine),
    lines: line.lines,
    total_stake: formatMinor(site, line.stakePerLine * BigInt(line.lines)),
    closes_at: draw.closesAt.toISOString(),
    open: notOnSale(site, draw, now) === null,
    next_draw_if_closed: line.nextDrawIfClosed,
  };
}

export function cartView(site: Site, entries: CartEntry[], now: Date): CartResponse {
  const total = entries.reduce((sum, { line }) => sum + line.stakePerLine * BigInt(line.lines), 0n);
  return {
    lines: entries.map((entry) => cartLineView(site, entry, now)),
    total_stake: formatMinor(site, total),
    currency: siteCurrency(site).code,
  };
}
