import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { authAttempts } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Clock } from "./clock.ts";

export interface AttemptPolicy {
  /** Attempts allowed within `windowMs`; the last allowed one starts the lock if it fails. */
  maxAttempts: number;
  windowMs: number;
  lockMs: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const POLICIES = {
  /**
   * Wrong passwords for one account from one client (a trusted device, else an address): the
   * stranger elsewhere never locks the owner's own device or network.
   */
  loginClient: { maxAttempts: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /**
   * The softer per-account ceiling across every untrusted client, against guessing spread over
   * many addresses. Devices that logged in to the account before are exempt.
   */
  loginAccount: { maxAttempts: 30, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
  /** One address guessing across many accounts (credential stuffing); generous for carrier NAT. */
  loginAddress: { maxAttempts: 100, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Re-entering the password of a logged-in account before a sensitive change. */
  confirmPassword: { maxAttempts: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Password-reset requests for one destination from one address. */
  forgotPassword: { maxAttempts: 5, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
} as const satisfies Record<string, AttemptPolicy>;

/** A daily budget (codes per number, per site): the lock lasts until the day's window ends. */
export function dailyPolicy(maxAttempts: number): AttemptPolicy {
  return { maxAttempts, windowMs: DAY, lockMs: DAY };
}

export interface Attempt {
  /** False when the key was already locked or over its budget: do not even check the secret. */
  allowed: boolean;
  /** True when this attempt used the last one of the budget: a failure now means locked. */
  last: boolean;
  /** Milliseconds until the lock ends (0 when not locked). */
  lockedForMs: number;
}

export function minutesText(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / MINUTE));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * Attempt budgets with lockout, stored in `auth_attempts` so they hold across restarts and API
 * nodes. An attempt is taken atomically BEFORE the secret is checked (one upsert, serialised by
 * the row lock), so no number of parallel requests gets more checks than the budget; a success
 * gives its attempt back.
 */
export class AttemptLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async take(key: string, policy: AttemptPolicy): Promise<Attempt> {
    const now = this.clock();
    const at = (ms: number) => sql`${new Date(now.getTime() + ms).toISOString()}::timestamptz`;
    const row = sql.raw(`"auth_attempts"`);
    // A new window starts when the old one ran out, or when a lock ended.
    const fresh = sql`(${row}."window_started_at" <= ${at(-policy.windowMs)} or ${row}."locked_until" <= ${at(0)})`;
    const count = sql`case when ${fresh} then 1 else ${row}."failures" + 1 end`;
    const [result] = await this.db
      .insert(authAttempts)
      .values({
        key,
        failures: 1,
        windowStartedAt: now,
        lockedUntil: policy.maxAttempts <= 1 ? new Date(now.getTime() + policy.lockMs) : null,
      })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          failures: count,
          windowStartedAt: sql`case when ${fresh} then ${at(0)} else ${row}."window_started_at" end`,
          // The lock starts with the last allowed attempt and is never extended by later ones.
          lockedUntil: sql`case
            when ${fresh} then (case when 1 >= ${policy.maxAttempts} then ${at(policy.lockMs)} else null end)
            when ${row}."locked_until" > ${at(0)} then ${row}."locked_until"
            when ${count} >= ${policy.maxAttempts} then ${at(policy.lockMs)}
            else null end`,
        },
      })
      .returning({ count: authAttempts.failures, lockedUntil: authAttempts.lockedUntil });
    const attempts = result?.count ?? Number.POSITIVE_INFINITY;
    const lockedForMs = Math.max(0, (result?.lockedUntil?.getTime() ?? 0) - now.getTime());
    return {
      allowed: attempts <= policy.maxAttempts,
      last: attempts === policy.maxAttempts,
      lockedForMs,
    };
  }

  /** The lock state without taking an attempt. */
  async lockedForMs(key: string): Promise<number> {
    const [row] = await this.db
      .select({ lockedUntil: authAttempts.lockedUntil })
      .from(authAttempts)
      .where(eq(authAttempts.key, key));
    return Math.max(0, (row?.lockedUntil?.getTime() ?? 0) - this.clock().getTime());
  }

  /**
   * Takes one attempt of a send-type budget (codes, reset mails) and refuses the request with
   * 429, the wait and Retry-After once the budget is spent.
   */
  async consume(key: string, policy: AttemptPolicy, message: (wait: string) => string): Promise<void> {
    const attempt = await this.take(key, policy);
    if (attempt.allowed) return;
    const seconds = Math.ceil(attempt.lockedForMs / 1000);
    throw new HttpError(429, message(minutesText(attempt.lockedForMs)), [], seconds);
  }

  /**
   * Gives back the attempt a success took (budgets count failures). A lock that this very attempt
   * started goes with it.
   */
  async release(key: string, policy: AttemptPolicy): Promise<void> {
    await this.db
      .update(authAttempts)
      .set({
        failures: sql`greatest(${authAttempts.failures} - 1, 0)`,
        lockedUntil: sql`case when ${authAttempts.failures} - 1 < ${policy.maxAttempts} then null else ${authAttempts.lockedUntil} end`,
      })
      .where(eq(authAttempts.key, key));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(authAttempts).where(eq(authAttempts.key, key));
  }
}
