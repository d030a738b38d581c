import type { MyBet } from "@platform/contracts";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { tickets } from "../db/schema.ts";
import type { MyBetsSource } from "../products/product.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor } from "../wallet/amounts.ts";
import { placedWithin, ticketIdOf, ticketsOf } from "./my-tickets.ts";
import { drawGameName } from "./tickets-draw.ts";
import type { TicketRow } from "./tickets-view.ts";

/*
 * Draw tickets as bets of my bets (its lotto tab, and "all"): product lotto, the draw game as the
 * game. my-bets/ pages these tickets with the other products' bets in one SQL UNION, by the keys
 * below, then reads the rows of the page. The source also answers the ticket variant of
 * api/user/mybets (the tickets with their draws) alone.
 */

/** A void ticket (its draw cancelled, the stake given back) is a cancelled bet. */
const BET_STATUS_OF: Record<string, MyBet["status"]> = {
  open: "open",
  won: "won",
  lost: "lost",
  void: "cancelled",
};

export const ticketBets: MyBetsSource = {
  kind: "ticket",

  /** Null when the query's tab holds no draw tickets. */
  filter(site, userId, query) {
    if (query.tab && query.tab !== "all" && query.tab !== "lotto") return null;
    const filters: SQL[] = [eq(tickets.siteId, site.id), eq(tickets.userId, userId)];
    if (query.bet_id !== undefined) filters.push(eq(tickets.id, ticketIdOf(query.bet_id) ?? -1));
    if (query.game_status) {
      const status = query.game_status === "cancelled" ? "void" : query.game_status;
      filters.push(eq(tickets.status, status));
    }
    if (query.game) filters.push(eq(tickets.game, query.game));
    filters.push(...placedWithin(site.settings.time_zone, query.date_from, query.date_to));
    return and(...filters) ?? null;
  },

  keys: (where) =>
    sql`select 'ticket' as kind, ${tickets.id} as id, ${tickets.createdAt} as placed_at from ${tickets} where ${where}`,

  async count(db, where) {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(where);
    return row?.total ?? 0;
  },

  async byIds(db, site, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(tickets).where(inArray(tickets.id, ids));
    return new Map(rows.map((row) => [row.id, toMyBet(site, row)]));
  },

  async page(db, site, where, { limit, offset }) {
    const rows = await db
      .select()
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => toMyBet(site, row));
  },

  /** The draw games the player has tickets on, in name order. */
  async playedGames(db, site, userId) {
    const rows = await db
      .selectDistinct({ game: tickets.game })
      .from(tickets)
      .where(and(eq(tickets.siteId, site.id), eq(tickets.userId, userId)));
    return rows
      .map(({ game }) => ({ slug: game, name: drawGameName(game) }))
      .sort((a, b) => a.name.localeCompare(b.name, "en"));
  },

  ticketVariant: ticketsOf,
};

function toMyBet(site: Site, row: TicketRow): MyBet {
  return {
    bet_id: String(row.id),
    game: { slug: row.game, name: drawGameName(row.game) },
    product: "lotto",
    status: BET_STATUS_OF[row.status] ?? "open",
    stake: formatMinor(site, row.totalStake),
    win: formatMinor(site, row.payout),
    stake_cash: formatMinor(site, row.stakeCash),
    stake_promo: formatMinor(site, row.stakePromo),
    placed_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}
