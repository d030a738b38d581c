import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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
import { gameSessions } from "./play.ts";

/*
 * Crash (docs/decisions/040-crash.md): a chain of SHA-256 hashes consumed in reverse, its rounds
 * and their bets. The database, not only the code, refuses a double cash-out and a cash-out outside
 * its round's run: the conditional updates below are backed by CHECKs, a unique index on a
 * player's bet slots, and a trigger (crash_bets_cash_out_guard, written in the migration) that
 * compares every cash-out with its round's start, crash time and crash point.
 */

/**
 * A chain: its secret seed is kept as the checkpoint at position `length`, and every
 * `checkpoint_every`-th position below it, so any round's hash is at most that many SHA-256s away.
 * The terminating hash (position 0) is published once the chain is made; the salt is fixed later.
 */
export const crashChains = pgTable(
  "crash_chains",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    length: integer("length").notNull(),
    checkpointEvery: integer("checkpoint_every").notNull(),
    /** The round number that plays position 1 (a later chain continues the numbering). */
    firstRound: integer("first_round").notNull(),
    /** `generating` while the links are hashed (in slices, on the runner); `published` after. */
    state: text("state").$type<"generating" | "published">().notNull(),
    terminatingHash: text("terminating_hash"),
    /** Where the salt comes from, declared when the chain is published (a future block's hash …). */
    saltSource: text("salt_source").notNull(),
    /** Fixed once, after the terminating hash was published; no round is played before. */
    salt: text("salt"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    saltFixedAt: timestamp("salt_fixed_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "crash_chains_shape",
      sql`${table.length} > 0 and ${table.checkpointEvery} > 0 and ${table.firstRound} > 0`,
    ),
    check(
      "crash_chains_state",
      sql`(${table.state} = 'generating' and ${table.terminatingHash} is null and ${table.publishedAt} is null and ${table.salt} is null)
        or (${table.state} = 'published' and ${table.terminatingHash} is not null and ${table.publishedAt} is not null)`,
    ),
    check(
      "crash_chains_salt_after_publication",
      sql`(${table.salt} is null) = (${table.saltFixedAt} is null) and (${table.saltFixedAt} is null or ${table.saltFixedAt} >= ${table.publishedAt})`,
    ),
  ],
);

/** The seed (position = length) and every checkpoint below it: secrets, never served. */
export const crashChainCheckpoints = pgTable(
  "crash_chain_checkpoints",
  {
    chainId: integer("chain_id")
      .notNull()
      .references(() => crashChains.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.position] }),
    check("crash_chain_checkpoints_position", sql`${table.position} > 0`),
  ],
);

export const CRASH_ROUND_STATES = ["queued", "betting", "running", "crashed"] as const;
export type CrashRoundState = (typeof CRASH_ROUND_STATES)[number];

/**
 * A round: `queued` (takes bets while the round before runs), `betting` (until betting_ends_at),
 * `running` (from started_at; crash_at is fixed by the crash point at the start), `crashed`.
 * Its hash and crash point are written when it is made and served only once it has ended.
 */
