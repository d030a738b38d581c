import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { sites } from "./sites.ts";
import { ledgerTransactions } from "./wallet.ts";

/*
 * The operator's own draw games (issue 10): draws created ahead by the scheduler, the cart a player
 * fills, the checkouts that buy it and the tickets they become. Money never lives here: every stake
 * and every win is a ledger transfer these rows point at.
 */

/**
 * One draw of one game on one site. Its server seed is generated and its SHA-256 published when the
 * draw is created, before any ticket is sold; the seed is revealed with the numbers.
 * Status: open (selling) → closed (sales over, numbers not yet drawn) → drawn (numbers fixed,
 * tickets being settled) → settled (every ticket paid or lost). An open draw whose sales have not
 * opened yet is shown to the public as upcoming (lotto/draw-view.ts).
 */
export const draws = pgTable(
  "draws",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    /** lucky5, lucky4, lucky3 or number (contracts DRAW_GAMES). */
    game: text("game").notNull(),
    /** The draw's number within its game on this site, from 1. */
    sequence: integer("sequence").notNull(),
    status: text("status").notNull().default("open"),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    drawAt: timestamp("draw_at", { withTimezone: true }).notNull(),
    /** Secret until the draw; hex. */
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    numbers: smallint("numbers").array(),
    drawnAt: timestamp("drawn_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One draw per game and time: a scheduler that runs twice creates nothing twice.
    uniqueIndex("draws_site_game_draw_at").on(table.siteId, table.game, table.drawAt),
    uniqueIndex("draws_site_game_sequence").on(table.siteId, table.game, table.sequence),
    index("draws_status_draw_at").on(table.status, table.drawAt),
    check("draws_status", sql`${table.status} in ('open', 'closed', 'drawn', 'settled')`),
    check("draws_game", sql`${table.game} in ('lucky5', 'lucky4', 'lucky3', 'number')`),
    check("draws_times", sql`${table.opensAt} <= ${table.closesAt} and ${table.closesAt} < ${table.drawAt}`),
  ],
);

/** A line of a logged-in player's cart (a visitor's cart lives in the browser until login). */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    drawId: bigint("draw_id", { mode: "number" })
      .notNull()
      .references(() => draws.id, { onDelete: "cascade" }),
    /** The selection as contracts' selectionSchema, checked when added. */
    selection: jsonb("selection").notNull(),
    lines: integer("lines").notNull(),
    stakePerLine: bigint("stake_per_line", { mode: "bigint" }).notNull(),
    /**
     * The player's consent, given when adding, to play the next draw of the game if this one
     * closes before checkout (lines added before the consent existed have none).
     */
    nextDrawIfClosed: boolean("next_draw_if_closed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("cart_lines_user").on(table.userId, table.id),
    check("cart_lines_positive", sql`${table.lines} > 0 and ${table.stakePerLine} > 0`),
  ],
);

/**
 * One checkout: the player's key makes a replay return this row instead of buying again. The
 * stakes of all its tickets are one database transaction.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    idempotencyKey: text("idempotency_key").notNull(),
    totalStake: bigint("total_stake", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    /**
     * The cart lines this checkout did not buy and why (contracts' checkoutLeftOutSchema), so a
     * replay answers them too.
     */
    leftOut: jsonb("left_out").notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("checkouts_user_key").on(table.userId, table.idempotencyKey)],
);

/**
 * A bought cart line. Settled once: open → won/lost (or void when its draw is cancelled), with the
 * ledger transfer of its stake and, if it won, of its payout.
 */
export const tickets = pgTable(
  "tickets",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    drawId: bigint("draw_id", { mode: "number" })
      .notNull()
      .references(() => draws.id, { onDelete: "restrict" }),
    checkoutId: bigint("checkout_id", { mode: "number" })
      .notNull()
      .references(() => checkouts.id, { onDelete: "restrict" }),
    game: text("game").notNull(),
    /** The draw its cart line was added for, when that draw closed before checkout and the line moved here. */
    movedFromDrawId: bigint("moved_from_draw_id", { mode: "number" }).references(() => draws.id, {
      onDelete: "restrict",
    }),
    selection: jsonb("selection").notNull(),
    lines: integer("lines").notNull(),
    stakePerLine: bigint("stake_per_line", { mode: "bigint" }).notNull(),
    totalStake: bigint("total_stake", { mode: "bigint" }).notNull(),
    /** Of total_stake, what came from cash and from promo credit. */
    stakeCash: bigint("stake_cash", { mode: "bigint" }).notNull(),
    stakePromo: bigint("stake_promo", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("open"),
    winningLines: integer("winning_lines").notNull().default(0),
    payout: bigint("payout", { mode: "bigint" }).notNull().default(sql`0`),
    stakeTransactionId: bigint("stake_transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: "restrict" }),
    payoutTransactionId: bigint("payout_transaction_id", { mode: "number" }).references(
      () => ledgerTransactions.id,
      { onDelete: "restrict" },
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    index("tickets_draw_status").on(table.drawId, table.status),
    // Settlement reads a draw's open tickets in id order, 1,000 at a time: without this each batch
    // sorted every open ticket left (100,000-ticket draws settled 5× slower than 10,000-ticket ones).
    index("tickets_open_by_draw").on(table.drawId, table.id).where(sql`${table.status} = 'open'`),
    index("tickets_user_created").on(table.userId, table.createdAt),
    check("tickets_status", sql`${table.status} in ('open', 'won', 'lost', 'void')`),
    check(
      "tickets_amounts",
      sql`${table.lines} > 0 and ${table.stakePerLine} > 0 and ${table.totalStake} = ${table.lines} * ${table.stakePerLine} and ${table.stakeCash} + ${table.stakePromo} = ${table.totalStake} and ${table.payout} >= 0`,
    ),
  ],
);
