import type { MyBet } from "@platform/contracts";
import { and, asc, desc, eq, inArray, max, type SQL, sql } from "drizzle-orm";
import { gameRounds } from "../db/schema.ts";
import type { MyBetsSource } from "../products/product.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor } from "../wallet/amounts.ts";
import type { RoundRow } from "./game-store.ts";

/**
 * The aggregator's rounds as bets of my bets (spec §7 api/user/mybets): the round id is the bet id,
 * the round's product (casino, sports) its tab. my-bets/ pages them with the other products' bets.
 */
export const roundBets: MyBetsSource = {
  kind: "round",

  filter(site, userId, query) {
    const zone = site.settings.time_zone;
    const filters: SQL[] = [eq(gameRounds.siteId, site.id), eq(gameRounds.userId, userId)];
    if (query.tab && query.tab !== "all") filters.push(eq(gameRounds.product, query.tab));
    if (query.bet_id) filters.push(eq(gameRounds.roundId, query.bet_id));
    if (query.game_status) filters.push(eq(gameRounds.status, query.game_status));
    if (query.game) filters.push(eq(gameRounds.game, query.game));
    if (query.date_from) {
      filters.push(sql`${gameRounds.placedAt} >= (${query.date_from}::date)::timestamp at time zone ${zone}`);
    }
    if (query.date_to) {
      filters.push(
        sql`${gameRounds.placedAt} < (${query.date_to}::date + 1)::timestamp at time zone ${zone}`,
      );
    }
    return and(...filters) ?? null;
  },

  keys: (where) =>
    sql`select 'round' as kind, ${gameRounds.id} as id, ${gameRounds.placedAt} as placed_at from ${gameRounds} where ${where}`,

  async count(db, where) {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(gameRounds).where(where);
    return row?.total ?? 0;
  },

  async byIds(db, site, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(gameRounds).where(inArray(gameRounds.id, ids));
    return new Map(rows.map((row) => [row.id, toMyBet(site, row)]));
  },

  async page(db, site, where, { limit, offset }) {
    const rows = await db
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(desc(gameRounds.placedAt), desc(gameRounds.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => toMyBet(site, row));
  },

  /** The games of the player's rounds, by the name the aggregator last gave. */
  playedGames: (db, site, userId) =>
    db
      .select({ slug: gameRounds.game, name: max(gameRounds.gameName).mapWith(String) })
      .from(gameRounds)
      .where(and(eq(gameRounds.siteId, site.id), eq(gameRounds.userId, userId)))
      .groupBy(gameRounds.game)
      .orderBy(asc(max(gameRounds.gameName))),
};

function toMyBet(site: Site, row: RoundRow): MyBet {
  return {
    bet_id: row.roundId,
    game: { slug: row.game, name: row.gameName },
    product: row.product as MyBet["product"],
    status: row.status as MyBet["status"],
    stake: formatMinor(site, row.stake),
    win: formatMinor(site, row.win),
    stake_cash: formatMinor(site, row.stakeCash),
    stake_promo: formatMinor(site, row.stakePromo),
    placed_at: row.placedAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}
