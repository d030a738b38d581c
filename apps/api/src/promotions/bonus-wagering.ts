import { and, eq } from "drizzle-orm";
import { promotionGrants } from "../db/schema.ts";
import type { Executor, Ledger } from "../wallet/ledger.ts";
import { settleBonus } from "./bonus-settlement.ts";
import type { GrantRow } from "./promotion-view.ts";

/*
 * The seamless wallet's bet path and the player's wagering bonus, in the bet's own transaction.
 * Lock order everywhere a bonus is touched: the grant row first, then the player's balances (in
 * account id order, as the ledger locks them), so a bet, a claim and an expiry never deadlock.
 */

/**
 * Before the stake is split: the player's active bonus, row-locked (one indexed lookup, nothing
 * for a player without one). An expired one is returned too: the caller forfeits it once the
 * balances are locked, before the stake may draw on that promo credit.
 */
export async function lockBonusForStake(tx: Executor, userId: string): Promise<GrantRow | null> {
  const [grant] = await tx
    .select()
    .from(promotionGrants)
    .where(and(eq(promotionGrants.userId, userId), eq(promotionGrants.state, "active")))
    .for("update");
  return grant ?? null;
}

/** An expired bonus is forfeited with the promo credit the caller has locked; null then. */
export async function expireIfDue(
  tx: Executor,
  ledger: Ledger,
  grant: GrantRow | null,
  promoBalance: bigint,
  now: Date,
): Promise<{ grant: GrantRow | null; promoBalance: bigint }> {
  if (!grant || grant.expiresAt > now) return { grant, promoBalance };
  const settled = await settleBonus(tx, ledger, grant, "forfeited", now, promoBalance);
  return { grant: null, promoBalance: promoBalance - (settled.settledAmount ?? 0n) };
}

/**
 * After the stake's transfer: the whole stake (cash and promo) counts towards the requirement;
 * reaching it converts the bonus's remaining promo credit to cash in this same transaction.
 */
export async function countStake(
  tx: Executor,
  ledger: Ledger,
  grant: GrantRow,
  stake: bigint,
  promoAfterStake: bigint,
  now: Date,
): Promise<void> {
  const wagered = grant.wagered + stake;
  if (wagered >= grant.wageringRequired)
    await settleBonus(tx, ledger, grant, "converted", now, promoAfterStake);
  await tx.update(promotionGrants).set({ wagered }).where(eq(promotionGrants.id, grant.id));
}
