import type { VirtualMatchDayStatus } from "@platform/contracts";
import type { MatchOutcome, VirtualFixture } from "@platform/sports";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/*
 * Virtual football's match days (docs/decisions/047 and 048). A row is written, with its server seed
 * and the seed's commitment, before anything of it is published; the close fixes its entropy, the
 * accepted bets and the drawn outcomes in one update. The seed stays in this table until the match
 * day is settled or void: the API serves it only then.
 */
export const virtualMatchDays = pgTable(
  "virtual_match_days",
  {
    /** `vf-s<season>-d<match day>-<sequence>`. */
    id: text("id").primaryKey(),
    /** Global and gapless: match day n of the schedule (season and match day follow from it). */
    sequence: integer("sequence").notNull(),
    season: integer("season").notNull(),
    /** 1 … 30 within its season. */
    matchDay: integer("match_day").notNull(),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    /** Betting closes and the matches kick off (the fixtures' start time). */
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    commitment: text("commitment").notNull(),
    serverSeed: text("server_seed").notNull(),
    entropy: text("entropy"),
    status: text("status").$type<VirtualMatchDayStatus>().notNull(),
    /** The fixtures as published (with their expected goals): what the prices and the draw use. */
    fixtures: jsonb("fixtures").$type<VirtualFixture[]>().notNull(),
    /** Drawn at the close, one per fixture in order. */
    outcomes: jsonb("outcomes").$type<MatchOutcome[]>(),
    /** The accepted bets at the close, sorted; their digest is in the entropy line. */
    betIds: jsonb("bet_ids").$type<string[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("virtual_match_days_sequence").on(table.sequence),
    index("virtual_match_days_status").on(table.status, table.closesAt),
    check(
      "virtual_match_days_status_check",
      sql`${table.status} in ('open', 'closing', 'playing', 'settled', 'void')`,
    ),
  ],
);
