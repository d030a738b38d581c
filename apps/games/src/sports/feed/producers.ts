import { MARKET_STATUS } from "@platform/contracts";
import { and, eq, lt, sql } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { sportsMarkets, sportsProducers } from "../../db/schema.ts";
import type { MarketKeyRef } from "./feed-publisher.ts";

/*
 * The producers' state in the database (docs/decisions/045-sports-feed.md): the last `alive`, and
 * whether the producer is down. Going down suspends every active market of the producer in one
 * statement, marked as held by the watchdog; the recovery's `snapshot_complete` lifts exactly those.
 */

export type ProducerRow = typeof sportsProducers.$inferSelect;

export async function recordAlive(db: GamesDatabase, producer: number, at: Date): Promise<ProducerRow> {
  const [row] = await db
    .insert(sportsProducers)
    .values({ id: producer, state: "up", lastAliveAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: sportsProducers.id,
      set: {
        lastAliveAt: sql`greatest(${sportsProducers.lastAliveAt}, excluded.last_alive_at)`,
        updatedAt: at,
      },
    })
    .returning();
  return row!;
}

/** Producers up whose last alive is older than `limitMs` before `now`. */
export async function silentProducers(db: GamesDatabase, now: Date, limitMs: number): Promise<ProducerRow[]> {
  return db
    .select()
    .from(sportsProducers)
    .where(
      and(
        eq(sportsProducers.state, "up"),
        lt(sportsProducers.lastAliveAt, new Date(now.getTime() - limitMs)),
      ),
    );
}

export interface Suspended {
  producer: ProducerRow;
  markets: (MarketKeyRef & { eventId: string })[];
}

/**
 * Marks the producer down (if it still is up: another node may have done it) with a new recovery
 * request id, and suspends its active markets. Null when it was already down.
 */
export async function markDown(db: GamesDatabase, producer: number, now: Date): Promise<Suspended | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sportsProducers)
      .set({
        state: "down",
        downSince: now,
        recoveryRequestId: sql`coalesce(${sportsProducers.recoveryRequestId}, 0) + 1`,
        updatedAt: now,
      })
      .where(and(eq(sportsProducers.id, producer), eq(sportsProducers.state, "up")))
      .returning();
    if (!row) return null;
    const markets = await tx
      .update(sportsMarkets)
      .set({ status: MARKET_STATUS.suspended, heldByWatchdog: true, updatedAt: now })
      .where(and(eq(sportsMarkets.producerId, producer), eq(sportsMarkets.status, MARKET_STATUS.active)))
      .returning({
        eventId: sportsMarkets.eventId,
        marketId: sportsMarkets.marketId,
        specifiers: sportsMarkets.specifiers,
      });
    return { producer: row, markets };
  });
}

/** A new recovery request id for a producer still down (its last request went unanswered). */
export async function renewRecovery(
  db: GamesDatabase,
  producer: number,
  now: Date,
): Promise<ProducerRow | null> {
  const [row] = await db
    .update(sportsProducers)
    .set({ recoveryRequestId: sql`coalesce(${sportsProducers.recoveryRequestId}, 0) + 1`, updatedAt: now })
    .where(and(eq(sportsProducers.id, producer), eq(sportsProducers.state, "down")))
    .returning();
  return row ?? null;
}

/**
 * The recovery `requestId` is complete: the producer is up and the markets the watchdog held are
 * active again, at the prices the replay left. Null when the request is not the producer's current
 * one (a stale or foreign snapshot).
 */
export async function completeRecovery(
  db: GamesDatabase,
  producer: number,
  requestId: number,
  now: Date,
): Promise<Suspended | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sportsProducers)
      .set({ state: "up", downSince: null, lastAliveAt: now, updatedAt: now })
      .where(
        and(
          eq(sportsProducers.id, producer),
          eq(sportsProducers.state, "down"),
          eq(sportsProducers.recoveryRequestId, requestId),
        ),
      )
      .returning();
    if (!row) return null;
    const markets = await tx
      .update(sportsMarkets)
      .set({ status: MARKET_STATUS.active, heldByWatchdog: false, updatedAt: now })
      .where(and(eq(sportsMarkets.producerId, producer), eq(sportsMarkets.heldByWatchdog, true)))
      .returning({
        eventId: sportsMarkets.eventId,
        marketId: sportsMarkets.marketId,
        specifiers: sportsMarkets.specifiers,
      });
    return { producer: row, markets };
  });
}
