import { timingSafeEqual } from "node:crypto";
import { and, eq, gt, inArray, isNull, lte, min, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { sandboxCharges } from "../db/schema.ts";
import type { CardBehaviour } from "./card-rules.ts";
import { type ChargeRow, type ChargeStatus, type Clock, OPEN_STATUSES } from "./charge-view.ts";
import { hashCode, type SandboxTimings } from "./new-charges.ts";
import type { Webhooks } from "./webhooks.ts";

export const CODE_ATTEMPTS = 5;

/**
 * The provider's charges after their creation (new-charges.ts): open, then succeeded, failed or
 * canceled once. Every move out of an open state is one conditional UPDATE that also checks the due time, and
 * queues the webhook in the same transaction, so a charge never reaches two outcomes and its
 * outcome is never announced twice. Time-driven outcomes (a delayed card, a payout, an expired
 * code) are stored as `due_at` + `due_status` and become real when anyone looks after that time.
 */
export class SandboxCharges {
  constructor(
    private readonly db: Database,
    private readonly webhooks: Webhooks,
    private readonly clock: Clock,
    private readonly codeSecret: string,
    private readonly timings: Pick<SandboxTimings, "processingMs">,
  ) {}

  /** The hosted page's card: paid, declined, or processing for a few seconds. Null if not open. */
  async payCard(id: string, behaviour: CardBehaviour): Promise<ChargeRow | null> {
    if (behaviour === "succeed") return this.#finish(id, ["requires_payment"], "succeeded", null);
    if (behaviour === "decline") {
      return this.#finish(id, ["requires_payment"], "failed", "Your card was declined.");
    }
    const now = this.clock();
    const [row] = await this.db
      .update(sandboxCharges)
      .set({
        status: "processing",
        dueAt: new Date(now.getTime() + this.timings.processingMs),
        dueStatus: "succeeded",
        dueReason: null,
        updatedAt: now,
      })
      .where(this.#openIn(id, ["requires_payment"], now))
      .returning();
    return row ?? null;
  }

  /**
   * A mobile-money code: an attempt is taken atomically before the code is compared, so parallel
   * guesses get no more than CODE_ATTEMPTS between them; the last wrong one fails the collection.
   */
  async confirmCode(
    charge: ChargeRow,
    code: string,
  ): Promise<{ charge: ChargeRow; wrong: false } | { charge: ChargeRow; wrong: true; attemptsLeft: number }> {
    const now = this.clock();
    const [taken] = await this.db
      .update(sandboxCharges)
      .set({ codeAttempts: sql`${sandboxCharges.codeAttempts} + 1`, updatedAt: now })
      .where(
        and(
          this.#openIn(charge.id, ["requires_confirmation"], now),
          sql`${sandboxCharges.codeAttempts} < ${CODE_ATTEMPTS}`,
        ),
      )
      .returning();
    if (!taken) return { charge: await this.find(charge.id), wrong: false };
    const expected = Buffer.from(taken.codeHash ?? "", "hex");
    const given = Buffer.from(hashCode(this.codeSecret, charge.id, code), "hex");
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      return {
        charge: (await this.#finish(charge.id, ["requires_confirmation"], "succeeded", null)) ?? taken,
        wrong: false,
      };
    }
    if (taken.codeAttempts >= CODE_ATTEMPTS) {
      const failed = await this.#finish(
        charge.id,
        ["requires_confirmation"],
        "failed",
        "Too many wrong codes.",
      );
      return { charge: failed ?? (await this.find(charge.id)), wrong: false };
    }
    return { charge: taken, wrong: true, attemptsLeft: CODE_ATTEMPTS - taken.codeAttempts };
  }

  /** Cancels a charge nobody paid yet; a paid or processing one is returned as it is. */
  async cancel(id: string, reason: string): Promise<ChargeRow> {
    await this.#finish(id, ["requires_payment", "requires_confirmation"], "canceled", reason);
    return this.find(id);
  }

  /** A charge as it stands now: a due outcome is recorded first (and its webhook queued). */
  async find(id: string): Promise<ChargeRow> {
    await this.settleDue(eq(sandboxCharges.id, id));
    const [row] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
    if (!row) throw new Error(`charge ${id} vanished`);
    return row;
  }

  async findOptional(id: string): Promise<ChargeRow | null> {
    const [row] = await this.db
      .select({ id: sandboxCharges.id })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, id));
    return row ? this.find(row.id) : null;
  }

  /** Records every outcome whose time has come; returns how many. */
  async settleDue(filter?: SQL): Promise<number> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const settled = await tx
        .update(sandboxCharges)
        .set({
          status: sql`${sandboxCharges.dueStatus}`,
          failureReason: sql`${sandboxCharges.dueReason}`,
          completedAt: sql`${sandboxCharges.dueAt}`,
          updatedAt: now,
          dueAt: null,
          dueStatus: null,
          dueReason: null,
        })
        .where(
          and(
            lte(sandboxCharges.dueAt, now),
            inArray(sandboxCharges.status, OPEN_STATUSES),
            ...(filter ? [filter] : []),
          ),
        )
        .returning();
      for (const row of settled) await this.webhooks.enqueue(tx, row);
      return settled.length;
    });
  }

  /** The next time an outcome falls due, if any. */
  async nextDueAt(): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: min(sandboxCharges.dueAt) })
      .from(sandboxCharges)
      .where(inArray(sandboxCharges.status, OPEN_STATUSES));
    return row?.at ?? null;
  }

  async #finish(
    id: string,
    from: ChargeStatus[],
    to: "succeeded" | "failed" | "canceled",
    reason: string | null,
  ): Promise<ChargeRow | null> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxCharges)
        .set({
          status: to,
          failureReason: reason,
          completedAt: now,
          updatedAt: now,
          dueAt: null,
          dueStatus: null,
          dueReason: null,
        })
        .where(this.#openIn(id, from, now))
        .returning();
      if (row) await this.webhooks.enqueue(tx, row);
      return row ?? null;
    });
  }

  /** The charge, in one of `from`, and not past its due time (then the due outcome is its state). */
  #openIn(id: string, from: ChargeStatus[], now: Date): SQL {
    return and(
      eq(sandboxCharges.id, id),
      inArray(sandboxCharges.status, from),
      or(isNull(sandboxCharges.dueAt), gt(sandboxCharges.dueAt, now)),
    ) as SQL;
  }
}
