import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { operators } from "./operators.ts";

/* The catalogue: studios, their games and which operator offers which game at which stakes. */

export const providers = pgTable("providers", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** The aggregator's own studio: its games run on the in-house slot engine. */
  inHouse: boolean("in_house").notNull().default(false),
  position: smallint("position").notNull().default(0),
});

export const games = pgTable(
  "games",
  {
    slug: text("slug").primaryKey(),
    name: text("name").notNull(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id),
    category: text("category").notNull(),
    /** Percent with two decimals as published ("96.12"); shown, never computed with. */
    rtp: text("rtp").notNull(),
    volatility: text("volatility").notNull(),
    lines: text("lines").notNull(),
    description: text("description").notNull(),
    /** The two main colours of its artwork (cards that show a gradient before the SVG loads). */
    artFrom: text("art_from").notNull(),
    artTo: text("art_to").notNull(),
    /** Only a game the aggregator really runs may be launched. */
    playable: boolean("playable").notNull().default(false),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** Catalogue order: the lobby's default order and every section's fallback. */
    position: smallint("position").notNull().default(0),
    /** Stakes are multiples of this many minor units (the engine's betUnit). */
    betUnit: integer("bet_unit").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("games_rtp", sql`${table.rtp} ~ '^[0-9]{1,3}\\.[0-9]{2}$'`),
    check("games_volatility", sql`${table.volatility} in ('low', 'medium', 'high')`),
    check("games_bet_unit", sql`${table.betUnit} > 0`),
  ],
);

/** A game an operator offers, with the stakes its players may choose (minor units). */
export const operatorGames = pgTable(
  "operator_games",
  {
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    gameSlug: text("game_slug")
      .notNull()
      .references(() => games.slug, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(true),
    bets: jsonb("bets").$type<number[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.gameSlug] })],
);
