import type { SportsRulesOverride } from "@platform/contracts";
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
  uuid,
} from "drizzle-orm/pg-core";
import { operators } from "./operators.ts";

/*
 * The sportsbook's bets (docs/decisions/046-sports-betting.md). A bet is one round at the platform's
 * wallet: its stake is one bet call, and each payout (a partial cash-out, the settlement, a
 * resettlement after a corrected result) one win call. Every state change is
 * `update … where version = $v`, so two settlers, or a settlement racing a cash-out, decide once.
 */

export type SportsBetState =
  /** On record, its bet call in the outbox, the wallet not answered yet. */
  | "placing"
  /** The wallet took the stake: running. */
  | "open"
  /** The wallet (or the book, before the call) refused it; nothing moved. */
  | "refused"
  /** The wallet never confirmed: its stake rolled back. */
  | "rolled_back"
  /** Every leg has a result: the payout is decided and its win call queued. */
  | "resulted"
  /** The payout's win call acknowledged. */
  | "settled"
  /** Cashed out in full: the offer's win call queued (settled_at once acknowledged). */
  | "cashed_out";

export const sportsBets = pgTable(
  "sports_bets",
  {
    id: uuid("id").primaryKey(),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id),
    playerId: text("player_id").notNull(),
    sessionId: text("session_id").notNull(),
    /** The slip's request id: a replayed placement finds the bet it made (unique per player). */
    requestId: text("request_id").notNull(),
    currency: text("currency").notNull(),
    betType: text("bet_type").$type<"single" | "accumulator" | "system">().notNull(),
    /** The named system (trixie …), null for singles and accumulators. */
    systemName: text("system_name"),
    /** The bet's shape (@platform/sports BetShape): combination sizes and banker legs. */
    sizes: jsonb("sizes").$type<number[]>().notNull(),
    bankers: jsonb("bankers").$type<number[]>().notNull(),
    /** The unit stake as placed, and what still runs after partial cash-outs. */
    placedUnitStake: bigint("placed_unit_stake", { mode: "number" }).notNull(),
    unitStake: bigint("unit_stake", { mode: "number" }).notNull(),
    /** unit stake × combinations: what the bet call took. */
    totalStake: bigint("total_stake", { mode: "number" }).notNull(),
    priceChange: text("price_change").$type<"any" | "higher" | "ask">().notNull(),
    bookingCode: text("booking_code"),
    state: text("state").$type<SportsBetState>().notNull(),
    /** Why the book or the wallet refused it. */
    refusal: text("refusal"),
    /** Bumped by every change of state or stake: the arbiter of concurrent deciders. */
    version: integer("version").notNull().default(0),
    /** The decided payout (return + bonus, capped), once resulted; null while open. */
    payout: bigint("payout", { mode: "number" }),
    bonus: bigint("bonus", { mode: "number" }),
    /** Paid by cash-outs so far (partial ones, then a full one). */
    cashedOut: bigint("cashed_out", { mode: "number" }).notNull().default(0),
    /** Win calls queued so far: the next one is `<bet>-win-<n+1>`. */
    wins: integer("wins").notNull().default(0),
    /** Cash out by itself once the offer reaches this (minor units); null: no rule. */
    autoCashOutAt: bigint("auto_cash_out_at", { mode: "number" }),
    /** The wallet's balance after the last acknowledged call. */
    balance: bigint("balance", { mode: "number" }),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("sports_bets_request").on(table.operatorId, table.playerId, table.requestId),
    index("sports_bets_player").on(table.operatorId, table.playerId, table.placedAt),
    index("sports_bets_open").on(table.state).where(sql`${table.state} in ('open', 'resulted')`),
    check(
      "sports_bets_state",
      sql`${table.state} in ('placing', 'open', 'refused', 'rolled_back', 'resulted', 'settled', 'cashed_out')`,
    ),
    check(
      "sports_bets_stakes",
      sql`${table.unitStake} > 0 and ${table.unitStake} <= ${table.placedUnitStake} and ${table.totalStake} > 0`,
    ),
  ],
);

/** A bet's selections, with the price the player asked for and the one the bet took. */
export const sportsBetLegs = pgTable(
  "sports_bet_legs",
  {
    betId: uuid("bet_id")
      .notNull()
      .references(() => sportsBets.id),
    leg: smallint("leg").notNull(),
    eventId: text("event_id").notNull(),
    marketId: integer("market_id").notNull(),
    specifiers: text("specifiers").notNull(),
    outcomeId: text("outcome_id").notNull(),
    askedPriceMilli: integer("asked_price_milli").notNull(),
    acceptedPriceMilli: integer("accepted_price_milli").notNull(),
    /** Placed in play (held for the live delay). */
    live: boolean("live").notNull(),
    /** The result the bet was last settled on (a corrected result differs: the bet is resettled). */
    settledResult: text("settled_result").$type<"win" | "lose" | "void">(),
    settledVoidFactor: doublePrecision("settled_void_factor"),
    settledDeadHeatFactor: doublePrecision("settled_dead_heat_factor"),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.leg] }),
    index("sports_bet_legs_market").on(table.eventId, table.marketId, table.specifiers),
    check(
      "sports_bet_legs_prices",
      sql`${table.askedPriceMilli} >= 1000 and ${table.acceptedPriceMilli} >= 1000`,
    ),
  ],
);

/** A cash-out offer: good for one cash-out, of the bet as it was (its version), until it expires. */
export const sportsCashOutQuotes = pgTable(
  "sports_cash_out_quotes",
  {
    id: uuid("id").primaryKey(),
    betId: uuid("bet_id")
      .notNull()
      .references(() => sportsBets.id),
    betVersion: integer("bet_version").notNull(),
    /** The offer for the whole running unit stake. */
    offer: bigint("offer", { mode: "number" }).notNull(),
    fairValue: doublePrecision("fair_value").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("sports_cash_out_quotes_bet").on(table.betId)],
);

/** A shared slip: its selections (prices as they were), loaded with current prices. */
export const sportsBookingCodes = pgTable("sports_booking_codes", {
  code: text("code").primaryKey(),
  operatorId: text("operator_id")
    .notNull()
    .references(() => operators.id),
  selections: jsonb("selections")
    .$type<{ event_id: string; market_key: string; outcome_id: string; price_milli: number }[]>()
    .notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/**
 * An operator's sportsbook rules as it set them (`npm run games-operator -- sports rules`), over
 * the code's defaults and the env settings; and the site's maximum win per bet at the platform,
 * which caps the published and applied maximum payout (docs/decisions/046-sports-betting.md).
 */
export const sportsBettingRules = pgTable(
  "sports_betting_rules",
  {
    operatorId: text("operator_id")
      .primaryKey()
      .references(() => operators.id),
    /** contracts' sportsRulesOverrideSchema: only what the operator set. */
    rules: jsonb("rules").$type<SportsRulesOverride>().notNull().default({}),
    /** The platform's max_win_per_bet of the site, in minor units; null: not known here. */
    siteMaxWinPerBet: bigint("site_max_win_per_bet", { mode: "number" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      "sports_betting_rules_site_max",
      sql`${table.siteMaxWinPerBet} is null or ${table.siteMaxWinPerBet} > 0`,
    ),
  ],
);
