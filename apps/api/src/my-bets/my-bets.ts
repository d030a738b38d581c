import type { MyBetsQuery, MyBetsResponse } from "@platform/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import type { MyBetsSource, PlayedGame } from "../products/product.ts";
import type { Site } from "../sites/site-repository.ts";

/** A source with the filter of its bets for one query. */
interface Matching {
  source: MyBetsSource;
  where: SQL;
}

/**
 * Spec §7 GET api/user/mybets: the player's own bets of every product (each a MyBetsSource), newest
 * first, by tab (product), status, game and date range (whole days in the site's time zone),
 * paged. Another player's bet_id finds nothing.
 */
export async function myBetsOf(
  db: Database,
  sources: readonly MyBetsSource[],
  site: Site,
  userId: string,
  query: MyBetsQuery,
): Promise<MyBetsResponse> {
  const matching = sources.flatMap((source): Matching[] => {
    const where = source.filter(site, userId, query);
    return where ? [{ source, where }] : [];
  });
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const paged = { page: query.page, per_page: query.per_page };
  const [only] = matching;
  if (!only) return { items: [], ...paged, total: 0 };
  if (matching.length === 1) {
    // One source (a tab only one product's bets are in): its own page, no UNION.
    const [items, total] = await Promise.all([
      only.source.page(db, site, only.where, page),
      only.source.count(db, only.where),
    ]);
    return { items, ...paged, total };
  }
  const [keys, counts] = await Promise.all([
    pageKeys(db, matching, page),
    Promise.all(matching.map(({ source, where }) => source.count(db, where))),
  ]);
  const bets = await Promise.all(
    matching.map(({ source }) =>
      source.byIds(
        db,
        site,
        keys.filter((key) => key.kind === source.kind).map((key) => key.id),
      ),
    ),
  );
  const betsOf = new Map(matching.map(({ source }, index) => [source.kind, bets[index]]));
  return {
    items: keys.flatMap((key) => {
      const bet = betsOf.get(key.kind)?.get(key.id);
      return bet ? [bet] : [];
    }),
    ...paged,
    total: counts.reduce((sum, count) => sum + count, 0),
  };
}

/**
 * The page's keys: every matching source's bets paged together by one UNION ALL of their keys in
 * SQL, newest first (then by kind and the newer id), so every page is right however they
 * interleave. Only kind and id are read back (a raw timestamp is a string from one driver and a
 * Date from the other).
 */
async function pageKeys(
  db: Database,
  matching: Matching[],
  page: { limit: number; offset: number },
): Promise<{ kind: string; id: number }[]> {
  const union = sql.join(
    matching.map(({ source, where }) => sql`(${source.keys(where)})`),
    sql` union all `,
  );
  const result = await db.execute(
    sql`${union} order by placed_at desc, kind asc, id desc limit ${page.limit} offset ${page.offset}`,
  );
  const rows = (result as unknown as { rows: { kind: string; id: number | string | bigint }[] }).rows;
  return rows.map((row) => ({ kind: row.kind, id: Number(row.id) }));
}

/**
 * Spec §7 GET api/user/game: the games the player has played with any product, by name, for the
 * filters. A slug two products use is listed once (the first source's).
 */
export async function playedGamesOf(
  db: Database,
  sources: readonly MyBetsSource[],
  site: Site,
  userId: string,
): Promise<PlayedGame[]> {
  const lists = (await Promise.all(sources.map((source) => source.playedGames(db, site, userId)))).filter(
    (list) => list.length > 0,
  );
  // Each list is in name order already; only merged lists are sorted again.
  if (lists.length <= 1) return lists[0] ?? [];
  const bySlug = new Map<string, PlayedGame>();
  for (const game of lists.flat()) if (!bySlug.has(game.slug)) bySlug.set(game.slug, game);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));
}
