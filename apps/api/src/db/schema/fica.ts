import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { sites } from "./sites.ts";

/*
 * The identity check (FICA) and who may review it. Documents live in the database, not on a
 * node's disk: API nodes are stateless (several behind a load balancer), nothing under a served
 * folder can leak them, and a case and its files commit or roll back together.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A staff role held by an account of a site (operators log in like players). */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    grantedBy: text("granted_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/** One submission of the three documents; decided once (approved or rejected with a reason). */
export const ficaCases = pgTable(
  "fica_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    reason: text("reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
  },
  (table) => [
    check("fica_cases_status", sql`${table.status} in ('pending', 'approved', 'rejected')`),
    index("fica_cases_site_status").on(table.siteId, table.status, table.submittedAt),
    index("fica_cases_user").on(table.userId, table.submittedAt),
    // A second submission racing the first cannot open a second pending case.
    uniqueIndex("fica_cases_one_pending").on(table.userId).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * A received document: in the player's draft set while case_id is null, then part of a case.
 * `content` is the stored file (images re-encoded without metadata); lists never select it.
 */
export const ficaDocuments = pgTable(
  "fica_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    caseId: uuid("case_id").references(() => ficaCases.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["identity_document", "proof_of_address", "selfie"] }).notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("fica_documents_type", sql`${table.type} in ('identity_document', 'proof_of_address', 'selfie')`),
    index("fica_documents_case").on(table.caseId),
    // The draft holds one document of each type; uploading again replaces it.
    uniqueIndex("fica_documents_one_draft").on(table.userId, table.type).where(sql`${table.caseId} is null`),
  ],
);

/** Every decision: who, when, what and why. One per case; the database refuses a second. */
export const ficaReviews = pgTable(
  "fica_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => ficaCases.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    decision: text("decision", { enum: ["approved", "rejected"] }).notNull(),
    reason: text("reason"),
    /** The operator's account when decided through the API; null from the command line. */
    reviewerId: uuid("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    reviewerName: text("reviewer_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("fica_reviews_one_per_case").on(table.caseId)],
);
