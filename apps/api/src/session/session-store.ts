import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { sessions, users } from "../db/schema.ts";
import type { ClientInfo } from "../security/client-info.ts";
import type { Clock } from "../security/clock.ts";
import { randomToken, sha256Hex } from "../security/secret-tokens.ts";
import type { UserRow } from "../users/user-view.ts";

/** Sliding: each use pushes the expiry to 30 days ahead, refreshed at most once a day. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
const REFRESH_AFTER_MS = 24 * 60 * 60_000;

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
}

/** Opaque bearer tokens; only their SHA-256 is stored, so a database leak yields no usable token. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async create(user: UserRow, client: ClientInfo): Promise<string> {
    const token = randomToken();
    await this.db.insert(sessions).values({
      tokenHash: sha256Hex(token),
      userId: user.id,
      siteId: user.siteId,
      expiresAt: new Date(this.clock().getTime() + SESSION_TTL_MS),
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return token;
  }

  /** The session of `token` on `siteId`, or null when unknown, revoked, expired, foreign or deactivated. */
  async find(token: string, siteId: number): Promise<ActiveSession | null> {
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    const now = this.clock().getTime();
    if (!row || row.session.revokedAt || row.session.siteId !== siteId || row.user.deactivatedAt) return null;
    const remaining = row.session.expiresAt.getTime() - now;
    if (remaining <= 0) return null;
    if (remaining < SESSION_TTL_MS - REFRESH_AFTER_MS) {
      await this.db
        .update(sessions)
        .set({ expiresAt: new Date(now + SESSION_TTL_MS) })
        .where(eq(sessions.id, row.session.id));
    }
    return { sessionId: row.session.id, user: row.user };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: this.clock() }).where(eq(sessions.id, sessionId));
  }

  /** Ends every session of the account, except `keepSessionId` (the one changing the password). */
  async revokeAll(userId: string, keepSessionId?: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      );
  }
}
