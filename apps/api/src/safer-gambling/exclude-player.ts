import type { Exclusion, ExclusionPeriod } from "@platform/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { playerExclusions, sessions, users } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { ClientInfo } from "../security/client-info.ts";
import { SESSION_EXPIRED } from "../session/require-user.ts";
import { exclusionInForce } from "../users/exclusion-in-force.ts";
import { utcMinute } from "./exclusion-message.ts";
import { endOfPeriod, kindOfPeriod } from "./exclusion-periods.ts";

export type ExclusionRow = typeof playerExclusions.$inferSelect;

export function toExclusion(row: ExclusionRow): Exclusion {
  return {
    kind: row.kind === "time_out" ? "time_out" : "self_exclusion",
    period: row.period,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}

/**
 * Starts a time-out or self-exclusion, in one transaction: the history row, the block on the
 * player (login, stakes, deposits, marketing) and the end of every session. The player's row is
 * locked first, so requests of one player run one after the other; each then checks that the
 * session asking is still open, so of many parallel requests the first wins and the others find
 * their session ended (401). Only a later end is accepted while one is in force: a player can
 * extend, never shorten or cancel.
 */
export async function excludePlayer(
  db: Database,
  request: { userId: string; siteId: number; sessionId: string; period: ExclusionPeriod; now: Date },
  client: ClientInfo,
): Promise<ExclusionRow> {
  const { userId, sessionId, period, now } = request;
  const kind = kindOfPeriod(period);
  const endsAt = endOfPeriod(period, now);
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    if (!user || !session) throw new HttpError(401, SESSION_EXPIRED);
    const current = exclusionInForce(user, now);
    if (current && current.until.getTime() >= endsAt.getTime()) {
      const message = `You are already excluded until ${utcMinute(current.until)}. It cannot be shortened or cancelled.`;
      throw new HttpError(409, message, [{ message, field: "period" }]);
    }
    const [row] = await tx
      .insert(playerExclusions)
      .values({
        siteId: request.siteId,
        userId,
        kind,
        period,
        startsAt: now,
        endsAt,
        requestedBy: "player",
        sessionId,
        ip: client.ip,
        userAgent: client.userAgent,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("exclusion insert returned no row");
    await tx
      .update(users)
      .set({ playBlockedUntil: endsAt, playBlockKind: kind, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    // Every session at once, the one asking included: the web logs out on the answer.
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    return row;
  });
}
