import { MAX_BALANCE } from "@platform/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { sites } from "./sites.ts";

/*
 * The double-entry ledger (TigerBeetle's and Formance's invariants): accounts per site and
 * currency, immutable transactions of postings that sum to zero (a deferred constraint trigger
 * checks it at commit), an idempotency key per transaction, and holds that settle exactly once.
 * Amounts are integers of the currency's minor units. A posting's amount is signed from the
 * account's side: positive credits it (the player's balance grows), negative debits it.
 */

export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    currency: text("currency").notNull(),
    /** player_cash, player_promo, house, gateway_clearing, withdrawals_pending, promotions ... */
    kind: text("kind").notNull(),
    /** The player of a player account; null for the operator's own accounts. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    /** Names an operator account within its kind (the gateway of a clearing account); "" otherwise. */
    code: text("code").notNull().default(""),
    /**
     * Kept on player accounts, in the same transaction as each posting, so the database itself
     * refuses an overdraft (CHECK). Null on operator accounts: their balance is the sum of their
     * postings, which keeps hot rows (one clearing account for every deposit) off the write path.
     */
    balance: bigint("balance", { mode: "bigint" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("ledger_accounts_balance_not_negative", sql`${table.balance} is null or ${table.balance} >= 0`),
    // Every balance stays exact as a JSON number, whatever credits it (contracts MAX_BALANCE).
    check(
      "ledger_accounts_balance_within_max",
      sql`${table.balance} is null or ${table.balance} <= ${sql.raw(String(MAX_BALANCE))}`,
    ),
    check("ledger_accounts_player_has_balance", sql`(${table.userId} is null) = (${table.balance} is null)`),
    uniqueIndex("ledger_accounts_player")
      .on(table.siteId, table.currency, table.kind, table.userId)
      .where(sql`${table.userId} is not null`),
    uniqueIndex("ledger_accounts_operator")
      .on(table.siteId, table.currency, table.kind, table.code)
      .where(sql`${table.userId} is null`),
  ],
);

export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    /** Chosen by the caller before sending, so a retry is safe (TigerBeetle's id, Formance's key). */
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of what was asked; the same key with another body is refused (409). */
    requestHash: text("request_hash").notNull(),
    /** deposit, withdrawal_hold, withdrawal_post, withdrawal_void, voucher, promotion_code, bet ... */
    kind: text("kind").notNull(),
    /** The player the movement concerns (their history lists it). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    /** What the movement refers to: payment id, voucher, game and round, ... */
    reference: jsonb("reference").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ledger_transactions_key").on(table.siteId, table.idempotencyKey),
    index("ledger_transactions_user").on(table.userId, table.createdAt.desc()),
  ],
);

export const ledgerPostings = pgTable(
  "ledger_postings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint("transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: "restrict" }),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: "restrict" }),
    /** Signed minor units: + credits the account, - debits it. Never zero. */
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** The account's balance after this posting, on accounts that keep one (history shows it). */
    balanceAfter: bigint("balance_after", { mode: "bigint" }),
  },
  (table) => [
    check("ledger_postings_amount_not_zero", sql`${table.amount} <> 0`),
    index("ledger_postings_account").on(table.accountId, table.id.desc()),
    index("ledger_postings_transaction").on(table.transactionId),
  ],
);

/**
 * Two-phase transfers: the amount leaves the player's account at once (into a pending account)
 * and is later posted onward or voided back, exactly once (`state` moves only from pending).
 */
export const ledgerHolds = pgTable(
  "ledger_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** pending, posted or voided. */
    state: text("state").notNull().default("pending"),
    holdTransactionId: bigint("hold_transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id),
    settleTransactionId: bigint("settle_transaction_id", { mode: "number" }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    check("ledger_holds_amount_positive", sql`${table.amount} > 0`),
    check("ledger_holds_state", sql`${table.state} in ('pending', 'posted', 'voided')`),
    index("ledger_holds_pending").on(table.createdAt).where(sql`${table.state} = 'pending'`),
  ],
);
