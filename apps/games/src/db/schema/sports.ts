import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/*
 * The sportsbook's book as the feed leaves it (docs/decisions/045-sports-feed.md): sports,
 * categories (countries), tournaments (leagues), fixtures, markets (event + market id + specifiers)
 * and their outcomes, the outcomes' results and the cancellations. Only the feed processor writes
 * these, one transaction per message, and only when the message's sequence is above the event's
 * applied one (sports_event_sequences). Ids are the feed's URNs (`sim:match:1042`).
 */

/** The feed's producers (1 pre-match, 2 live in UOF; the desk is one) and what the watchdog knows. */
export const sportsProducers = pgTable("sports_producers", {
  id: smallint("id").primaryKey(),
  /** `up`; `down` once silent past the limit (its markets suspended); `up` again after a snapshot. */
  state: text("state").$type<"up" | "down">().notNull(),
  lastAliveAt: timestamp("last_alive_at", { withTimezone: true }),
  downSince: timestamp("down_since", { withTimezone: true }),
  /** The recovery asked for while down; its snapshot_complete brings the markets back. */
  recoveryRequestId: integer("recovery_request_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** Per event, the sequence of the last message applied: the processor's idempotency and order. */
export const sportsEventSequences = pgTable("sports_event_sequences", {
  eventId: text("event_id").primaryKey(),
  producerId: smallint("producer_id").notNull(),
  sequence: bigint("sequence", { mode: "number" }).notNull(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
});

export const sportsSports = pgTable("sports_sports", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
});

/** UOF's categories: a country, or "International". */
export const sportsCategories = pgTable("sports_categories", {
  id: text("id").primaryKey(),
  sportId: text("sport_id")
    .notNull()
    .references(() => sportsSports.id),
  name: text("name").notNull(),
  countryCode: text("country_code"),
});

export const sportsTournaments = pgTable("sports_tournaments", {
  id: text("id").primaryKey(),
  categoryId: text("category_id")
    .notNull()
    .references(() => sportsCategories.id),
  name: text("name").notNull(),
});

export const sportsFixtures = pgTable(
  "sports_fixtures",
  {
    id: text("id").primaryKey(),
    producerId: smallint("producer_id").notNull(),
    sportId: text("sport_id")
      .notNull()
      .references(() => sportsSports.id),
    tournamentId: text("tournament_id")
      .notNull()
      .references(() => sportsTournaments.id),
    homeId: text("home_id").notNull(),
    homeName: text("home_name").notNull(),
    awayId: text("away_id").notNull(),
    awayName: text("away_name").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    status: text("status").$type<"not_started" | "live" | "ended" | "postponed" | "cancelled">().notNull(),
    /** The match in play as the last odds_change gave it (null before kick-off). */
    period: text("period"),
    clockSeconds: integer("clock_seconds"),
    homeScore: smallint("home_score"),
    awayScore: smallint("away_score"),
    homeRedCards: smallint("home_red_cards"),
    awayRedCards: smallint("away_red_cards"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("sports_fixtures_status_start").on(table.status, table.startTime),
    index("sports_fixtures_tournament").on(table.tournamentId, table.startTime),
  ],
);

/** A market: the event's market id plus its canonical specifiers (`total=2.5`, `` for none). */
export const sportsMarkets = pgTable(
  "sports_markets",
  {
    eventId: text("event_id").notNull(),
    marketId: integer("market_id").notNull(),
    specifiers: text("specifiers").notNull(),
    producerId: smallint("producer_id").notNull(),
    /** UOF: 1 active, 0 inactive, −1 suspended, −2 handed over, −3 settled, −4 cancelled. */
    status: smallint("status").notNull(),
    /** Suspended by the watchdog (its producer went quiet), not by the feed: a snapshot lifts it. */
    heldByWatchdog: boolean("held_by_watchdog").notNull().default(false),
    /** The sequence of the message that last changed it. */
    sequence: bigint("sequence", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.marketId, table.specifiers] }),
    index("sports_markets_producer_active").on(table.producerId).where(sql`${table.status} = 1`),
    check("sports_markets_status", sql`${table.status} between -4 and 1`),
  ],
);

export const sportsOutcomes = pgTable(
  "sports_outcomes",
  {
    eventId: text("event_id").notNull(),
    marketId: integer("market_id").notNull(),
    specifiers: text("specifiers").notNull(),
    outcomeId: text("outcome_id").notNull(),
    priceMilli: integer("price_milli").notNull(),
    probability: doublePrecision("probability").notNull(),
    active: boolean("active").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.marketId, table.specifiers, table.outcomeId] }),
    check("sports_outcomes_price", sql`${table.priceMilli} >= 1000`),
  ],
);

