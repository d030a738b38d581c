import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { sites } from "./sites.ts";
import { ledgerTransactions } from "./wallet.ts";

/*
 * Promotions, what each player was granted and how far they have wagered it, retention offers made
 * to one player, and the notifications a player reads in their account. Amounts are minor units of
 * the site's currency.
 */

/** A promotion's text in one language. */
export interface PromotionContent {
  title: string;
  /** One line for the list's card. */
  summary: string;
  /** The detail page's paragraphs. */
  body: string[];
  /** Terms shown under the body. */
  terms: string[];
}

export const promotions = pgTable(
  "promotions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    /** welcome, deposit_bonus, free_credit or retention. */
    type: text("type").notNull(),
    /** By locale; a locale the promotion lacks falls back to the site's default language. */
    content: jsonb("content").$type<Record<string, PromotionContent>>().notNull(),
    /** The artwork's file name under the web app's /promotions/art/. */
    image: text("image").notNull(),
    /** cash or promo: which balance the grant credits. */
    credit: text("credit").notNull(),
    currency: text("currency").notNull(),
    /** A fixed grant; or a percent of the qualifying deposit, up to `cap`. */
    amount: bigint("amount", { mode: "bigint" }),
    percent: smallint("percent"),
    cap: bigint("cap", { mode: "bigint" }),
    minDeposit: bigint("min_deposit", { mode: "bigint" }),
    /** The grant times this must be staked before promo credit converts to cash; 0: nothing to wager. */
    wageringMultiplier: smallint("wagering_multiplier").notNull().default(0),
    /** Days a grant has to meet its wagering requirement. */
    validDays: smallint("valid_days").notNull().default(30),
    /** all, or new_players (an account younger than 30 days). */
    eligibility: text("eligibility").notNull().default("all"),
    /** public: listed and claimable by anyone eligible; targeted: only through an offer or notification. */
    audience: text("audience").notNull().default("public"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    position: smallint("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("promotions_site_slug").on(table.siteId, table.slug),
    check("promotions_type", sql`${table.type} in ('welcome', 'deposit_bonus', 'free_credit', 'retention')`),
    check("promotions_credit", sql`${table.credit} in ('cash', 'promo')`),
    check(
      "promotions_amount_or_percent",
      sql`(${table.amount} > 0 and ${table.percent} is null) or (${table.amount} is null and ${table.percent} between 1 and 500 and ${table.cap} > 0)`,
    ),
    // Cash is already withdrawable: only promo credit has something to wager for.
    check(
      "promotions_wagering_promo_only",
      sql`${table.wageringMultiplier} = 0 or ${table.credit} = 'promo'`,
    ),
  ],
);

/**
 * A promotion given to a player: once per player (the primary key), with the ledger transaction
 * that credited it. `active` grants track wagering; a player has at most one at a time.
 */
export const promotionGrants = pgTable(
  "promotion_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    promotionId: uuid("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    credit: text("credit").notNull(),
    currency: text("currency").notNull(),
    wageringRequired: bigint("wagering_required", { mode: "bigint" }).notNull().default(sql`0`),
    wagered: bigint("wagered", { mode: "bigint" }).notNull().default(sql`0`),
    /** granted (nothing to wager), active, converted or forfeited. */
    state: text("state").notNull(),
    /** claim, notification or retention_offer. */
    source: text("source").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    grantTransactionId: bigint("grant_transaction_id", { mode: "number" }).references(
      () => ledgerTransactions.id,
    ),
    /** What converted to cash, or was forfeited, when the grant settled. */
    settledAmount: bigint("settled_amount", { mode: "bigint" }),
    settleTransactionId: bigint("settle_transaction_id", { mode: "number" }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    unique("promotion_grants_once").on(table.promotionId, table.userId),
    // The bet path finds a player's wagering bonus by this index; one at a time.
    uniqueIndex("promotion_grants_one_active").on(table.userId).where(sql`${table.state} = 'active'`),
    index("promotion_grants_user").on(table.userId, table.createdAt.desc()),
    index("promotion_grants_expiring").on(table.expiresAt).where(sql`${table.state} = 'active'`),
    check("promotion_grants_state", sql`${table.state} in ('granted', 'active', 'converted', 'forfeited')`),
    check("promotion_grants_amount_positive", sql`${table.amount} > 0`),
    check("promotion_grants_wagered_not_negative", sql`${table.wagered} >= 0`),
  ],
);

/** A targeted promotion offered to one player (spec §7 retention-offer): only they can take it. */
export const retentionOffers = pgTable(
  "retention_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    promotionId: uuid("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (table) => [unique("retention_offers_once").on(table.promotionId, table.userId)],
);

/** Spec §3 notification list: messages to one player, marketing or service, maybe carrying a promotion. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** marketing (never sent to a player on a time-out or self-excluded) or service. */
    category: text("category").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    promotionId: uuid("promotion_id").references(() => promotions.id, { onDelete: "set null" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notifications_user").on(table.userId, table.createdAt.desc()),
    // The header's unread count reads only this small index.
    index("notifications_unread").on(table.userId).where(sql`${table.readAt} is null`),
    check("notifications_category", sql`${table.category} in ('marketing', 'service')`),
  ],
);
