import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { gameSessions } from "../db/schema.ts";
import { GamesError } from "../http/http-error.ts";

/** UKGC RTS 14: a slot spin lasts at least 2.5 s; the next paid spin starts no sooner. */
export const MIN_SPIN_INTERVAL_MS = 2_500;

/**
 * Claims the session's next spin start in one conditional update: of fifty parallel spins on one
 * session, one passes; a spin sooner than 2.5 s after the previous one's start is refused.
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
  const waitMs = (session?.lastSpinAt?.getTime() ?? now.getTime()) + MIN_SPIN_INTERVAL_MS - now.getTime();
  throw new GamesError(
    429,
    "RS_ERROR_TOO_FAST",
    "A spin lasts at least 2.5 seconds. Please wait for the reels to stop.",
    undefined,
    Math.max(1, Math.ceil(waitMs / 1000)),
  );
}
