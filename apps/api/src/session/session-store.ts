import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { sessions, users } from "../db/schema.ts";
import type { ClientInfo } from "../security/client-info.ts";
import type { Clock } from "../security/clock.ts";
import { randomToken, sha256Hex } from "../security/secret-tokens.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "../users/user-view.ts";

/** How a session began; OAuth-only accounts prove themselves again through their provider. */
export type SessionMethod = "password" | "register" | "google" | "autologin";

/** last_used_at is written at most this often, so a page view is not a write each time. */
const TOUCH_AFTER_MS = 60_000;

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
  /** The last proof of identity: the login, or a later fresh OAuth sign-in. */
  authenticatedAt: Date;
}

export type SessionRow = typeof sessions.$inferSelect;

type SessionLimits = Pick<Site["settings"], "session_idle_timeout" | "session_lifetime">;

/**
 * Opaque bearer tokens; only their SHA-256 is stored, so a database leak yields no usable token.
 * A session ends at the first of: logout or revocation, settings.session_idle_timeout without
 * use, settings.session_lifetime after it began (both read at every check, so an operator who
 * shortens them shortens live sessions too).
 */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async create(user: UserRow, site: Site, client: ClientInfo, method: SessionMethod): Promise<string> {
    const token = randomToken();
    const now = this.clock();
    await this.db.insert(sessions).values({
      tokenHash: sha256Hex(token),
      userId: user.id,
      siteId: user.siteId,
      method,
      expiresAt: new Date(now.getTime() + site.settings.session_lifetime * 1000),
      authenticatedAt: now,
      lastUsedAt: now,
      createdAt: now,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return token;
  }

  /** The session of `token` on `site`, or null when unknown, ended, foreign or deactivated. */
  async find(token: string, site: Site): Promise<ActiveSession | null> {
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    if (!row || row.session.siteId !== site.id || row.user.deactivatedAt) return null;
    const now = this.clock();
    if (!this.isLive(row.session, site.settings, now)) return null;
    if (now.getTime() - row.session.lastUsedAt.getTime() >= TOUCH_AFTER_MS) {
      await this.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session.id));
    }
    return { sessionId: row.session.id, user: row.user, authenticatedAt: row.session.authenticatedAt };
  }

  isLive(session: SessionRow, limits: SessionLimits, now = this.clock()): boolean {
    const at = now.getTime();
    return (
      !session.revokedAt &&
      at < session.expiresAt.getTime() &&
      at < session.createdAt.getTime() + limits.session_lifetime * 1000 &&
      at < session.lastUsedAt.getTime() + limits.session_idle_timeout * 1000
    );
  }

  /** The account's sessions that are still live, most recently used first. */
  async listLive(user: UserRow, site: Site): Promise<SessionRow[]> {
    const now = this.clock();
    const rows = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastUsedAt));
    return rows.filter((row) => this.isLive(row, site.settings, now));
  }

  /** Records a fresh proof of identity (an OAuth sign-in while logged in). */
  async markAuthenticated(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ authenticatedAt: this.clock() }).where(eq(sessions.id, sessionId));
  }

  /** Ends one session of this account; false when it is not the account's or already ended. */
  async revoke(sessionId: string, userId: string): Promise<boolean> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: this.clock() })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length > 0;
  }

  /** Ends every session of the account, except `keepSessionId` (the one asking); returns how many. */
  async revokeAll(userId: string, keepSessionId?: string): Promise<number> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: this.clock() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return ended.length;
  }
}