export const crashRounds = pgTable(
  "crash_rounds",
  {
    /** The round's number. */
    id: integer("id").primaryKey(),
    chainId: integer("chain_id")
      .notNull()
      .references(() => crashChains.id),
    chainPosition: integer("chain_position").notNull(),
    hash: text("hash").notNull(),
    /** Hundredths (146 is 1.46×). */
    crashPoint: bigint("crash_point", { mode: "number" }).notNull(),
    state: text("state").$type<CrashRoundState>().notNull(),
    bettingEndsAt: timestamp("betting_ends_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** started_at + the time the curve takes to pass the crash point: no cash-out received at or after it. */
    crashAt: timestamp("crash_at", { withTimezone: true }),
    /** crash_at, or earlier for an interrupted round (its runner died: the takeover time). */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Every bet decided (lost bets marked after a short grace for cash-outs received before the crash). */
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /**
     * Set at the start, per operator: the multiplier at which its bets still in play are cashed out,
     * so that the round pays its players at most the operator's maximum profit (or the maximum multiplier).
     */
    cashOutCaps: jsonb("cash_out_caps").$type<Record<string, number>>(),
    interrupted: boolean("interrupted").notNull().default(false),
    maxProfitHit: boolean("max_profit_hit").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("crash_rounds_chain_position").on(table.chainId, table.chainPosition),
    // One round in each live state at a time: whoever runs the loop, it is one loop.
    uniqueIndex("crash_rounds_one_per_state").on(table.state).where(sql`${table.state} <> 'crashed'`),
    check("crash_rounds_crash_point", sql`${table.crashPoint} >= 100`),
    check(
      "crash_rounds_state",
      sql`(${table.state} = 'queued' and ${table.bettingEndsAt} is null and ${table.startedAt} is null)
        or (${table.state} = 'betting' and ${table.bettingEndsAt} is not null and ${table.startedAt} is null)
        or (${table.state} = 'running' and ${table.startedAt} is not null and ${table.crashAt} >= ${table.startedAt} and ${table.endedAt} is null)
        or (${table.state} = 'crashed' and ${table.startedAt} is not null and ${table.endedAt} >= ${table.startedAt} and ${table.endedAt} <= ${table.crashAt})`,
    ),
    check("crash_rounds_interrupted", sql`not ${table.interrupted} or ${table.state} = 'crashed'`),
  ],
);

export const CRASH_BET_STATES = ["placing", "active", "cashed_out", "lost", "refunded", "refused"] as const;
export type CrashBetState = (typeof CRASH_BET_STATES)[number];
export type CrashCashOutKind = "manual" | "auto" | "max_profit" | "max_multiplier";

/**
 * A bet: one seamless-wallet round at the platform (its id is the platform's round id), so each
 * bet has its own bet call and its own closing call (win, zero win or rollback). `placing`: its
 * bet call is out; `active`: confirmed, in play (or waiting for its round); then cashed out, lost,
 * refunded (cancelled, never confirmed in time, or its round interrupted) or refused by the wallet.
 */
export const crashBets = pgTable(
  "crash_bets",
  {
    id: uuid("id").primaryKey(),
    roundId: integer("round_id")
      .notNull()
      .references(() => crashRounds.id),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id),
    /** The platform's opaque player id, as its wallet answered it. */
    playerId: text("player_id").notNull(),
    sessionId: text("session_id")
      .notNull()
      .references(() => gameSessions.id),
    /** Two bets per player and round: slot 1 and slot 2. */
    slot: smallint("slot").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    /** Hundredths; cashed out there by the runner, connected or not. */
    autoCashOut: integer("auto_cash_out"),
    /** Set at the start: the most it may be cashed out at (the round's maximum profit, the maximum multiplier). */
    maxMultiplier: integer("max_multiplier"),
    state: text("state").$type<CrashBetState>().notNull(),
    cashOutMultiplier: integer("cash_out_multiplier"),
    cashOutKind: text("cash_out_kind").$type<CrashCashOutKind>(),
    /** The server's receipt time of a manual cash-out; the curve's time of the multiplier for the runner's. */
    cashedOutAt: timestamp("cashed_out_at", { withTimezone: true }),
    payout: bigint("payout", { mode: "bigint" }),
    refundReason: text("refund_reason").$type<"cancelled" | "unconfirmed" | "interrupted">(),
    /** The wallet's refusal code. */
    refusal: text("refusal"),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The closing call (win, zero win, rollback) reached the wallet. */
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** The player's balance as the wallet last answered for this bet. */
    balance: bigint("balance", { mode: "bigint" }),
  },
  (table) => [
    uniqueIndex("crash_bets_player_slot")
      .on(table.roundId, table.operatorId, table.playerId, table.slot)
      .where(sql`${table.state} in ('placing', 'active', 'cashed_out', 'lost')`),
    index("crash_bets_round_state").on(table.roundId, table.state),
    index("crash_bets_player").on(table.operatorId, table.playerId, table.placedAt),
    check("crash_bets_slot", sql`${table.slot} in (1, 2)`),
    check("crash_bets_amount", sql`${table.amount} > 0`),
    check(
      "crash_bets_state",
      sql`${table.state} in ('placing', 'active', 'cashed_out', 'lost', 'refunded', 'refused')`,
    ),
    check(
      "crash_bets_multipliers",
      sql`(${table.autoCashOut} is null or ${table.autoCashOut} >= 101) and (${table.maxMultiplier} is null or ${table.maxMultiplier} >= 101)`,
    ),
    check(
      "crash_bets_cash_out",
      sql`(${table.state} = 'cashed_out') = (${table.cashOutMultiplier} is not null and ${table.cashOutKind} is not null
        and ${table.cashedOutAt} is not null and ${table.payout} is not null)`,
    ),
    check(
      "crash_bets_payout",
      sql`${table.cashOutMultiplier} is null or (${table.cashOutMultiplier} >= 101
        and (${table.maxMultiplier} is null or ${table.cashOutMultiplier} <= ${table.maxMultiplier})
        and ${table.payout} = ${table.amount} * ${table.cashOutMultiplier} / 100
        and ${table.cashOutKind} in ('manual', 'auto', 'max_profit', 'max_multiplier'))`,
    ),
    check("crash_bets_refund", sql`(${table.state} = 'refunded') = (${table.refundReason} is not null)`),
    check("crash_bets_refusal", sql`(${table.state} = 'refused') = (${table.refusal} is not null)`),
  ],
);
