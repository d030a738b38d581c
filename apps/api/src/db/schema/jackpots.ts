import { MAX_WALLET_CALL_AMOUNT } from "@platform/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
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
 * Must-drop jackpots (docs/decisions/042-must-drop-jackpots.md). The money is on the ledger: one
 * `jackpot_pool` account per pool, whose balance is the open cycle's `amount`. The pool's row
 * carries its open cycle, so its lock is what puts a site's settled rounds in one order: a round
 * that waited behind the round that dropped the pool finds the next cycle on the same row.
 */

const RANGE_CHECK = (seed: unknown, mustDrop: unknown, point: unknown) =>
  sql`${point} > ${seed} and ${point} <= ${mustDrop}`;
/** The published commitment format: hex SHA-256 of the ASCII text `<drop point><nonce>`. */
const COMMITMENT_CHECK = (point: unknown, nonce: unknown, commitment: unknown) =>
  sql`${nonce} ~ '^[0-9a-f]{64}$' and ${commitment} = encode(sha256(convert_to(${point}::text || ${nonce}, 'UTF8')), 'hex')`;

/**
 * A pool: its published terms (fixed once created: a new pool replaces one whose terms change) and
 * its open cycle, from its seed to its drop point or deadline.
 */
export const jackpotPools = pgTable(
  "jackpot_pools",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    /** Names its ledger account (jackpot_pool:<slug>) and its page; unique per site. */
    slug: text("slug").notNull(),
    /** The pool's name by locale; the site's default language is the fallback. */
    names: jsonb("names").$type<Record<string, string>>().notNull(),
    /** hourly or daily: how long a cycle may run before its next qualifying round wins it. */
    cadence: text("cadence").notNull(),
    currency: text("currency").notNull(),
    /** The share of each qualifying stake the operator pays in, in 1/10,000 (100 = 1 %). */
    contributionBps: integer("contribution_bps").notNull(),
    seedAmount: bigint("seed_amount", { mode: "bigint" }).notNull(),
    /** The top of the published range: every cycle drops at or before it. */
    mustDropAmount: bigint("must_drop_amount", { mode: "bigint" }).notNull(),
    /** The game products whose rounds qualify (enabled_games.product). */
    products: text("products").array().notNull(),
    position: integer("position").notNull().default(0),

    // The open cycle.
    /** 1, 2, 3 …: the cycle now open. */
    cycle: integer("cycle").notNull().default(1),
    /**
     * open; `dropping` only inside the transaction that pays a drop and opens the next cycle;
     * `retired` once a retired pool's last cycle dropped (no next cycle opens).
     */
    state: text("state").notNull().default("open"),
    /**
     * Set once by the operator (`jackpots retire`): the pool takes no more contributions, its open
     * cycle still drops by its deadline rule, and no next cycle opens.
     */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    /** Σ stake × contribution_bps of the rounds counted this cycle: 1/10,000 minor units, exact. */
    shareUnits: bigint("share_units", { mode: "bigint" }).notNull().default(sql`0`),
    /** seed + share_units / 10,000 (whole minor units): the pool's balance. */
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** Rounds that contributed this cycle. */
    contributions: integer("contributions").notNull().default(0),
    /** Secret until the drop: the amount (minor units) whose reaching wins. */
    dropPoint: bigint("drop_point", { mode: "bigint" }).notNull(),
    /** 256 random bits as 64 lowercase hex digits, secret until the drop. */
    nonce: text("nonce").notNull(),
    /** Published from the cycle's start. */
    commitment: text("commitment").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** From then on the next qualifying round wins whatever the amount. */
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    seedTransactionId: bigint("seed_transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("jackpot_pools_site_slug").on(table.siteId, table.slug),
    check("jackpot_pools_slug", sql`${table.slug} ~ '^[a-z0-9-]{1,60}$'`),
    check("jackpot_pools_cadence", sql`${table.cadence} in ('hourly', 'daily')`),
    check("jackpot_pools_share", sql`${table.contributionBps} between 1 and 10000`),
    check(
      "jackpot_pools_terms",
      sql`${table.seedAmount} > 0 and ${table.mustDropAmount} > ${table.seedAmount} and ${table.mustDropAmount} <= ${sql.raw(String(MAX_WALLET_CALL_AMOUNT))}`,
    ),
    check(
      "jackpot_pools_products",
      sql`cardinality(${table.products}) > 0 and ${table.products} <@ array['slots', 'crash', 'sports']`,
    ),
    check(
      "jackpot_pools_amount",
      sql`${table.shareUnits} >= 0 and ${table.amount} = ${table.seedAmount} + ${table.shareUnits} / 10000`,
    ),
    check("jackpot_pools_range", RANGE_CHECK(table.seedAmount, table.mustDropAmount, table.dropPoint)),
    check("jackpot_pools_commitment", COMMITMENT_CHECK(table.dropPoint, table.nonce, table.commitment)),
    // An open cycle is below its point: the round that reaches it drops it in the same statement.
    check(
      "jackpot_pools_open",
      sql`(${table.state} = 'open' and ${table.amount} < ${table.dropPoint}) or ${table.state} in ('dropping', 'retired')`,
    ),
    check("jackpot_pools_retired", sql`${table.state} <> 'retired' or ${table.retiredAt} is not null`),
  ],
);

