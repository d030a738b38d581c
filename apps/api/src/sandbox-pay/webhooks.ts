import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, lte, min } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.ts";
import { sandboxWebhookEvents } from "../db/schema.ts";
import {
  type ChargeRow,
  type Clock,
  type Executor,
  eventType,
  type Merchant,
  type Transport,
  toChargeView,
} from "./charge-view.ts";
import { SIGNATURE_HEADER, signWebhook } from "./webhook-signature.ts";

/** Waits after the 1st, 2nd ... failed attempt; after the last the event is given up. */
const BACKOFF_MS = [5_000, 30_000, 120_000, 600_000];
const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Webhook events, kept in the provider's table until the merchant answers 2xx: a delivery that
 * fails (merchant down, 5xx, timeout) is retried with backoff, and a restart loses nothing. The
 * same event keeps its id on every attempt, so the merchant applies it once.
 */
export class Webhooks {
  constructor(
    private readonly db: Database,
    private readonly merchants: Map<string, Merchant>,
    private readonly transport: Transport,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Records the event of a charge's final state, in the transaction that made it final. */
  async enqueue(tx: Executor, charge: ChargeRow): Promise<void> {
    const now = this.clock();
    const id = `evt_${randomBytes(12).toString("hex")}`;
    const type = eventType(charge);
    const payload = JSON.stringify({
      id,
      type,
      created: Math.floor(now.getTime() / 1000),
      data: { object: toChargeView(charge) },
    });
    await tx
      .insert(sandboxWebhookEvents)
      .values({
        id,
        chargeId: charge.id,
        merchantId: charge.merchantId,
        type,
        url: charge.notifyUrl,
        payload,
        nextAttemptAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
  }

  /** Delivers every event whose attempt is due, one after another. */
  async deliverDue(): Promise<void> {
    const due = await this.db
      .select()
      .from(sandboxWebhookEvents)
      .where(lte(sandboxWebhookEvents.nextAttemptAt, this.clock()))
      .orderBy(asc(sandboxWebhookEvents.nextAttemptAt))
      .limit(100);
    for (const event of due) await this.#attempt(event);
  }

  /** When the next attempt is due, if any. */
  async nextAttemptAt(): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: min(sandboxWebhookEvents.nextAttemptAt) })
      .from(sandboxWebhookEvents)
      .where(isNotNull(sandboxWebhookEvents.nextAttemptAt));
    return row?.at ?? null;
  }

  async #attempt(event: typeof sandboxWebhookEvents.$inferSelect): Promise<void> {
    const now = this.clock();
    const attempt = event.attempts + 1;
    const wait = BACKOFF_MS[attempt - 1];
    // Claim the attempt first: two ticks (or two nodes) never send the same attempt twice.
    const [claimed] = await this.db
      .update(sandboxWebhookEvents)
      .set({ attempts: attempt, nextAttemptAt: wait === undefined ? null : new Date(now.getTime() + wait) })
      .where(and(eq(sandboxWebhookEvents.id, event.id), eq(sandboxWebhookEvents.attempts, event.attempts)))
      .returning();
    const merchant = this.merchants.get(event.merchantId);
    if (!claimed || !merchant) return;

    let problem: string | null;
    try {
      const response = await this.transport(
        new Request(event.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": "SandboxPay-Webhooks/1",
            [SIGNATURE_HEADER]: signWebhook(merchant.webhookSecret, event.payload, now),
          },
          body: event.payload,
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        }),
      );
      // The body is not needed, but an unread one would hold the connection.
      await response.arrayBuffer().catch(() => undefined);
      problem = response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem === null) {
      await this.db
        .update(sandboxWebhookEvents)
        .set({ deliveredAt: this.clock(), nextAttemptAt: null, lastError: null })
        .where(eq(sandboxWebhookEvents.id, event.id));
      return;
    }
    this.log.warn({ event: event.id, attempt, problem }, "webhook delivery failed");
    await this.db
      .update(sandboxWebhookEvents)
      .set({ lastError: problem.slice(0, 500) })
      .where(eq(sandboxWebhookEvents.id, event.id));
  }
}
