import type { WithdrawalForfeit } from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import { promotionGrants, promotions } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor, siteCurrency } from "../wallet/amounts.ts";
import type { Executor, Ledger } from "../wallet/ledger.ts";
import { lockPlayerBalances } from "../wallet/player-balances.ts";
import { closeBonus } from "./bonus-settlement.ts";
import { expireIfDue, lockBonusForStake } from "./bonus-wagering.ts";
import { toProgress } from "./promotion-view.ts";

/*
 * The bonus terms of docs/decisions/028: a withdrawal while a bonus with wagering is active
 * forfeits the bonus. What is forfeited is all of the player's promo credit then (what is left of
 * the bonus and any winnings still in promo credit: one balance, not told apart), back to the
 * promotions account. So the qualifying deposit never leaves while its bonus is playable.
 */

/** The 409 a withdrawal gets while a bonus is active and the forfeit is not confirmed. */
export function forfeitNotConfirmed(site: Site, promo: bigint): HttpError {
  const amount = `${siteCurrency(site).symbol}${formatMinor(site, promo)}`;
  const message =
    `Withdrawing now forfeits your bonus: ${amount} of promo credit (what is left of the bonus and ` +
    "any winnings still in promo credit). Confirm the forfeit to withdraw, or complete the wagering first.";
  return new HttpError(409, message, [{ message, field: "forfeit_bonus" }]);
}

/**
 * In the withdrawal's own transaction, before its hold: refuses (409, nothing changed) while a
 * bonus is active unless `confirmed`; with it, forfeits the bonus, so the forfeit and the hold land
 * together or not at all. Once: the grant's row lock makes a concurrent withdrawal wait, then find
 * no active bonus. A bonus holding no promo credit any more ends without asking: nothing is lost.
 */
export async function forfeitBonusForWithdrawal(
  tx: Executor,
  ledger: Ledger,
  site: Site,
  request: { userId: string; paymentId: string; confirmed: boolean },
  now: Date,
): Promise<void> {
  const { code: currency } = siteCurrency(site);
  // docs/decisions/023's lock order: the grant, then the balances.
  const locked = await lockBonusForStake(tx, request.userId);
  const balances = await lockPlayerBalances(tx, ledger, site.id, currency, request.userId);
  const { grant, promoBalance } = await expireIfDue(tx, ledger, locked, balances.promo, now);
  if (!grant) {
    // A claim that committed while this request waited for the balances: not seen by the player.
    if (await hasActiveBonus(tx, request.userId)) throw forfeitNotConfirmed(site, promoBalance);
    return;
  }
  if (promoBalance > 0n && !request.confirmed) throw forfeitNotConfirmed(site, promoBalance);
  await closeBonus(tx, ledger, grant, "forfeited", promoBalance, now, {
    payment: request.paymentId,
    reason: "withdrawal",
  });
}

async function hasActiveBonus(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: promotionGrants.id })
    .from(promotionGrants)
    .where(and(eq(promotionGrants.userId, userId), eq(promotionGrants.state, "active")));
  return row !== undefined;
}

/**
 * What a withdrawal now would forfeit, for the withdraw page to say before the player confirms
 * (an expired bonus is forfeited on the way, as every read of the bonus does); null when nothing.
 */
export async function withdrawalForfeit(
  ledger: Ledger,
  site: Site,
  userId: string,
  locale: string | undefined,
  now: Date,
): Promise<WithdrawalForfeit> {
  return ledger.inTransaction(async (tx) => {
    const locked = await lockBonusForStake(tx, userId);
    const balances = await lockPlayerBalances(tx, ledger, site.id, siteCurrency(site).code, userId);
    const { grant, promoBalance: promo } = await expireIfDue(tx, ledger, locked, balances.promo, now);
    if (!grant || promo === 0n) return null;
    const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, grant.promotionId));
    if (!promotion) throw new Error(`promotion of grant ${grant.id} missing`);
    const progress = toProgress(site, grant, promotion, locale);
    return {
      title: progress.title,
      promo_credit: formatMinor(site, promo),
      wagered: progress.wagered,
      required: progress.required,
      expires_at: progress.expires_at,
    };
  });
}
