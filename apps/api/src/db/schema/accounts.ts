import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";
import { sites } from "./sites.ts";

/*
 * Accounts and sessions. Secrets (passwords, tokens, codes) are stored only as hashes; every
 * expiring row carries its own expiry so a check never depends on when a job last ran.
 */

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** International digits without "+" (calling code + national number): one spelling per phone. */
    phone: text("phone"),
    callingCode: text("calling_code").notNull(),
    /** Stored lower-case; the unique index is on lower() too, so a later direct write cannot duplicate. */
    email: text("email"),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** The phone received a code we sent (registration or change_phone). */
    phoneVerified: boolean("phone_verified").notNull().default(false),
    /** argon2id PHC string; null for an account that only signs in with an OAuth provider. */
    passwordHash: text("password_hash"),
    fullName: text("full_name").notNull().default(""),
    idNumber: text("id_number"),
    dob: date("dob", { mode: "string" }),
    gender: text("gender"),
    city: text("city"),
    state: text("state"),
    locale: text("locale").notNull(),
    approvedFicaStatus: boolean("approved_fica_status").notNull().default(false),
    referralCode: text("referral_code"),
    /** The affiliate code the visitor arrived with (settings.affiliate_tracking), kept at registration. */
    affiliateCode: text("affiliate_code"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    previousLoginAt: timestamp("previous_login_at", { withTimezone: true }),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** Minutes between reality checks the player chose (0: off); null: the site's default. */
    realityCheckMinutes: smallint("reality_check_minutes"),
    /**
     * The time-out or self-exclusion in force (history: player_exclusions): until then no login,
     * stake, deposit or marketing. Past once the date has gone by; nothing needs to clear it.
     */
    playBlockedUntil: timestamp("play_blocked_until", { withTimezone: true }),
    /** time_out or self_exclusion, with play_blocked_until. */
    playBlockKind: text("play_block_kind"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("users_site_phone").on(table.siteId, table.phone),
    uniqueIndex("users_site_email").on(table.siteId, sql`lower(${table.email})`),
    // An operator's brands look up exclusions by proven identity (safer-gambling/operator-exclusion.ts):
    // only excluded players are indexed, so the lookup reads a handful of rows whatever the size.
    index("users_excluded_email")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.playBlockedUntil} is not null and ${table.emailVerified}`),
    index("users_excluded_phone")
      .on(table.phone)
      .where(sql`${table.playBlockedUntil} is not null and ${table.phoneVerified}`),
    index("users_excluded_id_number")
      .on(table.idNumber)
      .where(sql`${table.playBlockedUntil} is not null and ${table.approvedFicaStatus}`),
  ],
);

/** A sign-in through an OAuth provider, linked to the account it created or matched. */
export const userIdentities = pgTable(
  "user_identities",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.provider, table.subject] })],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Absolute end (settings.session_lifetime at creation); idleness is judged by last_used_at. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** How the session began: password, google, register, autologin. */
    method: text("method").notNull().default("password"),
    /** Last proof of identity (login, or a fresh OAuth sign-in): sensitive changes of OAuth-only accounts need it recent. */
    authenticatedAt: timestamp("authenticated_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user").on(table.userId)],
);

/** At most one live code per (site, purpose, destination): a new send replaces the row. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    /** "sms:<international digits>" or "email:<lower-case address>". */
    destination: text("destination").notNull(),
    /** HMAC-SHA256 with the server secret, hex: a leaked table does not reveal 6-digit codes. */
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (table) => [
    unique("otp_codes_site_purpose_destination").on(table.siteId, table.purpose, table.destination),
  ],
);

/** Password-reset, email-confirmation and autologin codes: long random tokens, single use. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** What the token applies, e.g. the new email address. */
    payload: jsonb("payload"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("one_time_tokens_user").on(table.userId)],
);

/** Messages written by the outbox transport; read back on GET /api/dev/outbox. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteCode: text("site_code").notNull(),
    channel: text("channel").notNull(),
    to: text("to").notNull(),
    subject: text("subject"),
    text: text("text").notNull(),
    purpose: text("purpose").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_messages_to").on(table.to, table.id.desc())],
);

/** Failure counters behind lockouts, in the database so they hold across restarts and nodes. */
export const authAttempts = pgTable("auth_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** Logins (both outcomes), password changes and other account changes, with IP and user agent. */
export const accountEvents = pgTable(
  "account_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    /** The phone or email tried, for failed logins that match no account. */
    identifier: text("identifier"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("account_events_user").on(table.userId, table.createdAt.desc())],
);

/** Reasons a player may give when closing the account, with a label per locale. */
export const deactivationOptions = pgTable("deactivation_options", {
  code: text("code").primaryKey(),
  position: smallint("position").notNull(),
  labels: jsonb("labels").$type<Record<string, string>>().notNull(),
});

export const deactivationReasons = pgTable("deactivation_reasons", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  optionCode: text("option_code")
    .notNull()
    .references(() => deactivationOptions.code),
  comment: text("comment"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Browsers that logged in to an account before: their device cookie (hashed) lets the owner in
 * while strangers elsewhere have tripped the account's lockout ceiling (OWASP "device cookies").
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the device token, hex. */
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tokenHash] })],
);
