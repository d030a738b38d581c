import { type ReferralReason, siteSettingsSchema } from "@platform/contracts";
import { and, count, eq, sql } from "drizzle-orm";
import type { payments } from "../db/schema.ts";
import { referralCodes, referrals, sites } from "../db/schema.ts";
import type { Executor, Ledger } from "../wallet/ledger.ts";
import { referralTiers, tierFor } from "./referral-rules.ts";
import { samePersonReason } from "./same-person.ts";

type Payment = typeof payments.$inferSelect;

async function settingsOf(tx: Executor, siteId: number) {
  const [row] = await tx
    .select({ name: sites.name, code: sites.siteCode, settings: sites.settings })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!row) throw new Error(`site ${siteId} missing`);
  const stored = typeof row.settings === "object" && row.settings !== null ? row.settings : {};
  return siteSettingsSchema.parse({ site: row.name, ...stored, site_code: row.code });
}

/**
 * Decides a referral at the friend's first successful deposit, inside the transaction that
 * credits that deposit: the reward lands with the deposit or not at all. The referral row moves
 * out of `pending` once (`FOR UPDATE ... status = 'pending'`), so a webhook delivered twice, or
 * fifty deposits of the friend succeeding together, decide it once; the ledger's idempotency key
 * (`referral:<id>`) backs that up.
 */
export async function rewardReferrer(
  tx: Executor,
  ledger: Ledger,
  deposit: Payment,
  now: Date,
): Promise<void> {
  const [referral] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.friendId, deposit.userId), eq(referrals.status, "pending")))
    .for("update");
  if (!referral) return;
  const settings = await settingsOf(tx, referral.siteId);
  const tier = tierFor(referralTiers(settings), deposit.amount);

  let reason: ReferralReason | null = null;
  const days = settings.referral_qualify_days;
  if (days > 0 && now.getTime() - referral.createdAt.getTime() > days * 86_400_000) reason = "too_late";
  else if (!tier) reason = "below_minimum";
  else {
    // The referrer's code row serialises their friends' rewards, so the limit holds under races.
    await tx
      .select({ userId: referralCodes.userId })
      .from(referralCodes)
      .where(eq(referralCodes.userId, referral.referrerId))
      .for("update");
    const [paid] = await tx
      .select({ n: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerId, referral.referrerId), eq(referrals.status, "paid")));
    if ((paid?.n ?? 0) >= settings.referral_max_rewards) reason = "limit_reached";
  }
  const withheld = reason ? null : await samePersonReason(tx, referral, deposit);

  const decided = {
    decidedAt: now,
    paymentId: deposit.id,
    currency: deposit.currency,
    rewardAmount: tier?.amount ?? null,
    credit: tier?.credit ?? null,
  };
  if (reason || withheld || !tier) {
    await tx
      .update(referrals)
      .set({ ...decided, status: reason ? "not_qualified" : "withheld", reason: reason ?? withheld })
      .where(and(eq(referrals.id, referral.id), eq(referrals.status, "pending")));
    return;
  }
  const { transactionId } = await ledger.transfer(tx, {
    siteId: referral.siteId,
    currency: deposit.currency,
    idempotencyKey: `referral:${referral.id}`,
    kind: "referral_reward",
    userId: referral.referrerId,
    reference: { referral: referral.id },
    postings: [
      { account: { kind: "promotions", code: "referrals" }, amount: -tier.amount },
      {
        account: {
          kind: tier.credit === "promo" ? "player_promo" : "player_cash",
          userId: referral.referrerId,
        },
        amount: tier.amount,
      },
    ],
  });
  await tx
    .update(referrals)
    .set({ ...decided, status: "paid", transactionId })
    .where(and(eq(referrals.id, referral.id), sql`${referrals.status} = 'pending'`));
}
