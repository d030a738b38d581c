import { and, eq, sql } from "drizzle-orm";
import { jackpotPools } from "../db/schema.ts";
import type { Executor, Ledger } from "../wallet/ledger.ts";
import { commitmentOf, drawDropPoint, newNonce } from "./commitment.ts";

export type PoolRow = typeof jackpotPools.$inferSelect;

/** How long a cycle may run before its next qualifying round wins it, whatever the amount. */
export const CADENCE_MS = { hourly: 3_600_000, daily: 86_400_000 } as const;
export type Cadence = keyof typeof CADENCE_MS;

/** The pool's ledger account: its balance is the open cycle's amount. */
export const poolAccount = (slug: string) => ({ kind: "jackpot_pool" as const, code: slug });

/** A pool's published terms, as an operator (or the demo seed) defines it. */
export interface PoolTerms {
  slug: string;
  names: Record<string, string>;
  cadence: Cadence;
  /** Share of each qualifying stake in 1/10,000 (100 = 1 %). */
  contributionBps: number;
  seedAmount: bigint;
  mustDropAmount: bigint;
  products: string[];
  position?: number;
}

/** What a new cycle starts with: its seed moved in, its drop point drawn and committed. */
async function seedCycle(
  tx: Executor,
  ledger: Ledger,
  pool: { siteId: number; currency: string; slug: string; seedAmount: bigint; mustDropAmount: bigint },
  cycle: number,
  cadence: Cadence,
  now: Date,
  point?: bigint,
) {
  const seed = await ledger.transfer(tx, {
    siteId: pool.siteId,
    currency: pool.currency,
    idempotencyKey: `jackpot:${pool.slug}:${cycle}:seed`,
    kind: "jackpot_seed",
    reference: { pool: pool.slug, cycle: String(cycle) },
    postings: [
      { account: { kind: "jackpot_seed" }, amount: -pool.seedAmount },
      { account: poolAccount(pool.slug), amount: pool.seedAmount },
    ],
  });
  const dropPoint = point ?? drawDropPoint(pool.seedAmount, pool.mustDropAmount);
  const nonce = newNonce();
  return {
    cycle,
    state: "open",
    shareUnits: 0n,
    amount: pool.seedAmount,
    contributions: 0,
    dropPoint,
    nonce,
    commitment: commitmentOf(dropPoint, nonce),
    startedAt: now,
    deadline: new Date(now.getTime() + CADENCE_MS[cadence]),
    seedTransactionId: seed.transactionId,
  };
}

/**
 * A site's pool with its first cycle open, or the pool as it is when its slug exists (its terms
 * are fixed once created: a pool with new terms is a new pool). `firstPoint` pins the first
 * cycle's drop point instead of drawing it (tests that need to know which round wins); the
 * database still holds it to the range.
 */
export async function createPool(
  tx: Executor,
  ledger: Ledger,
  site: { id: number; currency: string },
  terms: PoolTerms,
  now: Date,
  firstPoint?: bigint,
): Promise<PoolRow> {
  const [existing] = await tx
    .select()
    .from(jackpotPools)
    .where(and(eq(jackpotPools.siteId, site.id), eq(jackpotPools.slug, terms.slug)));
  if (existing) return existing;
  const base = { siteId: site.id, currency: site.currency, ...terms };
  const first = await seedCycle(tx, ledger, base, 1, terms.cadence, now, firstPoint);
  const [pool] = await tx
    .insert(jackpotPools)
    .values({ ...base, position: terms.position ?? 0, ...first })
    .returning();
  if (!pool) throw new Error(`jackpot pool ${terms.slug} was not written`);
  return pool;
}

/**
 * After a drop (kept in jackpot_drops), the pool's next cycle at its seed on the same row; a
 * retired pool's last drop leaves it `retired` instead, with no seed moved and nothing committed.
 */
export async function closeCycle(tx: Executor, ledger: Ledger, pool: PoolRow, now: Date): Promise<PoolRow> {
  if (!pool.retiredAt) return openNextCycle(tx, ledger, pool, now);
  const [row] = await tx
    .update(jackpotPools)
    .set({ state: "retired" })
    .where(and(eq(jackpotPools.id, pool.id), eq(jackpotPools.cycle, pool.cycle), sql`state = 'dropping'`))
    .returning();
  if (!row) throw new Error(`jackpot pool ${pool.slug} was not dropping cycle ${pool.cycle}`);
  return row;
}

/** After a drop (kept in jackpot_drops), the pool's next cycle at its seed on the same row. */
export async function openNextCycle(
  tx: Executor,
  ledger: Ledger,
  pool: PoolRow,
  now: Date,
): Promise<PoolRow> {
  const next = await seedCycle(tx, ledger, pool, pool.cycle + 1, pool.cadence as Cadence, now);
  const [row] = await tx
    .update(jackpotPools)
    .set(next)
    .where(and(eq(jackpotPools.id, pool.id), eq(jackpotPools.cycle, pool.cycle), sql`state = 'dropping'`))
    .returning();
  if (!row) throw new Error(`jackpot pool ${pool.slug} was not dropping cycle ${pool.cycle}`);
  return row;
}
