import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { gameSessions, playerSpinStarts } from "../db/schema.ts";
import { GamesError } from "../http/http-error.ts";

/** UKGC RTS 14: a slot spin lasts at least 2.5 s; the next paid spin starts no sooner. */
export const MIN_SPIN_INTERVAL_MS = 2_500;

const retryAfterSeconds = (lastStart: Date | undefined, now: Date) =>
  Math.max(1, Math.ceil(((lastStart ?? now).getTime() + MIN_SPIN_INTERVAL_MS - now.getTime()) / 1000));

const tooFast = (retryAfter: number) =>
  new GamesError(
    429,
    "RS_ERROR_TOO_FAST",
    "A spin lasts at least 2.5 seconds. Please wait for the reels to stop.",
    undefined,
    retryAfter,
  );

/**
 * Fun play: claims the session's next spin start in one conditional update: of fifty parallel
 * spins on one session, one passes; a spin sooner than 2.5 s after the previous one's start is refused.
 */
export async function claimSpinStart(db: GamesDatabase, sessionId: string, now: Date): Promise<void> {
  const earliest = new Date(now.getTime() - MIN_SPIN_INTERVAL_MS);
  const [claimed] = await db
    .update(gameSessions)
    .set({ lastSpinAt: now })
    .where(
      and(
        eq(gameSessions.id, sessionId),
        or(isNull(gameSessions.lastSpinAt), lte(gameSessions.lastSpinAt, earliest)),
      ),
    )
    .returning({ id: gameSessions.id });
  if (claimed) return;
  const [session] = await db
    .select({ lastSpinAt: gameSessions.lastSpinAt })
    .from(gameSessions)
    .where(eq(gameSessions.id, sessionId));
  throw tooFast(retryAfterSeconds(session?.lastSpinAt ?? undefined, now));
}

/**
 * Real play: one spin at a time per player, across every game and session (RTS 14 forbids
 * simultaneous slot play). One upsert of the player's row, updated only when the last start is
 * 2.5 s old: parallel claims queue on that row and all but the first find it taken. Called inside
 * the spin's transaction, so a spin that fails before its bet leaves gives the start back; once
 * the bet is sent the start stays taken, even if the wallet refuses the bet.
 */
export async function claimPlayerSpinStart(
  db: GamesDatabase,
  player: { operatorId: string; playerId: string; sessionId: string },
  now: Date,
): Promise<void> {
  const earliest = new Date(now.getTime() - MIN_SPIN_INTERVAL_MS);
  const [claimed] = await db
    .insert(playerSpinStarts)
    .values({
      operatorId: player.operatorId,
      playerId: player.playerId,
      lastSpinStartedAt: now,
      lastSessionId: player.sessionId,
    })
    .onConflictDoUpdate({
      target: [playerSpinStarts.operatorId, playerSpinStarts.playerId],
      set: { lastSpinStartedAt: now, lastSessionId: player.sessionId },
      setWhere: lte(playerSpinStarts.lastSpinStartedAt, earliest),
    })
    .returning({ playerId: playerSpinStarts.playerId });
  if (claimed) return;
  const [last] = await db
    .select()
    .from(playerSpinStarts)
    .where(
      and(eq(playerSpinStarts.operatorId, player.operatorId), eq(playerSpinStarts.playerId, player.playerId)),
    );
  const retryAfter = retryAfterSeconds(last?.lastSpinStartedAt, now);
  // The same session: a double click. Another one: the player's spin in another tab or game.
  if (last?.lastSessionId === player.sessionId) throw tooFast(retryAfter);
  throw new GamesError(
    429,
    "RS_ERROR_SPIN_IN_PROGRESS",
    "One spin at a time: your spin in another game or tab is still running. Please try again in a moment.",
    undefined,
    retryAfter,
  );
}
