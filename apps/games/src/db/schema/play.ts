import type { SlotOutcome } from "@platform/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { games } from "./catalogue.ts";
import { operators } from "./operators.ts";

/*
 * Play: provably fair seed pairs, game sessions and rounds. A round is written before any money
 * moves, with its outcome already computed from the seeds, so whatever happens afterwards (a lost
 * answer, a crash) the round can be finished or undone exactly as it was.
 */

/**
 * A server seed committed by its SHA-256 and the player's client seed, per player (or fun session)
 * and game. The nonce counts the rounds played with the pair; rotating reveals the server seed.
 */
export const seedPairs = pgTable(
  "seed_pairs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id),
    /** `player:<platform user id>` in real play, `fun:<session id>` in fun play. */
    ownerKey: text("owner_key").notNull(),
    gameSlug: text("game_slug")
      .notNull()
      .references(() => games.slug),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    /** The nonce the next round takes. */
    nextNonce: integer("next_nonce").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Set when the player rotated away from the pair: its server seed may be shown from then on. */
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("seed_pairs_active")
      .on(table.operatorId, table.ownerKey, table.gameSlug)
      .where(sql`${table.revealedAt} is null`),
    check("seed_pairs_nonce", sql`${table.nextNonce} >= 0`),
  ],
);

export const gameSessions = pgTable(
  "game_sessions",
  {
    /** 256 random bits, base64url: unguessable. */
    id: text("id").primaryKey(),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id),
    gameSlug: text("game_slug")
      .notNull()
      .references(() => games.slug),
    mode: text("mode").notNull(),
    /** The platform's opaque player id (real play). */
    playerId: text("player_id"),
    /**
     * SHA-256 (hex) of the launch token (real play), never the token: each request carries the
     * token, which is checked against this and used for that request's wallet calls only.
     */
    tokenHash: text("token_hash"),
    currency: text("currency").notNull(),
    /** Fun play: the visitor's play money, moved only here. */
    funBalance: bigint("fun_balance", { mode: "bigint" }),
    /** Fun play: when the last paid spin started (real play is paced per player, below). */
    lastSpinAt: timestamp("last_spin_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("game_sessions_mode", sql`${table.mode} in ('real', 'fun')`),
    check(
      "game_sessions_real_or_fun",
      sql`(${table.mode} = 'real' and ${table.playerId} is not null and ${table.tokenHash} is not null and ${table.funBalance} is null)
        or (${table.mode} = 'fun' and ${table.playerId} is null and ${table.tokenHash} is null and ${table.funBalance} >= 0)`,
    ),
  ],
);

/**
 * One spin at a time per real-money player, across every game and session (RTS 14): the start of
 * the player's last paid spin, claimed by one conditional upsert, so of many parallel spins one wins.
 */
export const playerSpinStarts = pgTable(
  "player_spin_starts",
  {
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id),
    /** The platform's opaque player id, as its wallet answered it. */
    playerId: text("player_id").notNull(),
    lastSpinStartedAt: timestamp("last_spin_started_at", { withTimezone: true }).notNull(),
    /** The session that spun last: a refusal tells a double click from a spin in another tab. */
    lastSessionId: text("last_session_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.playerId] })],
);

/**
 * Internal round states. `betting`: the bet was sent and not yet answered; `paying`: the bet was
 * confirmed and the win is being delivered; `rolling_back`: the bet could not be confirmed and its
 * rollback is being delivered. The others are final.
 */
export const ROUND_STATES = [
  "betting",
  "paying",
  "rolling_back",
  "settled",
  "rolled_back",
  "refused",
] as const;
export type RoundState = (typeof ROUND_STATES)[number];

export const rounds = pgTable(
  "rounds",
  {
    id: uuid("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => gameSessions.id),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id),
    gameSlug: text("game_slug")
      .notNull()
      .references(() => games.slug),
    mode: text("mode").notNull(),
    playerId: text("player_id"),
    currency: text("currency").notNull(),
    bet: bigint("bet", { mode: "bigint" }).notNull(),
    win: bigint("win", { mode: "bigint" }).notNull(),
    status: text("status").$type<RoundState>().notNull(),
    seedPairId: uuid("seed_pair_id")
      .notNull()
      .references(() => seedPairs.id),
    nonce: integer("nonce").notNull(),
    /** The outcome exactly as it landed (game recall replays it). */
    outcome: jsonb("outcome").$type<SlotOutcome>().notNull(),
    /** The balance after the round as the wallet (or the fun purse) answered it. */
    balance: bigint("balance", { mode: "bigint" }),
    /** Why the bet was refused (a wallet error code). */
    refusal: text("refusal"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    unique("rounds_seed_nonce").on(table.seedPairId, table.nonce),
    check("rounds_amounts", sql`${table.bet} > 0 and ${table.win} >= 0`),
    check(
      "rounds_status",
      sql`${table.status} in ('betting', 'paying', 'rolling_back', 'settled', 'rolled_back', 'refused')`,
    ),
    index("rounds_unfinished")
      .on(table.createdAt)
      .where(sql`${table.status} in ('betting', 'paying', 'rolling_back')`),
    index("rounds_operator_created").on(table.operatorId, table.createdAt),
    index("rounds_session").on(table.sessionId, table.createdAt),
  ],
);
