import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { sites } from "./sites.ts";
import { ledgerTransactions } from "./wallet.ts";

/*
 * The platform's side of the seamless wallet (docs/decisions/018-seamless-wallet.md): every call
 * the aggregator made, and the rounds they add up to (what "my bets" lists). The aggregator's own
 * tables live in its own database; these hold only what the wallet was told.
 */

/** The first answer of a call, replayed as it was when the same transaction id comes again. */
export interface StoredWalletAnswer {
  statusCode: number;
  body: Record<string, unknown>;
}

/**
 * One money call (bet, win, rollback) per operator transaction id, applied at most once. A bet
 * rolled back before it arrived is a row too (status `blocked`, no body): the bet is refused when
 * it comes. `pending` exists only inside the call's own database transaction.
 */
export const gameTransactions = pgTable(
  "game_transactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    /** The aggregator's transaction id, unique per site (its operator). */
    transactionId: text("transaction_id").notNull(),
    /** bet, win or rollback. */
    kind: text("kind").notNull(),
    roundId: text("round_id").notNull(),
    game: text("game").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    currency: text("currency").notNull(),
    /** Minor units asked for; cash_amount + promo_amount is what moved (0 when nothing did). */
    amount: bigint("amount", { mode: "bigint" }).notNull().default(sql`0`),
    cashAmount: bigint("cash_amount", { mode: "bigint" }).notNull().default(sql`0`),
    promoAmount: bigint("promo_amount", { mode: "bigint" }).notNull().default(sql`0`),
    /** win, rollback: the bet they pay out or reverse. */
    referenceTransactionId: text("reference_transaction_id"),
    /**
     * bet: SHA-256 of the launch token it came with. Its win and rollback may carry that token
     * after the key that signed it changed (a restart of the demo, a rotated AUTH_SECRET).
     */
    tokenHash: text("token_hash"),
    /** SHA-256 of the call's business fields; another body under the same id is a duplicate. */
    requestHash: text("request_hash"),
    answer: jsonb("answer").$type<StoredWalletAnswer>(),
    ledgerTransactionId: bigint("ledger_transaction_id", { mode: "number" }).references(
      () => ledgerTransactions.id,
      { onDelete: "restrict" },
    ),
    /** applied, refused, rolled_back (a bet reversed later), blocked (rolled back before it came). */
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("game_transactions_site_transaction").on(table.siteId, table.transactionId),
    index("game_transactions_round").on(table.siteId, table.roundId),
    check("game_transactions_kind", sql`${table.kind} in ('bet', 'win', 'rollback')`),
    check(
      "game_transactions_status",
      sql`${table.status} in ('pending', 'applied', 'refused', 'rolled_back', 'blocked')`,
    ),
    check(
      "game_transactions_amounts",
      sql`${table.amount} >= 0 and ${table.cashAmount} >= 0 and ${table.promoAmount} >= 0`,
    ),
  ],
);

/**
 * A round as the player's bets show it, kept in the same database transaction as each money
 * call: what was staked (and from which balance), what it paid, where it stands.
 */
export const gameRounds = pgTable(
  "game_rounds",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    /** The aggregator's round id: the bet id of my bets and what game recall replays. */
    roundId: text("round_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    game: text("game").notNull(),
    gameName: text("game_name").notNull(),
    /** casino, sports, lotto: the tab of my bets. */
    product: text("product").notNull().default("casino"),
    currency: text("currency").notNull(),
    /** open, won, lost, cancelled (contracts BET_STATUSES). */
    status: text("status").notNull().default("open"),
    stake: bigint("stake", { mode: "bigint" }).notNull().default(sql`0`),
    stakeCash: bigint("stake_cash", { mode: "bigint" }).notNull().default(sql`0`),
    stakePromo: bigint("stake_promo", { mode: "bigint" }).notNull().default(sql`0`),
    /** Stakes given back by rollbacks. */
    refunded: bigint("refunded", { mode: "bigint" }).notNull().default(sql`0`),
    win: bigint("win", { mode: "bigint" }).notNull().default(sql`0`),
    winCash: bigint("win_cash", { mode: "bigint" }).notNull().default(sql`0`),
    winPromo: bigint("win_promo", { mode: "bigint" }).notNull().default(sql`0`),
    bets: integer("bets").notNull().default(0),
    rolledBack: integer("rolled_back").notNull().default(0),
    /** Win calls received, zero wins included: once there is one, the round is settled. */
    wins: integer("wins").notNull().default(0),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** A zero win or a win with round_closed came: the round takes no more wins. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("game_rounds_site_round").on(table.siteId, table.roundId),
    index("game_rounds_user").on(table.userId, table.placedAt.desc()),
    check("game_rounds_status", sql`${table.status} in ('open', 'won', 'lost', 'cancelled')`),
    check(
      "game_rounds_amounts",
      sql`${table.stake} = ${table.stakeCash} + ${table.stakePromo} and ${table.win} = ${table.winCash} + ${table.winPromo} and ${table.refunded} between 0 and ${table.stake}`,
    ),
  ],
);

/** The products whose wins the platform bounds: slots now, crash and sports when they arrive. */
export const GAME_PRODUCTS = ["slots", "crash", "sports"] as const;
export type GameProduct = (typeof GAME_PRODUCTS)[number];

/**
 * The games a site lets the aggregator stake on, each with its published maximum win in multiples
 * of the stake (docs/decisions/027-win-limits-and-bounds.md). A bet on a game not here is refused;
 * a round's wins may not pass its stakes × max_win_multiplier. A sync adds new games; only an
 * operator raises an existing game's multiplier.
 */
export const enabledGames = pgTable(
  "enabled_games",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    product: text("product").notNull(),
    /** The game's slug at the aggregator (the wallet calls' `game`). */
    game: text("game").notNull(),
    /** Exact decimal ("351.6"): a win is compared with stakes × this in integers. */
    maxWinMultiplier: numeric("max_win_multiplier", { precision: 14, scale: 4 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("enabled_games_site_game").on(table.siteId, table.game),
    check("enabled_games_product", sql`${table.product} in ('slots', 'crash', 'sports')`),
    check("enabled_games_multiplier", sql`${table.maxWinMultiplier} > 0`),
  ],
);
