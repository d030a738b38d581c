import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { operators } from "./operators.ts";

export type WalletCallStatus = "pending" | "acknowledged" | "refused" | "abandoned" | "failed";

/** Whose round a call belongs to: a slot round (`rounds`), a crash bet (`crash_bets`) or a sports bet (`sports_bets`). */
export type WalletCallProduct = "slots" | "crash" | "sports" | "sports_jackpot";

/**
 * The outbox of seamless-wallet calls: every bet, win and rollback is written here (in the same
 * transaction as the round's state change) before it is sent, and stays pending until the
 * platform acknowledged it. After a crash the reconciliation job finds what is still pending.
 */
export const walletCalls = pgTable(
  "wallet_calls",
  {
    /** `<round>-bet`, `<round>-win`, `<round>-rollback`: the same id on every retry. */
    transactionId: text("transaction_id").primaryKey(),
    /**
     * The platform's round: a slot round's id, or a crash bet's (each crash bet is its own round at
     * the platform). No foreign key, as it names a row of either table; `product` says which.
     */
    roundId: uuid("round_id").notNull(),
    product: text("product").$type<WalletCallProduct>().notNull().default("slots"),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id),
    kind: text("kind").$type<"bet" | "win" | "rollback">().notNull(),
    /** The request body without its request_id (each attempt sends a new one). */
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    /**
     * pending → acknowledged | refused | abandoned (a bet never confirmed: its rollback covers it) |
     * failed (an answer that can never turn into an acknowledgement: an operator has to look).
     */
    status: text("status").$type<WalletCallStatus>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Not before this time is the call (re)sent by the job; a sender leases it by moving this on. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    /** The platform's answer (or error envelope) to the last attempt. */
    answer: jsonb("answer").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("wallet_calls_kind", sql`${table.kind} in ('bet', 'win', 'rollback')`),
    check("wallet_calls_product", sql`${table.product} in ('slots', 'crash', 'sports', 'sports_jackpot')`),
    check(
      "wallet_calls_status",
      sql`${table.status} in ('pending', 'acknowledged', 'refused', 'abandoned', 'failed')`,
    ),
    index("wallet_calls_due").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("wallet_calls_round").on(table.roundId),
  ],
);
