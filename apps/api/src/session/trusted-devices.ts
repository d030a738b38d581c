import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { trustedDevices } from "../db/schema.ts";
import type { Clock } from "../security/clock.ts";
import { sha256Hex } from "../security/secret-tokens.ts";

/**
 * Browsers that logged in to an account before. A stranger does not hold the owner's device
 * token, so the owner's own device still gets in while the account's lockout ceiling holds
 * everyone else off.
 */
export class TrustedDevices {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async isTrusted(userId: string, token: string | null): Promise<boolean> {
    if (!token) return false;
    const [row] = await this.db
      .select({ userId: trustedDevices.userId })
      .from(trustedDevices)
      .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.tokenHash, sha256Hex(token))));
    return row !== undefined;
  }

  async remember(userId: string, token: string | null): Promise<void> {
    if (!token) return;
    const now = this.clock();
    await this.db
      .insert(trustedDevices)
      .values({ userId, tokenHash: sha256Hex(token), createdAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [trustedDevices.userId, trustedDevices.tokenHash],
        set: { lastSeenAt: now },
      });
  }
}
