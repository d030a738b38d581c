import type { MyBet, MyBetsQuery } from "@platform/contracts";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { tickets } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor } from "../wallet/amounts.ts";
import { placedWithin, ticketIdOf } from "./my-tickets.ts";
import { drawGameName } from "./tickets-draw.ts";

/*
 * Draw tickets as bets of my bets (its lotto tab, and "all"): product lotto, the draw game as the
 * game. my-bets.ts pages the rounds and these tickets together in one SQL UNION, by the keys
 * below, then reads the rows of the page.
 */

/** A void ticket (its draw cancelled, the stake given back) is a cancelled bet. */
const BET_STATUS_OF: Record<string, MyBet["status"]> = {
  open: "open",
  won: "won",
  lost: "lost",
  void: "cancelled",
};

/** The filters of my bets on tickets; null when the query's tab holds no draw tickets. */
export function ticketBetFilters(site: Site, userId: string, query: MyBetsQuery): SQL | null {
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
}

/** One side of my bets' UNION: ("ticket", id, placed_at) of the matching tickets. */
export function ticketBetKeys(db: Database, where: SQL) {
  return db
    .select({
      kind: sql<string>`'ticket'`.as("kind"),
      id: sql<number>`${tickets.id}`.mapWith(Number).as("id"),
      placedAt: sql<string>`${tickets.createdAt}`.as("placed_at"),
    })
    .from(tickets)
    .where(where);
}

export async function ticketBetCount(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(where);
  return row?.total ?? 0;
}

/** The tickets of one page as bets, by id. */
export async function ticketBetsByIds(db: Database, site: Site, ids: number[]): Promise<Map<number, MyBet>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(tickets).where(inArray(tickets.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
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
      },
    ]),
  );
}

/** The draw games the player has tickets on, for the games filter of my bets. */
export async function ticketGamesOf(
  db: Database,
  site: Site,
  userId: string,
): Promise<{ slug: string; name: string }[]> {
  const rows = await db
    .selectDistinct({ game: tickets.game })
    .from(tickets)
    .where(and(eq(tickets.siteId, site.id), eq(tickets.userId, userId)));
  return rows.map(({ game }) => ({ slug: game, name: drawGameName(game) }));
}
