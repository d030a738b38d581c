import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { promotionGrants, retentionOffers } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Clock } from "../security/clock.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import { siteCurrency } from "../wallet/amounts.ts";
import type { Executor, Ledger } from "../wallet/ledger.ts";
import { lockPlayerBalances } from "../wallet/player-balances.ts";
import { BONUS_ACCOUNT } from "./bonus-settlement.ts";
import { expireIfDue, lockBonusForStake } from "./bonus-wagering.ts";
import type { GrantRow, PromotionRow } from "./promotion-view.ts";
import { qualifyingDeposit } from "./qualifying-deposit.ts";

export interface PromotionDeps {
  db: Database;
  ledger: Ledger;
  clock: Clock;
}

/** How the player came to the promotion: its page, a notification, or their retention offer. */
export type GrantSource = "claim" | "notification" | "retention_offer";

const DAY_MS = 86_400_000;
/** "New players only": an account younger than this. */
export const NEW_PLAYER_DAYS = 30;

/** Whether the player may have this promotion at all (not whether they already have it). */
export function eligibility(
  promotion: PromotionRow,
  user: Pick<UserRow, "createdAt">,
  now: Date,
): "ok" | "ended" | "not_eligible" {
  if (!promotion.active) return "ended";
  if (promotion.startsAt && promotion.startsAt > now) return "ended";
  if (promotion.endsAt && promotion.endsAt <= now) return "ended";
  if (
    promotion.eligibility === "new_players" &&
    now.getTime() - user.createdAt.getTime() > NEW_PLAYER_DAYS * DAY_MS
  ) {
    return "not_eligible";
  }
  return "ok";
}

/**
 * Grants a promotion to a player through the ledger (promotions account → their promo credit or
 * cash), once: the grant row (unique per promotion and player) is inserted before the money moves,
 * so a concurrent second claim waits on it and then finds it; the transfer's key repeats the same
 * pair. A targeted promotion needs an offer made to this player.
 */
export async function grantPromotion(
  deps: PromotionDeps,
  site: Site,
  user: UserRow,
  promotion: PromotionRow,
  source: GrantSource,
): Promise<GrantRow> {
  if (!site.settings.allow_promotion) throw new HttpError(403, "Promotions are not available on this site.");
  if (promotion.siteId !== site.id) throw new HttpError(404, "This promotion does not exist.");
  const now = deps.clock();
  const verdict = eligibility(promotion, user, now);
  if (verdict === "ended") throw new HttpError(400, "This promotion has ended.");
  if (verdict === "not_eligible") throw new HttpError(403, "This promotion is for new players only.");

  return deps.ledger.inTransaction(async (tx) => {
    if (promotion.audience === "targeted") await takeOffer(tx, promotion, user.id, now);
    // The grant, then the balances (docs/decisions/023's lock order): a withdrawal of the same
    // player waits for this claim, or this claim for it, and sees what the other did.
    const locked = await lockBonusForStake(tx, user.id);
    const balances = await lockPlayerBalances(tx, deps.ledger, site.id, siteCurrency(site).code, user.id);
    // A bonus past its expiry is forfeited first, so it does not hold up a new one.
    const { grant: current } = await expireIfDue(tx, deps.ledger, locked, balances.promo, now);
    const amount = await grantAmount(tx, site, promotion, user.id, balances.cash, now);
    const required = promotion.credit === "promo" ? amount * BigInt(promotion.wageringMultiplier) : 0n;
    if (required > 0n && current && current.promotionId !== promotion.id) throw bonusInProgress();
    const [grant] = await tx
      .insert(promotionGrants)
      .values({
        siteId: site.id,
        promotionId: promotion.id,
        userId: user.id,
        amount,
        credit: promotion.credit,
        currency: promotion.currency,
        wageringRequired: required,
        state: required > 0n ? "active" : "granted",
        source,
        expiresAt: new Date(now.getTime() + promotion.validDays * DAY_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (!grant) throw await whyNotInserted(tx, promotion, user.id);
    const { transactionId } = await deps.ledger.transfer(tx, {
      siteId: site.id,
      currency: promotion.currency,
      idempotencyKey: `promotion:${promotion.id}:${user.id}`,
      kind: "promotion",
      userId: user.id,
      reference: { promotion: promotion.slug, grant: grant.id },
      postings: [
        { account: BONUS_ACCOUNT, amount: -amount },
        {
          account: { kind: promotion.credit === "promo" ? "player_promo" : "player_cash", userId: user.id },
          amount,
        },
      ],
    });
    const [credited] = await tx
      .update(promotionGrants)
      .set({ grantTransactionId: transactionId })
      .where(eq(promotionGrants.id, grant.id))
      .returning();
    if (!credited) throw new Error(`grant ${grant.id} vanished`);
    return credited;
  });
}

function bonusInProgress(): HttpError {
  return new HttpError(409, "Finish or let expire your current bonus before taking another one.");
}

/** The grant row was not inserted: this promotion was taken before, or another bonus is running. */
async function whyNotInserted(tx: Executor, promotion: PromotionRow, userId: string): Promise<HttpError> {
  const [taken] = await tx
    .select({ id: promotionGrants.id })
    .from(promotionGrants)
    .where(and(eq(promotionGrants.promotionId, promotion.id), eq(promotionGrants.userId, userId)));
  return taken ? new HttpError(409, "You have already claimed this promotion.") : bonusInProgress();
}

/** A targeted promotion: only the player it was offered to, and the offer is marked taken. */
async function takeOffer(tx: Executor, promotion: PromotionRow, userId: string, now: Date): Promise<void> {
  const [offer] = await tx
    .select()
    .from(retentionOffers)
    .where(and(eq(retentionOffers.promotionId, promotion.id), eq(retentionOffers.userId, userId)))
    .for("update");
  if (!offer) throw new HttpError(404, "This offer does not exist.");
  if (offer.acceptedAt) throw new HttpError(409, "You have already claimed this promotion.");
  await tx.update(retentionOffers).set({ acceptedAt: now }).where(eq(retentionOffers.id, offer.id));
}

/**
 * A fixed amount, or the percent of the qualifying deposit (the latest of the last week, as far as
 * the player's cash still holds it), up to the cap. A fixed amount with a minimum deposit needs
 * such a deposit too.
 */
async function grantAmount(
  tx: Executor,
  site: Site,
  promotion: PromotionRow,
  userId: string,
  cash: bigint,
  now: Date,
): Promise<bigint> {
  const needsDeposit = promotion.percent !== null || promotion.minDeposit !== null;
  if (!needsDeposit && promotion.amount !== null) return promotion.amount;
  const deposit = await qualifyingDeposit(tx, site, promotion, userId, cash, now);
  if (promotion.amount !== null) return promotion.amount;
  const share = (deposit * BigInt(promotion.percent ?? 0)) / 100n;
  const cap = promotion.cap ?? share;
  if (share <= 0n) throw new HttpError(400, "This deposit is too small for this bonus.");
  return share < cap ? share : cap;
}
