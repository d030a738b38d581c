import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { sites } from "./sites.ts";

/** What the sites show: SEO entries, static pages, the game catalogue, big wins, home banners. */

export const seoEntries = pgTable(
  "seo_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    pageUrl: text("page_url").notNull(),
    locale: text("locale").notNull(),
    h1: text("h1").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    keywords: text("keywords"),
    ogImage: text("og_image"),
  },
  (table) => [unique("seo_entries_site_page_locale").on(table.siteId, table.pageUrl, table.locale)],
);

export const staticPages = pgTable(
  "static_pages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    body: jsonb("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("static_pages_site_slug_locale").on(table.siteId, table.slug, table.locale)],
);

/** The shared game catalogue; every site shows the same games. */
export const games = pgTable(
  "games",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    provider: text("provider").notNull(),
    category: text("category").notNull(),
    /** Return to player in percent, exact decimal ("96.50"). */
    rtp: numeric("rtp", { precision: 5, scale: 2 }).notNull(),
    art: jsonb("art").notNull(),
    badge: text("badge"),
    popularity: integer("popularity").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("games_category").on(table.category)],
);

export const bigWins = pgTable(
  "big_wins",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Where the win came from (a transfer id, or `seed:N`); makes recording a win idempotent. */
    sourceRef: text("source_ref").notNull(),
    /** Already masked ("Ke***23"); the full name never reaches this table. */
    player: text("player").notNull(),
    gameSlug: text("game_slug")
      .notNull()
      .references(() => games.slug, { onUpdate: "cascade" }),
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    multiplier: numeric("multiplier", { precision: 10, scale: 2 }).notNull(),
    wonAt: timestamp("won_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    unique("big_wins_site_source").on(table.siteId, table.sourceRef),
    index("big_wins_site_won_at").on(table.siteId, table.wonAt.desc()),
  ],
);

export const homeBanners = pgTable(
  "home_banners",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    position: smallint("position").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    cta: text("cta").notNull(),
    to: text("to").notNull(),
    tone: text("tone").notNull(),
  },
  (table) => [unique("home_banners_site_locale_position").on(table.siteId, table.locale, table.position)],
);
