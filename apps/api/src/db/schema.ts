import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The platform's tenant and content tables. Natural keys carry unique constraints because the seed
 * (and later the back office) upserts by them.
 */

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const sites = pgTable("sites", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  siteCode: text("site_code").notNull().unique(),
  name: text("name").notNull(),
  /** The operator's settings document as written; defaults are filled when it is read. */
  settings: jsonb("settings").notNull(),
  ...timestamps,
});

export const siteDomains = pgTable("site_domains", {
  /** Lower-case host without port, as `fe-domain` is normalised. */
  domain: text("domain").primaryKey(),
  siteId: integer("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" }),
});

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
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    previousLoginAt: timestamp("previous_login_at", { withTimezone: true }),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("users_site_phone").on(table.siteId, table.phone),
    uniqueIndex("users_site_email").on(table.siteId, sql`lower(${table.email})`),
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
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
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

/** Password-reset and email-confirmation codes: long random tokens, single use. */
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

/** Generated secrets (the dev AUTH_SECRET) shared by every node of one database. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
