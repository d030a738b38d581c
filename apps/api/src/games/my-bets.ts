import type { MyBet, MyBetsQuery, MyBetsResponse } from "@platform/contracts";
import { and, asc, desc, eq, inArray, max, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { gameRounds } from "../db/schema.ts";
import {
  ticketBetCount,
  ticketBetFilters,
  ticketBetKeys,
  ticketBetsByIds,
  ticketGamesOf,
} from "../lotto/my-tickets-bets.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor } from "../wallet/amounts.ts";
import type { RoundRow } from "./game-store.ts";

/**
 * Spec §7 GET api/user/mybets (and its ticket variant, one bet by bet_id): the player's own
 * rounds, newest first, by tab (product), status and date range (whole days in the site's time
 * zone), paged. Another player's bet_id finds nothing.
 */
export async function myBetsOf(
  db: Database,
  site: Site,
  userId: string,
  query: MyBetsQuery,
): Promise<MyBetsResponse> {
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
    filters.push(sql`${gameRounds.placedAt} < (${query.date_to}::date + 1)::timestamp at time zone ${zone}`);
  }
  const where = and(...filters);
  const ticketsWhere = ticketBetFilters(site, userId, query);
  if (ticketsWhere) return withTickets(db, site, query, where, ticketsWhere);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(desc(gameRounds.placedAt), desc(gameRounds.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: sql<number>`count(*)::int` }).from(gameRounds).where(where),
  ]);
  return {
    items: rows.map((row) => toMyBet(site, row)),
    page: query.page,
    per_page: query.per_page,
    total: count?.total ?? 0,
  };
}

/**
 * The lotto tab and "all": rounds and draw tickets paged together by one UNION of their keys in
 * SQL (newest first), so every page is right however the two interleave; then the page's rows.
 */
async function withTickets(
  db: Database,
  site: Site,
  query: MyBetsQuery,
  roundsWhere: SQL | undefined,
  ticketsWhere: SQL,
): Promise<MyBetsResponse> {
  const roundKeys = db
    .select({
      kind: sql<string>`'round'`.as("kind"),
      id: sql<number>`${gameRounds.id}`.mapWith(Number).as("id"),
      placedAt: sql<string>`${gameRounds.placedAt}`.as("placed_at"),
    })
    .from(gameRounds)
    .where(roundsWhere);
  const [keys, [rounds], tickets] = await Promise.all([
    roundKeys
      .unionAll(ticketBetKeys(db, ticketsWhere))
      .orderBy(sql`placed_at desc, kind asc, id desc`)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: sql<number>`count(*)::int` }).from(gameRounds).where(roundsWhere),
    ticketBetCount(db, ticketsWhere),
  ]);
  const roundIds = keys.filter((key) => key.kind === "round").map((key) => key.id);
  const [roundRows, ticketBets] = await Promise.all([
    roundIds.length > 0 ? db.select().from(gameRounds).where(inArray(gameRounds.id, roundIds)) : [],
    ticketBetsByIds(
      db,
      site,
      keys.filter((key) => key.kind === "ticket").map((key) => key.id),
    ),
  ]);
  const roundOf = new Map(roundRows.map((row) => [row.id, row]));
  return {
    items: keys.flatMap((key) => {
      const round = key.kind === "round" ? roundOf.get(key.id) : undefined;
      const bet = round ? toMyBet(site, round) : ticketBets.get(key.id);
      return bet ? [bet] : [];
    }),
    page: query.page,
    per_page: query.per_page,
    total: (rounds?.total ?? 0) + tickets,
  };
}

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

/** Spec §7 GET api/user/game: the games the player has played, by name, for the filters. */
export async function playedGamesOf(
  db: Database,
  site: Site,
  userId: string,
): Promise<{ slug: string; name: string }[]> {
  const [rounds, draws] = await Promise.all([
    db
      .select({ slug: gameRounds.game, name: max(gameRounds.gameName).mapWith(String) })
      .from(gameRounds)
      .where(and(eq(gameRounds.siteId, site.id), eq(gameRounds.userId, userId)))
      .groupBy(gameRounds.game)
      .orderBy(asc(max(gameRounds.gameName))),
    ticketGamesOf(db, site, userId),
  ]);
  if (draws.length === 0) return rounds;
  // Draw games join the list in name order (a slug the aggregator also uses is listed once).
  const slugs = new Set(rounds.map((game) => game.slug));
  return [...rounds, ...draws.filter((game) => !slugs.has(game.slug))].sort((a, b) =>
    a.name.localeCompare(b.name, "en"),
  );
}
