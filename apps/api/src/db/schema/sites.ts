import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";

/**
 * Tenants: a site, the domains that find it, its languages and translations. Natural keys carry
 * unique constraints because the seed (and later the back office) upserts by them.
 */

export const sites = pgTable("sites", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  siteCode: text("site_code").notNull().unique(),
  name: text("name").notNull(),
  /** Scheme of the links the platform writes into messages (reset, confirmation): never a header's. */
  scheme: text("scheme").notNull().default("https"),
  /** The operator's settings document as written; defaults are filled when it is read. */
  settings: jsonb("settings").notNull(),
  ...timestamps,
});

export const siteDomains = pgTable(
  "site_domains",
  {
    /** Lower-case host without port, as `fe-domain` is normalised. */
    domain: text("domain").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The domain links in messages point to; one per site. */
    primary: boolean("primary").notNull().default(false),
  },
  (table) => [uniqueIndex("site_domains_primary").on(table.siteId).where(sql`${table.primary}`)],
);

export const siteLanguages = pgTable(
  "site_languages",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    /** Display order in the language switcher. */
    position: smallint("position").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.locale] })],
);

export const translations = pgTable(
  "translations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the shell strings every site shares; a site's own row overrides the shared one. */
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
  },
  // NULLS NOT DISTINCT so the shared (null-site) rows are unique too and upserts can target them.
  (table) => [
    unique("translations_site_locale_key").on(table.siteId, table.locale, table.key).nullsNotDistinct(),
  ],
);
