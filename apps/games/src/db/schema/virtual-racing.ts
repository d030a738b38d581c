import type { VirtualMatchDayStatus } from "@platform/contracts";
import type { Runner } from "@platform/sports";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/*
 * Virtual greyhound races (docs/decisions/047 §Greyhound racing, 048 §Greyhounds at the
 * aggregator): a match day's life for one race. The row holds the server seed and its commitment
 * before anything of the race is published; the close fixes the entropy, the accepted bets and the
 * drawn finish in one update. The API serves the seed only once the race is settled or void.
 */
export const virtualRaces = pgTable(
  "virtual_races",
  {
    /** `vr-<sequence>`. */
    id: text("id").primaryKey(),
    /** Global and gapless: race n, whose card is raceCard(n). */
    sequence: integer("sequence").notNull(),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    /** Betting closes and the traps open (the fixture's start time). */
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    commitment: text("commitment").notNull(),
    serverSeed: text("server_seed").notNull(),
    entropy: text("entropy"),
    status: text("status").$type<VirtualMatchDayStatus>().notNull(),
    /** The six runners as published (trap, dog, strength): what the prices and the draw use. */
    runners: jsonb("runners").$type<Runner[]>().notNull(),
    /** Drawn at the close: traps in finishing order, and each trap's time (`timesMs[trap − 1]`). */
    finishOrder: jsonb("finish_order").$type<number[]>(),
    timesMs: jsonb("times_ms").$type<number[]>(),
    /** The accepted bets at the close, sorted; their digest is in the entropy line. */
    betIds: jsonb("bet_ids").$type<string[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("virtual_races_sequence").on(table.sequence),
    index("virtual_races_status").on(table.status, table.closesAt),
    check(
      "virtual_races_status_check",
      sql`${table.status} in ('open', 'closing', 'playing', 'settled', 'void')`,
    ),
  ],
);
