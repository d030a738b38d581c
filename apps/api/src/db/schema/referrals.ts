import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { payments } from "./cashier.ts";
import { sites } from "./sites.ts";
import { ledgerTransactions } from "./wallet.ts";

/*
 * Bring-a-friend (docs/decisions/024-referral.md) and the push-notification contact key. A
 * referral row is created when a friend registers with a code and decided once, at the friend's
 * first successful deposit, in the same database transaction as that deposit's credit.
 */

/** A player's own code to share; made the first time they ask for it. */
export const referralCodes = pgTable(
  "referral_codes",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Upper case; players type it in any case. */
    code: text("code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("referral_codes_site_code").on(table.siteId, table.code)],
);

/** A friend who registered with a referrer's code: at most one referrer per friend. */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendId: uuid("friend_id")
      .notNull()
      .unique("referrals_friend")
      .references(() => users.id, { onDelete: "cascade" }),
    /** pending, paid, withheld or not_qualified; only pending ever changes. */
    status: text("status").notNull().default("pending"),
    /** Why it earned nothing (same_device, same_payment_instrument, below_minimum ...). */
    reason: text("reason"),
    /** The reward decided at the first deposit (paid, or what was withheld), in minor units. */
    rewardAmount: bigint("reward_amount", { mode: "bigint" }),
    currency: text("currency"),
    /** cash or promo. */
    credit: text("credit"),
    /** The friend's first successful deposit, which decided the referral. */
    paymentId: uuid("payment_id").references(() => payments.id),
    transactionId: bigint("transaction_id", { mode: "number" }).references(() => ledgerTransactions.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    check("referrals_status", sql`${table.status} in ('pending', 'paid', 'withheld', 'not_qualified')`),
    check("referrals_not_self", sql`${table.referrerId} <> ${table.friendId}`),
    index("referrals_referrer").on(table.referrerId, table.createdAt.desc()),
  ],
);

/**
 * The key a push-notification service knows a player by (spec §6): random, so it reveals neither
 * the internal id nor the phone, and stored, so it survives restarts and secret rotations.
 */
export const pushContacts = pgTable("push_contacts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  contactKey: text("contact_key").notNull().unique("push_contacts_key"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
