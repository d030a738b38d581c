import { and, desc, eq, gte } from "drizzle-orm";
import { payments } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor, siteCurrency } from "../wallet/amounts.ts";
import type { Executor } from "../wallet/ledger.ts";
import type { PromotionRow } from "./promotion-view.ts";

const DAY_MS = 86_400_000;
/** A deposit bonus is figured on a deposit made at most this long before the claim. */
export const QUALIFYING_DEPOSIT_DAYS = 7;

/**
 * What a deposit bonus is figured on (docs/decisions/023, 028): the player's latest successful
 * deposit of the last week of at least the minimum, counted only as far as their cash still holds
 * it. A deposit withdrawn (or on its way out) or staked away does not qualify; one partly spent
 * counts for what is left, which must still reach the minimum. `cash` is the player's cash balance,
 * locked by the caller so a withdrawal cannot take it out from under the claim.
 */
export async function qualifyingDeposit(
  tx: Executor,
  site: Site,
  promotion: PromotionRow,
  userId: string,
  cash: bigint,
  now: Date,
): Promise<bigint> {
  const since = new Date(now.getTime() - QUALIFYING_DEPOSIT_DAYS * DAY_MS);
  const [deposit] = await tx
    .select({ amount: payments.amount })
    .from(payments)
    .where(
      and(
        eq(payments.siteId, site.id),
        eq(payments.userId, userId),
        eq(payments.direction, "deposit"),
        eq(payments.status, "success"),
        gte(payments.completedAt, since),
        ...(promotion.minDeposit ? [gte(payments.amount, promotion.minDeposit)] : []),
      ),
    )
    // Two deposits completed in the same instant (a clock's resolution, a test's fixed clock): the
    // one credited last is the latest; ledger transaction ids grow with each transfer.
    .orderBy(desc(payments.completedAt), desc(payments.ledgerTransactionId))
    .limit(1);
  if (!deposit) {
    const minimum = promotion.minDeposit ?? 1n;
    const message = `Make a deposit of at least ${siteCurrency(site).symbol}${formatMinor(site, minimum)} to claim this bonus.`;
    throw new HttpError(400, message);
  }
  const held = deposit.amount < cash ? deposit.amount : cash;
  if (held <= 0n || (promotion.minDeposit !== null && held < promotion.minDeposit)) {
    throw new HttpError(
      400,
      "This bonus is paid on a deposit still in your balance: yours has been withdrawn or staked. Make a new deposit to claim it.",
    );
  }
  return held;
}
