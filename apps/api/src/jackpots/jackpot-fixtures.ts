import { and, eq, sql } from "drizzle-orm";
import { jackpotPools, ledgerAccounts, ledgerPostings } from "../db/schema.ts";
import { type Gambler, type GamesTestApp, newId } from "../test/games-fixtures.ts";
import { GAME, ok } from "../test/wallet-calls.ts";
import { createPool, type PoolRow, type PoolTerms } from "./pools.ts";

/** Helpers of the jackpot tests: pools opened on a test site, spins settled through the wallet. */

export const HOURLY: PoolTerms = {
  slug: "hourly",
  names: { en: "Hourly Drop", fr: "Jackpot de l'heure" },
  cadence: "hourly",
  contributionBps: 100,
  seedAmount: 50_000n,
  mustDropAmount: 250_000n,
  products: ["slots", "crash"],
  position: 1,
};

export const DAILY: PoolTerms = {
  slug: "daily",
  names: { en: "Daily Drop" },
  cadence: "daily",
  contributionBps: 50,
  seedAmount: 1_000_000n,
  mustDropAmount: 10_000_000n,
  products: ["slots", "crash"],
  position: 2,
};

export async function openPool(
  c: GamesTestApp,
  terms: PoolTerms,
  site = "games",
  firstPoint?: bigint,
): Promise<PoolRow> {
  return createPool(
    c.t.testDb.db,
    c.ledger,
    { id: await c.siteId(site), currency: "KES" },
    terms,
    c.time.clock(),
    firstPoint,
  );
}

export async function poolRow(c: GamesTestApp, slug: string, site = "games"): Promise<PoolRow> {
  const [pool] = await c.t.testDb.db
    .select()
    .from(jackpotPools)
    .where(and(eq(jackpotPools.siteId, await c.siteId(site)), eq(jackpotPools.slug, slug)));
  if (!pool) throw new Error(`no pool ${slug} on ${site}`);
  return pool;
}

/** The pool's ledger account: the sum of its postings (operator accounts keep no balance). */
export async function poolBooks(c: GamesTestApp, slug: string, site = "games"): Promise<bigint> {
  const [row] = await c.t.testDb.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerAccounts.siteId, await c.siteId(site)),
        eq(ledgerAccounts.kind, "jackpot_pool"),
        eq(ledgerAccounts.code, slug),
      ),
    );
  return BigInt(row?.sum ?? "0");
}

export interface Spin {
  bet: {
    token: string;
    transaction_id: string;
    round_id: string;
    game: string;
    amount: number;
    currency: string;
  };
  win: Record<string, unknown>;
}

/** The calls of one settled round: a bet and the win that closes it. */
export function spinBodies(g: Gambler, stake: number, win = 0, game = GAME): Spin {
  const bet = {
    token: g.token,
    transaction_id: newId("bet"),
    round_id: newId("round"),
    game,
    amount: stake,
    currency: "KES",
  };
  return {
    bet,
    win: {
      token: g.token,
      transaction_id: newId("win"),
      round_id: bet.round_id,
      game,
      amount: win,
      currency: "KES",
      reference_transaction_id: bet.transaction_id,
      round_closed: true,
    },
  };
}

/** A bet and its closing win, both answered; the win's answer (balances after). */
export async function spin(c: GamesTestApp, g: Gambler, stake: number, win = 0, site = "games", game = GAME) {
  const bodies = spinBodies(g, stake, win, game);
  ok(await c.wallet("bet", bodies.bet, site));
  return ok(await c.wallet("win", bodies.win, site));
}
