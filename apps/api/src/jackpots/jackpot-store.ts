import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { jackpotDrops, jackpotPools } from "../db/schema.ts";
import type { PoolRow } from "./pools.ts";

export type DropRow = typeof jackpotDrops.$inferSelect;

/** Drops a pool's page lists. */
export const RECENT_DROPS = 10;

/** What pages show: a retired pool whose last cycle dropped is gone from them (its drops stay). */
const shown = (siteId: number) => and(eq(jackpotPools.siteId, siteId), ne(jackpotPools.state, "retired"));

/** A site's pools in their published order. */
export function sitePools(db: Database, siteId: number): Promise<PoolRow[]> {
  return db
    .select()
    .from(jackpotPools)
    .where(shown(siteId))
    .orderBy(asc(jackpotPools.position), asc(jackpotPools.id));
}

/** One pool of the site; another site's slug finds nothing. */
export async function sitePool(db: Database, siteId: number, slug: string): Promise<PoolRow | undefined> {
  const [pool] = await db
    .select()
    .from(jackpotPools)
    .where(and(shown(siteId), eq(jackpotPools.slug, slug)));
  return pool;
}

/** Each pool's latest drop, by pool id. */
export async function lastDrops(db: Database, poolIds: number[]): Promise<Map<number, DropRow>> {
  if (poolIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([jackpotDrops.poolId])
    .from(jackpotDrops)
    .where(inArray(jackpotDrops.poolId, poolIds))
    .orderBy(jackpotDrops.poolId, desc(jackpotDrops.cycle));
  return new Map(rows.map((row) => [row.poolId, row]));
}

export function recentDrops(db: Database, poolId: number, limit = RECENT_DROPS): Promise<DropRow[]> {
  return db
    .select()
    .from(jackpotDrops)
    .where(eq(jackpotDrops.poolId, poolId))
    .orderBy(desc(jackpotDrops.cycle))
    .limit(limit);
}

/** Whether the site has any pool (the live channel of a site without one is refused). */
export async function hasPools(db: Database, siteId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(jackpotPools).where(shown(siteId)).limit(1);
  return row !== undefined;
}