/**
 * Every settlement-kind message as it arrived (bet_settlement, its rollback, bet_cancel, its
 * rollback), once per (event, sequence): the betting service settles bets from these rows, claiming
 * each by `processed_at`, so a recovery that replays a message never settles it twice.
 */
export const sportsSettlementMessages = pgTable(
  "sports_settlement_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text("event_id").notNull(),
    producerId: smallint("producer_id").notNull(),
    sequence: bigint("sequence", { mode: "number" }).notNull(),
    kind: text("kind")
      .$type<"bet_settlement" | "rollback_bet_settlement" | "bet_cancel" | "rollback_bet_cancel">()
      .notNull(),
    /** The message itself (markets, outcomes, factors, certainty, the cancel's window). */
    message: jsonb("message").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    /** Set by the betting service once it has acted on the row. */
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("sports_settlement_messages_event_sequence").on(table.eventId, table.sequence),
    index("sports_settlement_messages_unprocessed").on(table.id).where(sql`${table.processedAt} is null`),
  ],
);

/** Each outcome's current result; a rollback deletes it (the outcome is open again). */
export const sportsOutcomeResults = pgTable(
  "sports_outcome_results",
  {
    eventId: text("event_id").notNull(),
    marketId: integer("market_id").notNull(),
    specifiers: text("specifiers").notNull(),
    outcomeId: text("outcome_id").notNull(),
    result: smallint("result").notNull(),
    voidFactor: doublePrecision("void_factor").notNull(),
    deadHeatFactor: doublePrecision("dead_heat_factor").notNull(),
    certainty: text("certainty").$type<"live" | "confirmed">().notNull(),
    settlementMessageId: bigint("settlement_message_id", { mode: "number" })
      .notNull()
      .references(() => sportsSettlementMessages.id),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.marketId, table.specifiers, table.outcomeId] }),
    check("sports_outcome_results_result", sql`${table.result} in (0, 1)`),
    check(
      "sports_outcome_results_factors",
      sql`${table.voidFactor} between 0 and 1 and ${table.deadHeatFactor} > 0 and ${table.deadHeatFactor} <= 1`,
    ),
  ],
);

/** A market's cancellation (bets in the window are void); a rollback_bet_cancel deletes it. */
export const sportsMarketCancellations = pgTable(
  "sports_market_cancellations",
  {
    eventId: text("event_id").notNull(),
    marketId: integer("market_id").notNull(),
    specifiers: text("specifiers").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }),
    endTime: timestamp("end_time", { withTimezone: true }),
    reason: text("reason"),
    settlementMessageId: bigint("settlement_message_id", { mode: "number" })
      .notNull()
      .references(() => sportsSettlementMessages.id),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.marketId, table.specifiers] })],
);

/** The simulated desk's anchor: its schedule is a function of (seed, anchor), so a new leader replays it. */
export const sportsDeskState = pgTable("sports_desk_state", {
  producerId: smallint("producer_id").primaryKey(),
  seed: integer("seed").notNull(),
  anchorAt: timestamp("anchor_at", { withTimezone: true }).notNull(),
});
