import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { oneTimeTokens } from "../db/schema.ts";
import type { Clock } from "../security/clock.ts";
import { randomToken, sha256Hex } from "../security/secret-tokens.ts";

export type OneTimePurpose = "reset_password" | "confirm_email" | "verify_email" | "autologin";

export const ONE_TIME_TTL_MS: Record<OneTimePurpose, number> = {
  reset_password: 30 * 60_000,
  confirm_email: 24 * 60 * 60_000,
  verify_email: 24 * 60 * 60_000,
  /** Handed from one app to another by a redirect: it only has to survive that hop. */
  autologin: 2 * 60_000,
};

/**
 * Reset, email-confirmation and autologin codes: 32 random bytes, SHA-256 at rest, expiring,
 * single use.
 */
export class OneTimeTokens {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** A new code replaces the account's unused ones of the same purpose. */
  async issue(
    siteId: number,
    userId: string,
    purpose: OneTimePurpose,
    payload: Record<string, string> | null = null,
  ): Promise<string> {
    const token = randomToken();
    await this.db
      .delete(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.consumedAt),
        ),
      );
    await this.db.insert(oneTimeTokens).values({
      siteId,
      userId,
      purpose,
      tokenHash: sha256Hex(token),
      payload,
      expiresAt: new Date(this.clock().getTime() + ONE_TIME_TTL_MS[purpose]),
    });
    return token;
  }

  /** Marks the code used and returns its owner, or null when unknown, expired, used or foreign. */
  async consume(
    siteId: number,
    purpose: OneTimePurpose,
    token: string,
    userId?: string,
  ): Promise<{ userId: string; payload: Record<string, string> | null } | null> {
    const now = this.clock();
    const [row] = await this.db
      .update(oneTimeTokens)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, sha256Hex(token)),
          eq(oneTimeTokens.siteId, siteId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.consumedAt),
          gt(oneTimeTokens.expiresAt, now),
          userId ? eq(oneTimeTokens.userId, userId) : undefined,
        ),
      )
      .returning({ userId: oneTimeTokens.userId, payload: oneTimeTokens.payload });
    if (!row) return null;
    return { userId: row.userId, payload: row.payload as Record<string, string> | null };
  }
}

/** Ends every unused code of an account, e.g. after its password changed. */
export async function revokeOneTimeTokens(db: Database, userId: string): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.consumedAt)));
}
