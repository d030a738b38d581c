import { DRAW_NONCE, drawCommitment, drawNumbers } from "@platform/fair";
import { and, asc, eq, lte } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { draws } from "../db/schema.ts";
import { drawShapeOf, isDrawGame } from "./draw-games.ts";

/*
 * A draw's life after creation: open → closed when its sales end, closed → drawn when its time
 * comes. Each change is one statement guarded by the status it leaves, so running it twice, late
 * (after a downtime) or on two nodes changes each draw once.
 */

/** How many due draws one tick draws; the rest wait for the next tick. */
const DRAW_PAGE = 100;

/** Ends the sales of every draw whose close time has passed; the ids closed. */
export async function closeDueDraws(db: Database, now: Date): Promise<number[]> {
  const closed = await db
    .update(draws)
    .set({ status: "closed" })
    .where(and(eq(draws.status, "open"), lte(draws.closesAt, now)))
    .returning({ id: draws.id });
  return closed.map((row) => row.id);
}

export interface DrawnDraw {
  id: number;
  numbers: number[];
}

/**
 * Draws every closed draw whose time has come, oldest first: its numbers are drawNumbers of the
 * seeds committed at its creation, so they were fixed before its first ticket was sold. A draw whose
 * stored seed no longer matches its published hash is left closed and reported in `broken`:
 * revealing numbers that the verifier would reject is worse than a late draw.
 */
export async function drawDueDraws(
  db: Database,
  now: Date,
): Promise<{ drawn: DrawnDraw[]; broken: number[]; more: boolean }> {
  const due = await db
    .select({
      id: draws.id,
      game: draws.game,
      serverSeed: draws.serverSeed,
      serverSeedHash: draws.serverSeedHash,
      clientSeed: draws.clientSeed,
    })
    .from(draws)
    .where(and(eq(draws.status, "closed"), lte(draws.drawAt, now)))
    .orderBy(asc(draws.drawAt), asc(draws.id))
    .limit(DRAW_PAGE);
  const drawn: DrawnDraw[] = [];
  const broken: number[] = [];
  for (const draw of due) {
    if (!isDrawGame(draw.game) || (await drawCommitment(draw.serverSeed)) !== draw.serverSeedHash) {
      broken.push(draw.id);
      continue;
    }
    const numbers = await drawNumbers(
      { serverSeed: draw.serverSeed, clientSeed: draw.clientSeed, nonce: DRAW_NONCE },
      drawShapeOf(draw.game),
    );
    // Guarded by the status: a second node drawing the same draw changes nothing (same numbers anyway).
    const [updated] = await db
      .update(draws)
      .set({ status: "drawn", numbers, drawnAt: now })
      .where(and(eq(draws.id, draw.id), eq(draws.status, "closed")))
      .returning({ id: draws.id });
    if (updated) drawn.push({ id: draw.id, numbers });
  }
  return { drawn, broken, more: due.length === DRAW_PAGE };
}

/** The draws whose numbers are out and whose tickets are still being settled, oldest first. */
export async function drawsToSettle(db: Database, limit: number) {
  return db
    .select({
      id: draws.id,
      siteId: draws.siteId,
      game: draws.game,
      sequence: draws.sequence,
      numbers: draws.numbers,
    })
    .from(draws)
    .where(eq(draws.status, "drawn"))
    .orderBy(asc(draws.drawAt), asc(draws.id))
    .limit(limit);
}
