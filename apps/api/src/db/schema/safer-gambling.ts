import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sessions, users } from "./accounts.ts";
import { sites } from "./sites.ts";

/*
 * Player protection. The exclusion in force is also kept on the player's row
 * (users.play_blocked_until / play_block_kind) so every check is one read of the user already
 * loaded; this table is the history: who asked, when, for how long, from where.
 */

/** Every time-out and self-exclusion a player took (and each extension): never updated or deleted. */
export const playerExclusions = pgTable(
  "player_exclusions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** time_out or self_exclusion. */
    kind: text("kind").notNull(),
    /** The period chosen: 24h, 1w, 1m, 6w, 6m, 1y, 2y, 5y. */
    period: text("period").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Who set it: "player" (the player themselves); an operator tool would name itself. */
    requestedBy: text("requested_by").notNull().default("player"),
    /** The session that asked, when the player did. */
    sessionId: uuid("session_id").references(() => sessions.id, { onDelete: "set null" }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("player_exclusions_kind", sql`${table.kind} in ('time_out', 'self_exclusion')`),
    check("player_exclusions_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
    index("player_exclusions_user").on(table.userId, table.createdAt.desc()),
  ],
);

/**
 * When the player last answered "Continue" to a session's reality check, so a reload neither
 * skips a check that was due nor shows one again.
 */
export const realityCheckAcknowledgements = pgTable("reality_check_acknowledgements", {
  sessionId: uuid("session_id")
    .primaryKey()
    .references(() => sessions.id, { onDelete: "cascade" }),
  acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }).notNull(),
});
