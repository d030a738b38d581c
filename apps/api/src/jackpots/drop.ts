import { formatAmount } from "@platform/contracts";
import { eq } from "drizzle-orm";
import { jackpotDrops, jackpotPools, notifications, users } from "../db/schema.ts";
import type { Tx } from "../games/game-store.ts";
import { type Split, shareWin } from "../games/stake-split.ts";
import type { SettledRound } from "../games/wallet-replies.ts";
import { formatMinor, siteCurrency } from "../wallet/amounts.ts";
import type { Ledger, Posting } from "../wallet/ledger.ts";
import { closeCycle, poolAccount } from "./pools.ts";
import { winNotice } from "./win-notice.ts";
import { maskedWinner } from "./winner-name.ts";

/** A pool's name in a language, else the site's default language's, else its slug. */
export function poolName(
  names: Record<string, string>,
  locale: string,
  fallback: string,
  slug: string,
): string {
  return names[locale] ?? names[fallback] ?? slug;
}

/**
 * Pays a dropped pool (its row is locked by this transaction and marked `dropping`): its whole
 * balance to the round's player, in the proportion the round was staked from cash and promo
 * credit (018's rule for wins, so a jackpot never turns promo credit into cash); keeps the drop
 * with its point and nonce revealed; opens the next cycle at its seed (none for a retired pool);
 * tells the winner.
 */
export async function payDrop(
  tx: Tx,
  ledger: Ledger,
  round: SettledRound,
  poolId: number,
  reason: "point" | "deadline",
): Promise<Split> {
  const { site, userId, now } = round;
  const [pool] = await tx.select().from(jackpotPools).where(eq(jackpotPools.id, poolId));
  const [winner] = await tx
    .select({ fullName: users.fullName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!pool || !winner) throw new Error(`jackpot pool ${poolId} or its winner ${userId} is missing`);
  const split = shareWin(pool.amount, { cash: round.stakeCash, promo: round.stakePromo });
  const postings: Posting[] = [{ account: poolAccount(pool.slug), amount: -pool.amount }];
  if (split.cash > 0n) postings.push({ account: { kind: "player_cash", userId }, amount: split.cash });
  if (split.promo > 0n) postings.push({ account: { kind: "player_promo", userId }, amount: split.promo });
  const win = await ledger.transfer(tx, {
    siteId: site.id,
    currency: pool.currency,
    idempotencyKey: `jackpot:${pool.slug}:${pool.cycle}:win`,
    kind: "jackpot_win",
    userId,
    reference: { pool: pool.slug, cycle: String(pool.cycle), round: round.roundId, game: round.game },
    postings,
  });
  await tx.insert(jackpotDrops).values({
    poolId: pool.id,
    siteId: site.id,
    cycle: pool.cycle,
    seedAmount: pool.seedAmount,
    mustDropAmount: pool.mustDropAmount,
    amount: pool.amount,
    contributions: pool.contributions,
    dropPoint: pool.dropPoint,
    nonce: pool.nonce,
    commitment: pool.commitment,
    reason,
    startedAt: pool.startedAt,
    deadline: pool.deadline,
    droppedAt: now,
    winnerUserId: userId,
    winnerName: maskedWinner(winner.fullName, userId),
    winningRoundId: round.roundId,
    winningGame: round.game,
    winCash: split.cash,
    winPromo: split.promo,
    seedTransactionId: pool.seedTransactionId,
    winTransactionId: win.transactionId,
  });
  await closeCycle(tx, ledger, pool, now);
  const { symbol, exponent } = siteCurrency(site);
  const name = poolName(pool.names, winner.locale, site.defaultLanguage, pool.slug);
  const notice = winNotice(
    winner.locale,
    name,
    formatAmount(formatMinor(site, pool.amount), symbol, exponent),
  );
  await tx.insert(notifications).values({ siteId: site.id, userId, category: "service", ...notice });
  return split;
}
