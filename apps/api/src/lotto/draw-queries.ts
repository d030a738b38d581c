import type { DrawGame, DrawStatus } from "@platform/contracts";
import { and, asc, count, desc, eq, gt, inArray, lte, type SQL } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { draws } from "../db/schema.ts";
import { drawShapeOf } from "./draw-games.ts";
import { type PublicDrawRow, publicDrawColumns } from "./draw-view.ts";

/** What the public routes read about draws; every query is limited to one site. */

/** The game's next draws on sale or upcoming (stored as open, sales not yet closed). */
export function nextDraws(
  db: Database,
  siteId: number,
  game: DrawGame,
  now: Date,
  limit: number,
): Promise<PublicDrawRow[]> {
  return db
    .select(publicDrawColumns)
    .from(draws)
    .where(
      and(eq(draws.siteId, siteId), eq(draws.game, game), eq(draws.status, "open"), gt(draws.closesAt, now)),
    )
    .orderBy(asc(draws.drawAt))
    .limit(limit);
}

/** The stored draws a public status names at `now` (upcoming and open are both stored as open). */
function statusFilter(status: DrawStatus | undefined, now: Date): SQL | undefined {
  switch (status) {
    case undefined:
      return inArray(draws.status, ["drawn", "settled"]);
    case "upcoming":
      return and(eq(draws.status, "open"), gt(draws.opensAt, now));
    case "open":
      return and(eq(draws.status, "open"), lte(draws.opensAt, now));
    default:
      return eq(draws.status, status);
  }
}

/**
 * A page of draws of the given games at `now`. Without a status: the results (drawn and settled),
 * newest first. Upcoming, open or closed draws are still to come, so they come soonest first.
 */
export async function listDraws(
  db: Database,
  siteId: number,
  games: readonly DrawGame[],
  query: { status?: DrawStatus | undefined; page: number; per_page: number },
  now: Date,
): Promise<{ items: PublicDrawRow[]; total: number }> {
  if (games.length === 0) return { items: [], total: 0 };
  const where = and(
    eq(draws.siteId, siteId),
    inArray(draws.game, [...games]),
    statusFilter(query.status, now),
  );
  const upcoming = query.status === "upcoming" || query.status === "open" || query.status === "closed";
  const [items, [total]] = await Promise.all([
    db
      .select(publicDrawColumns)
      .from(draws)
      .where(where)
      .orderBy(upcoming ? asc(draws.drawAt) : desc(draws.drawAt), upcoming ? asc(draws.id) : desc(draws.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(draws).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** One draw of the site, or undefined (another site's id is as unknown as a missing one). */
export async function findDraw(db: Database, siteId: number, id: number): Promise<PublicDrawRow | undefined> {
  const [row] = await db
    .select(publicDrawColumns)
    .from(draws)
    .where(and(eq(draws.siteId, siteId), eq(draws.id, id)));
  return row;
}

export interface NumberStats {
  draws: number;
  counts: number[];
  hot: number[];
  cold: number[];
  lastSeen: (number | null)[];
}

/** How many numbers the hot and cold lists name. */
const HOT_COLD = 10;

/**
 * How often each number came in the game's last `window` results. last_seen[i] is how many draws
 * ago number i + 1 last came (0 = the latest draw), null when not within the window. Hot: the most
 * frequent, cold: the least; ties go to the number seen more recently (hot) or longer ago (cold),
 * then to the lower number, so the lists are stable.
 */
export async function numberStats(
  db: Database,
  siteId: number,
  game: DrawGame,
  window: number,
): Promise<NumberStats> {
  const rows = await db
    .select({ numbers: draws.numbers })
    .from(draws)
    .where(and(eq(draws.siteId, siteId), eq(draws.game, game), inArray(draws.status, ["drawn", "settled"])))
    .orderBy(desc(draws.drawAt), desc(draws.id))
    .limit(window);
  const max = drawShapeOf(game).max;
  const counts = new Array<number>(max).fill(0);
  const lastSeen = new Array<number | null>(max).fill(null);
  rows.forEach((row, age) => {
    for (const ball of row.numbers ?? []) {
      counts[ball - 1]! += 1;
      lastSeen[ball - 1] ??= age;
    }
  });
  const numbers = Array.from({ length: max }, (_, i) => i + 1);
  const seen = (n: number) => lastSeen[n - 1] ?? Number.POSITIVE_INFINITY;
  const hot = [...numbers]
    .sort((a, b) => counts[b - 1]! - counts[a - 1]! || seen(a) - seen(b) || a - b)
    .slice(0, HOT_COLD);
  const cold = [...numbers]
    .sort((a, b) => counts[a - 1]! - counts[b - 1]! || seen(b) - seen(a) || a - b)
    .slice(0, HOT_COLD);
  return { draws: rows.length, counts, hot, cold, lastSeen };
}
