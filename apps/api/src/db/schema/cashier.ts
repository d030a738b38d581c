import type { NextAction } from "@platform/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { sites } from "./sites.ts";
import { ledgerHolds, ledgerTransactions } from "./wallet.ts";

/*
 * The cashier: the payment gateways a site offers, each deposit and withdrawal with its state,
 * the player's saved payout recipients and deposit limits, vouchers and promotion codes. Money
 * itself only moves in the ledger (wallet.ts); these rows say why and how far a payment got.
 */

/** A gateway offered on a site in one direction, with its name and deposit guide per language. */
export const paymentGateways = pgTable(
  "payment_gateways",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The adapter: sandbox-card, sandbox-mobile-money, sandbox-bank, mpesa. */
    code: text("code").notNull(),
    /** deposit or withdraw. */
    direction: text("direction").notNull(),
    name: text("name").notNull(),
    /** card, mobile_money or bank: what the player enters. */
    method: text("method").notNull(),
    position: smallint("position").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    /** Steps of the deposit guide, by locale. */
    guide: jsonb("guide").$type<Record<string, string[]>>().notNull().default({}),
  },
  (table) => [unique("payment_gateways_site_code_direction").on(table.siteId, table.code, table.direction)],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    gatewayId: integer("gateway_id")
      .notNull()
      .references(() => paymentGateways.id),
    gatewayCode: text("gateway_code").notNull(),
    /** deposit or withdrawal. */
    direction: text("direction").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    /**
     * pending, review, success, failed or canceled. Only pending and review ever change: review is
     * a provider outcome that does not match the request, held (nothing credited, the hold kept)
     * until an operator resolves it.
     */
    status: text("status").notNull().default("pending"),
    /** The client's Idempotency-Key: the same request again finds this payment. */
    clientKey: text("client_key"),
    requestHash: text("request_hash").notNull(),
    /** The gateway's own reference (its charge, CheckoutRequestID, conversation id ...). */
    providerRef: text("provider_ref"),
    /** What the player does next: open a hosted page, enter a code, wait for the phone. */
    nextAction: jsonb("next_action").$type<NextAction>(),
    /** Where a withdrawal goes (kind, masked number, name); never a card number. */
    recipient: jsonb("recipient").$type<Record<string, string>>(),
    holdId: uuid("hold_id").references(() => ledgerHolds.id),
    ledgerTransactionId: bigint("ledger_transaction_id", { mode: "number" }).references(
      () => ledgerTransactions.id,
    ),
    failureReason: text("failure_reason"),
    /** Why the payment needs review: what the provider reported that the request did not say. */
    reviewReason: text("review_reason"),
    /** The operator who resolved the review. */
    reviewedBy: text("reviewed_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    check("payments_amount_positive", sql`${table.amount} > 0`),
    check("payments_status", sql`${table.status} in ('pending', 'review', 'success', 'failed', 'canceled')`),
    uniqueIndex("payments_client_key")
      .on(table.siteId, table.userId, table.clientKey)
      .where(sql`${table.clientKey} is not null`),
    uniqueIndex("payments_provider_ref")
      .on(table.gatewayCode, table.providerRef)
      .where(sql`${table.providerRef} is not null`),
    index("payments_user").on(table.userId, table.createdAt.desc()),
    index("payments_pending").on(table.status, table.createdAt).where(sql`${table.status} = 'pending'`),
    // The books check joins every pending hold to its payment.
    index("payments_hold").on(table.holdId),
    index("payments_review").on(table.siteId, table.createdAt).where(sql`${table.status} = 'review'`),
  ],
);

/** Webhook and callback deliveries already applied, so a redelivery is acknowledged, not reapplied. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    gatewayCode: text("gateway_code").notNull(),
    eventId: text("event_id").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gatewayCode, table.eventId] })],
);

/** Saved places a player's withdrawals go (a bank account or a mobile-money number). */
export const payoutRecipients = pgTable(
  "payout_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** bank or mobile_money. */
    method: text("method").notNull(),
    bankCode: text("bank_code"),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("payout_recipients_user_account").on(table.userId, table.method, table.accountNumber)],
);

/**
 * Deposit limits a player sets (24 hours, 7 days, 30 days). A lower limit applies at once; a
 * higher one waits 24 hours in `pending_amount` (UKGC RTS 12).
 */
export const depositLimits = pgTable(
  "deposit_limits",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** day, week or month. */
    period: text("period").notNull(),
    /** Null: no limit in force. */
    amount: bigint("amount", { mode: "bigint" }),
    pendingAmount: bigint("pending_amount", { mode: "bigint" }),
    /** Set with pending_amount; null pending_amount then means "remove the limit". */
    pendingFrom: timestamp("pending_from", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.period] })],
);

/**
 * A voucher credits once, to one player. Only a hash of its code is kept: the code is a bearer
 * secret like a gift card, shown once when the operator creates it.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    /** The last characters, for the operator's lists. */
    codeHint: text("code_hint").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    /** cash or promo: which balance it credits. */
    credit: text("credit").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    redeemedBy: uuid("redeemed_by").references(() => users.id),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("vouchers_code").on(table.siteId, table.codeHash),
    check("vouchers_amount_positive", sql`${table.amount} > 0`),
  ],
);

/** A public code (a marketing campaign's) that credits each player once, up to a total. */
export const promotionCodes = pgTable(
  "promotion_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Upper case; players type it in any case. */
    code: text("code").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    credit: text("credit").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    maxRedemptions: integer("max_redemptions"),
    redemptions: integer("redemptions").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("promotion_codes_site_code").on(table.siteId, table.code),
    check("promotion_codes_amount_positive", sql`${table.amount} > 0`),
    check(
      "promotion_codes_within_max",
      sql`${table.maxRedemptions} is null or ${table.redemptions} <= ${table.maxRedemptions}`,
    ),
  ],
);

export const promotionCodeRedemptions = pgTable(
  "promotion_code_redemptions",
  {
    codeId: uuid("code_id")
      .notNull()
      .references(() => promotionCodes.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    transactionId: bigint("transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.codeId, table.userId] })],
);
