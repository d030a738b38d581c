import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { authAttempts } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Clock } from "./clock.ts";

export interface AttemptPolicy {
  /** Failures within `windowMs` that trigger the lock. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  /** 423 when an account is locked, 429 when a client (IP) or a destination is throttled. */
  status: 423 | 429;
}

const MINUTE = 60_000;

export const POLICIES = {
  /** 5 wrong passwords for one account in 15 minutes lock it for 15 minutes. */
  loginAccount: { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, status: 423 },
  /** One address guessing across many accounts. */
  loginIp: { maxFailures: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, status: 429 },
  /** Reset requests per account: each one sends a message, so they are capped too. */
  forgotPassword: { maxFailures: 5, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE, status: 429 },
} as const satisfies Record<string, AttemptPolicy>;

export function lockedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / MINUTE));
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/**
 * Failure counters with lockout, stored in `auth_attempts` so they survive restarts and hold across
 * API nodes. One row per key; a failure outside the window starts a new window.
 */
export class AttemptLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Throws the 423/429 envelope while `key` is locked. */
  async assertOpen(key: string, policy: AttemptPolicy): Promise<void> {
    const [row] = await this.db
      .select({ lockedUntil: authAttempts.lockedUntil })
      .from(authAttempts)
      .where(eq(authAttempts.key, key));
    const remaining = (row?.lockedUntil?.getTime() ?? 0) - this.clock().getTime();
    if (remaining > 0) throw new HttpError(policy.status, lockedMessage(remaining));
  }

  /** Counts one failure atomically; returns true when this failure locked the key. */
  async fail(key: string, policy: AttemptPolicy): Promise<boolean> {
    const now = this.clock();
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const windowStart = sql`${new Date(now.getTime() - policy.windowMs).toISOString()}::timestamptz`;
    const lockUntil = sql`${new Date(now.getTime() + policy.lockMs).toISOString()}::timestamptz`;
    const expired = sql`"auth_attempts"."window_started_at" <= ${windowStart}`;
    const failures = sql`case when ${expired} then 1 else "auth_attempts"."failures" + 1 end`;
    const [row] = await this.db
      .insert(authAttempts)
      .values({
        key,
        failures: 1,
        windowStartedAt: now,
        lockedUntil: policy.maxFailures <= 1 ? new Date(now.getTime() + policy.lockMs) : null,
      })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          failures,
          windowStartedAt: sql`case when ${expired} then ${nowSql} else "auth_attempts"."window_started_at" end`,
          lockedUntil: sql`case when ${failures} >= ${policy.maxFailures} then ${lockUntil} else "auth_attempts"."locked_until" end`,
        },
      })
      .returning({ failures: authAttempts.failures });
    return (row?.failures ?? 0) >= policy.maxFailures;
  }

  /** Counts a request and refuses it once the key is over its budget (send-type limits). */
  async consume(key: string, policy: AttemptPolicy): Promise<void> {
    await this.assertOpen(key, policy);
    await this.fail(key, policy);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(authAttempts).where(eq(authAttempts.key, key));
  }
}
