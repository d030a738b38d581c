import { sql } from "drizzle-orm";
import { boolean, check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/*
 * Operators (brands): each site of the platform is one, named by its site code. The aggregator
 * knows an operator's currency, where its seamless wallet is and which sites may call it from a
 * browser; the signing secret is never stored (it is derived from GAMES_WALLET_KEY).
 */
export const operators = pgTable(
  "operators",
  {
    /** The site's code at the platform: drc-online, base2 … (the x-bv-operator header). */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** ISO 4217; every amount for this operator is in its minor units. */
    currency: text("currency").notNull(),
    /** The platform's wallet base (`…/api/wallet`); null: the aggregator's PLATFORM_WALLET_URL. */
    walletUrl: text("wallet_url"),
    /** Host names of the operator's sites: browsers there may call the player API (CORS). */
    domains: jsonb("domains").$type<string[]>().notNull().default([]),
    /** Operator-level featured games, as products_allow entries `provider:gameId`. */
    featured: jsonb("featured").$type<string[]>().notNull().default([]),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("operators_currency", sql`${table.currency} ~ '^[A-Z]{3}$'`)],
);