/** A cycle that dropped: what it paid whom, and its point and nonce revealed. Never changed. */
export const jackpotDrops = pgTable(
  "jackpot_drops",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    poolId: bigint("pool_id", { mode: "number" })
      .notNull()
      .references(() => jackpotPools.id, { onDelete: "restrict" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    cycle: integer("cycle").notNull(),
    seedAmount: bigint("seed_amount", { mode: "bigint" }).notNull(),
    mustDropAmount: bigint("must_drop_amount", { mode: "bigint" }).notNull(),
    /** The whole pool, paid to the winner. */
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    contributions: integer("contributions").notNull(),
    dropPoint: bigint("drop_point", { mode: "bigint" }).notNull(),
    nonce: text("nonce").notNull(),
    commitment: text("commitment").notNull(),
    /** point: the amount reached the drop point; deadline: the first qualifying round after it. */
    reason: text("reason").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    droppedAt: timestamp("dropped_at", { withTimezone: true }).notNull(),
    winnerUserId: uuid("winner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The winner as pages show them, masked when the drop was written. */
    winnerName: text("winner_name").notNull(),
    winningRoundId: text("winning_round_id").notNull(),
    winningGame: text("winning_game").notNull(),
    /** How the win was credited: in the proportion the winning round was staked. */
    winCash: bigint("win_cash", { mode: "bigint" }).notNull(),
    winPromo: bigint("win_promo", { mode: "bigint" }).notNull(),
    seedTransactionId: bigint("seed_transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: "restrict" }),
    winTransactionId: bigint("win_transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: "restrict" }),
  },
  (table) => [
    uniqueIndex("jackpot_drops_pool_cycle").on(table.poolId, table.cycle),
    index("jackpot_drops_winner").on(table.winnerUserId),
    check("jackpot_drops_reason", sql`${table.reason} in ('point', 'deadline')`),
    check("jackpot_drops_range", RANGE_CHECK(table.seedAmount, table.mustDropAmount, table.dropPoint)),
    check("jackpot_drops_commitment", COMMITMENT_CHECK(table.dropPoint, table.nonce, table.commitment)),
    check(
      "jackpot_drops_paid",
      sql`${table.amount} >= ${table.seedAmount} and ${table.winCash} >= 0 and ${table.winPromo} >= 0 and ${table.winCash} + ${table.winPromo} = ${table.amount}`,
    ),
    check(
      "jackpot_drops_reached",
      sql`(${table.reason} = 'point') = (${table.amount} >= ${table.dropPoint})`,
    ),
  ],
);
