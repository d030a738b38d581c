import { sql } from "drizzle-orm";
import type { Tx } from "../games/game-store.ts";
import type { Split } from "../games/stake-split.ts";
import type { SettledRound } from "../games/wallet-replies.ts";
import { siteCurrency } from "../wallet/amounts.ts";
import type { Ledger, Posting } from "../wallet/ledger.ts";
import { BalanceLimitError, InsufficientFundsError } from "../wallet/ledger-errors.ts";
import { payDrop } from "./drop.ts";
import { poolAccount } from "./pools.ts";

/** A pool a settled round counted towards, as the counting statement left it. */
interface Counted {
  id: number;
  slug: string;
  /** The pool's amount before and after this round's share (whole minor units). */
  before: bigint;
  after: bigint;
  /** Set when this round dropped the pool: it reached its point, or came after its deadline. */
  reason: "point" | "deadline" | null;
}

/**
 * Counts a settled round towards every pool of its site that its game's product qualifies for, in
 * one statement: the pools' rows are locked in id order (so two rounds never wait on each other
 * crosswise), each adds stake × its share in 1/10,000 of a minor unit, and the round whose share
 * takes a pool to its drop point — or the first after its deadline — is marked as its winner right
 * there. Under READ COMMITTED a round that waited behind a drop re-reads the row: it counts towards
 * the next cycle, which the dropping round opened on the same row. A retired pool takes no share:
 * it is only looked at once its deadline has passed, when the round wins what it holds.
 */
async function countRound(tx: Tx, round: SettledRound): Promise<Counted[]> {
  const { rows } = (await tx.execute(sql`
    with locked as (
      select id, slug, amount, seed_amount, drop_point, deadline, retired_at,
        share_units + case when retired_at is null then ${round.stake}::bigint * contribution_bps else 0 end as units
      from jackpot_pools
      where site_id = ${round.site.id} and ${round.product} = any(products) and state = 'open'
        and (retired_at is null or ${round.now.toISOString()}::timestamptz >= deadline)
      order by id
      for update
    ), counted as (
      select id, slug, amount as before, units, seed_amount + units / 10000 as after,
        retired_at is not null as retired,
        case when seed_amount + units / 10000 >= drop_point then 'point'
             when ${round.now.toISOString()}::timestamptz >= deadline then 'deadline' end as reason
      from locked
    )
    update jackpot_pools p
    set share_units = counted.units,
      amount = counted.after,
      contributions = p.contributions + case when counted.retired then 0 else 1 end,
      state = case when counted.reason is null then 'open' else 'dropping' end
    from counted
    where p.id = counted.id
    returning p.id, counted.slug, counted.before::text, counted.after::text, counted.reason`)) as unknown as {
    rows: { id: number | string; slug: string; before: string; after: string; reason: Counted["reason"] }[];
  };
  return rows
    .map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      before: BigInt(row.before),
      after: BigInt(row.after),
      reason: row.reason,
    }))
    .sort((a, b) => a.id - b.id);
}

/** The operator's jackpot_funding pays each pool its whole-unit share of the round, in one transfer. */
async function fund(tx: Tx, ledger: Ledger, round: SettledRound, counted: Counted[]): Promise<void> {
  const shares = counted.filter((pool) => pool.after > pool.before);
  if (shares.length === 0) return;
  const total = shares.reduce((sum, pool) => sum + (pool.after - pool.before), 0n);
  const postings: Posting[] = [
    { account: { kind: "jackpot_funding" }, amount: -total },
    ...shares.map((pool) => ({ account: poolAccount(pool.slug), amount: pool.after - pool.before })),
  ];
  await ledger.transfer(tx, {
    siteId: round.site.id,
    currency: siteCurrency(round.site).code,
    // A round settles once (its first win, under its row lock): one contribution per round.
    idempotencyKey: `jackpot:round:${round.roundId}`,
    kind: "jackpot_contribution",
    reference: { round: round.roundId, game: round.game },
    postings,
  });
}

/**
 * The jackpots' side of a settled round (docs/decisions/042): its share into each qualifying pool,
 * and, when it dropped one, the whole pool to its player and the pool's next cycle. `changed` is
 * told once the transaction committed (the live amounts).
 */
export async function contribute(
  tx: Tx,
  ledger: Ledger,
  round: SettledRound,
  changed: (site: SettledRound["site"]) => void,
): Promise<{ credit: Split; afterCommit(): void } | null> {
  if (round.stake <= 0n || !round.product) return null;
  const counted = await countRound(tx, round);
  if (counted.length === 0) return null;
  const credit: Split = { cash: 0n, promo: 0n };
  try {
    await fund(tx, ledger, round, counted);
    for (const pool of counted) {
      if (!pool.reason) continue;
      const paid = await payDrop(tx, ledger, round, pool.id, pool.reason);
      credit.cash += paid.cash;
      credit.promo += paid.promo;
    }
  } catch (error) {
    // A ledger refusal here (a winner's balance past MAX_BALANCE) would be taken for the win's
    // refusal, and the counting kept: the whole call must fail instead, and be retried.
    if (error instanceof BalanceLimitError || error instanceof InsufficientFundsError) {
      throw new Error(`jackpot: the ledger refused round ${round.roundId}'s movement`, { cause: error });
    }
    throw error;
  }
  return { credit, afterCommit: () => changed(round.site) };
}
