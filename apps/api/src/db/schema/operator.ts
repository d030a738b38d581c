import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { sites } from "./sites.ts";

/*
 * What the operator must look at. A money rule that refused or held something an attacker (or a
 * broken integration) tried leaves an alert here, in the same transaction as the refusal, so an
 * alert exists exactly when the thing it reports happened.
 */

export const operatorAlerts = pgTable(
  "operator_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** What happened, e.g. win_over_limit, payout_mismatch, hold_unsettled. */
    kind: text("kind").notNull(),
    /** critical: money is held or at stake; warning: refused, nothing moved. */
    severity: text("severity").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** One line an operator reads first. */
    summary: text("summary").notNull(),
    /** The facts behind it (ids, amounts as strings of minor units). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Makes raising the same alert twice (a retried call, a job that runs every minute) a no-op:
     * e.g. `payout_mismatch:<payment id>`.
     */
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by"),
  },
  (table) => [
    check("operator_alerts_severity", sql`${table.severity} in ('critical', 'warning')`),
    uniqueIndex("operator_alerts_dedupe").on(table.siteId, table.dedupeKey),
    index("operator_alerts_open").on(table.siteId, table.createdAt.desc()).where(sql`resolved_at is null`),
  ],
);
