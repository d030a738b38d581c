import { integer, jsonb, pgTable, smallint, text, timestamp, unique } from "drizzle-orm/pg-core";
import { sites } from "./sites.ts";

/** What the sites show: SEO entries, static pages, home banners (the games are the aggregator's). */

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
