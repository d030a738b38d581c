import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, smallint, text, timestamp, unique } from "drizzle-orm/pg-core";

/*
 * The sandbox payment provider's own state (apps/api/src/sandbox-pay). It stands in for an
 * external payment company: it shares the database only for convenience, references no platform
 * table, and the platform never reads these tables (it asks the provider over HTTP).
 */

/** Where a charge goes when `due_at` passes without anything else happening to it first. */
export type SandboxDueStatus = "succeeded" | "failed" | "canceled";

/** A payout's destination as the merchant gave it. */
export interface SandboxDestination {
  method: "bank" | "mobile_money";
  bank_code: string | null;
  account_number: string;
  account_name: string;
}

/** A card checkout, a mobile-money collection or a payout, by one merchant. */
export const sandboxCharges = pgTable(
  "sandbox_charges",
  {
    /** cs_…, mm_… or po_… followed by random characters: the hosted page's URL is a bearer secret. */
    id: text("id").primaryKey(),
    merchantId: text("merchant_id").notNull(),
    /** checkout, collection or payout. */
    kind: text("kind").notNull(),
    /** The merchant's own id for it: creating it again with the same reference finds this one. */
    reference: text("reference").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    /** requires_payment, requires_confirmation, processing, succeeded, failed or canceled. */
    status: text("status").notNull(),
    /** The name shown on the hosted page and in the push ("Site X"). */
    merchantName: text("merchant_name").notNull(),
    returnUrl: text("return_url"),
    notifyUrl: text("notify_url").notNull(),
    /** Collections: the phone pushed to, international digits. */
    phone: text("phone"),
    /** Collections: HMAC of the code texted to the phone, never the code. */
    codeHash: text("code_hash"),
    codeAttempts: smallint("code_attempts").notNull().default(0),
    destination: jsonb("destination").$type<SandboxDestination>(),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    /**
     * Outcomes are derived from time, not from timers: once `due_at` has passed, the charge is in
     * `due_status`, whoever looks first (a status query, the provider's tick) records it.
     */
    dueAt: timestamp("due_at", { withTimezone: true }),
    dueStatus: text("due_status").$type<SandboxDueStatus>(),
    dueReason: text("due_reason"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    unique("sandbox_charges_reference").on(table.merchantId, table.kind, table.reference),
    check("sandbox_charges_amount_positive", sql`${table.amount} > 0`),
    check(
      "sandbox_charges_status",
      sql`${table.status} in ('requires_payment', 'requires_confirmation', 'processing', 'succeeded', 'failed', 'canceled')`,
    ),
    index("sandbox_charges_due").on(table.dueAt).where(sql`${table.dueAt} is not null`),
  ],
);

/** A webhook event and its delivery to the merchant's notify_url, retried with backoff. */
export const sandboxWebhookEvents = pgTable(
  "sandbox_webhook_events",
  {
    /** evt_…: the merchant applies each event once, however often it is delivered. */
    id: text("id").primaryKey(),
    chargeId: text("charge_id")
      .notNull()
      .references(() => sandboxCharges.id),
    merchantId: text("merchant_id").notNull(),
    type: text("type").notNull(),
    url: text("url").notNull(),
    /** The JSON body, byte for byte what is signed and sent on every attempt. */
    payload: text("payload").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    /** Null once delivered or given up. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    unique("sandbox_webhook_events_charge_type").on(table.chargeId, table.type),
    index("sandbox_webhook_events_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
  ],
);
