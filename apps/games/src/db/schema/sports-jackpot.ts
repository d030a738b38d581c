import { sql } from "drizzle-orm";
import {
  bigint,
  check,
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
 * The 13-match sports jackpot (docs/decisions/050-sports-jackpot.md). A round is global (the same
 * 13 fixtures for every operator, one commitment, one draw for cancelled matches); its money is per
 * operator (a pool per round and operator, in the operator's currency), since operators' players
 * and currencies never share a pot. A ticket is one round at the platform's wallet: one bet call,
 * one closing win (0 when it won nothing).
 */

export type JackpotRoundStatus =
  /** On sale until `closes_at` (the first kick-off). */
  | "open"
  /** Sales closed, entropy fixed (or its drand round, fetched later): waiting for the 13 results. */
  | "closed"
  /** Results, tier amounts and rollover fixed; tickets being paid in batches. */
  | "settling"
  /** Every ticket's win queued, the seed revealed. */
  | "settled";

export interface JackpotTierRule {
  correct: number;
  /** Share of the pool, in basis points. */
  shareBp: number;
}

/** One match's result as the round settled it: the feed's outcome, or drawn for a cancelled match. */
export interface JackpotMatchResult {
  outcome: "1" | "2" | "3";
  drawn: boolean;
}

export const sportsJackpotRounds = pgTable(
  "sports_jackpot_rounds",
  {
    id: uuid("id").primaryKey(),
    /** 1, 2, 3 … as players call it ("jackpot 12"). */
    number: integer("number").notNull(),
    status: text("status").$type<JackpotRoundStatus>().notNull(),
    /** The 13 fixtures in the order of the coupon (kick-off, then id). */
    fixtureIds: jsonb("fixture_ids").$type<string[]>().notNull(),
    /** The first kick-off: no ticket from then on (moved earlier if a fixture is brought forward). */
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    /**
     * The published window: a fixture moved to kick off after this (the first kick-off at opening
     * plus the span), or postponed, is treated as cancelled and gets a drawn result.
     */
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }),
    /** Fixtures the round treats as cancelled by that rule (once listed, for good). */
    cancelledFixtureIds: jsonb("cancelled_fixture_ids").$type<string[]>().notNull().default([]),
    /** The published rules, fixed when the round opened. */
    poolShareBp: integer("pool_share_bp").notNull(),
    tiers: jsonb("tiers").$type<JackpotTierRule[]>().notNull(),
    maxLines: integer("max_lines").notNull(),
    /** SHA-256 of the server seed, published when the round opened; the seed at settlement. */
    commitment: text("commitment").notNull(),
    serverSeed: text("server_seed").notNull(),
    /**
     * drand quicknet's first round after the close, fixed by the close (null: `beacon=none`). Its
     * randomness is fetched and verified later; the entropy waits for it.
     */
    beaconRound: integer("beacon_round"),
    /** closeEntropy: close time, the recorded tickets' digest and the beacon (or `beacon=none`). */
    entropy: text("entropy"),
    /** Per fixture, the 1X2 probabilities at the close as weights of 2^32: a cancelled match's draw. */
    drawWeights: jsonb("draw_weights").$type<number[][]>(),
    results: jsonb("results").$type<JackpotMatchResult[]>(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("sports_jackpot_rounds_number").on(table.number),
    // One round on sale or waiting for results at a time: the rollover has one place to go.
    uniqueIndex("sports_jackpot_rounds_one_running").on(sql`(true)`).where(sql`${table.status} <> 'settled'`),
    check("sports_jackpot_rounds_status", sql`${table.status} in ('open', 'closed', 'settling', 'settled')`),
  ],
);

/** A round's money for one operator: pool_end = pool_in + sales_share − prizes_paid − rollover_out = 0. */
export const sportsJackpotPools = pgTable(
  "sports_jackpot_pools",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => sportsJackpotRounds.id),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id),
    currency: text("currency").notNull(),
    /** The previous round's rollover for this operator. */
    poolIn: bigint("pool_in", { mode: "number" }).notNull().default(0),
    /** Set at settlement: the accepted tickets' stakes, their published share, what was paid. */
    sales: bigint("sales", { mode: "number" }),
    salesShare: bigint("sales_share", { mode: "number" }),
    prizesPaid: bigint("prizes_paid", { mode: "number" }),
    rolloverOut: bigint("rollover_out", { mode: "number" }),
    /** Per tier: winning lines and the amount a line won. */
    tierResults: jsonb("tier_results").$type<{ correct: number; lines: number; perLine: number }[]>(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.operatorId] })],
);

export type JackpotTicketState = "placing" | "open" | "refused" | "rolled_back" | "settling" | "settled";

export const sportsJackpotTickets = pgTable(
  "sports_jackpot_tickets",
  {
    id: uuid("id").primaryKey(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => sportsJackpotRounds.id),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id),
    playerId: text("player_id").notNull(),
    sessionId: text("session_id").notNull(),
    requestId: text("request_id").notNull(),
    currency: text("currency").notNull(),
    /** Per fixture of the coupon, the outcome ids picked ("1", "2", "3"). */
    picks: jsonb("picks").$type<string[][]>().notNull(),
    lines: integer("lines").notNull(),
    linePrice: bigint("line_price", { mode: "number" }).notNull(),
    stake: bigint("stake", { mode: "number" }).notNull(),
    state: text("state").$type<JackpotTicketState>().notNull(),
    refusal: text("refusal"),
    /** The most correct picks of any of its lines, and its lines per number correct, once settled. */
    bestCorrect: smallint("best_correct"),
    linesByCorrect: jsonb("lines_by_correct").$type<Record<string, number>>(),
    payout: bigint("payout", { mode: "number" }),
    balance: bigint("balance", { mode: "number" }),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("sports_jackpot_tickets_request").on(table.operatorId, table.playerId, table.requestId),
    // Settlement pays a round's open tickets in keyset batches by id.
    index("sports_jackpot_tickets_round").on(table.roundId, table.state, table.id),
    index("sports_jackpot_tickets_player").on(table.operatorId, table.playerId, table.placedAt),
    check(
      "sports_jackpot_tickets_state",
      sql`${table.state} in ('placing', 'open', 'refused', 'rolled_back', 'settling', 'settled')`,
    ),
  ],
);
