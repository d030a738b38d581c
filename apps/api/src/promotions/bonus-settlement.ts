import { and, eq, lte } from "drizzle-orm";
import { ledgerAccounts, promotionGrants } from "../db/schema.ts";
import type { Executor, Ledger } from "../wallet/ledger.ts";
import type { GrantRow } from "./promotion-view.ts";

/** The operator account bonuses are paid from and forfeited back to. */
export const BONUS_ACCOUNT = { kind: "promotions", code: "bonuses" } as const;

/**
 * The rule (docs/decisions/023): when a bonus settles, what it moves is the player's promo credit
 * up to the amount the bonus granted — a bonus never converts or takes back more than it gave, and
 * promo credit from vouchers or promotion codes beyond that stays as it is.
 */
function settleable(grant: GrantRow, promoBalance: bigint): bigint {
  return promoBalance < grant.amount ? promoBalance : grant.amount;
}

/** The player's promo credit, its row locked until the transaction ends. */
async function lockedPromo(tx: Executor, ledger: Ledger, grant: GrantRow): Promise<bigint> {
  const account = await ledger.accounts.resolve(tx, grant.siteId, grant.currency, {
    kind: "player_promo",
    userId: grant.userId,
  });
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account.id))
    .for("update");
  return row?.balance ?? 0n;
}

/**
 * Ends a bonus whose wagering was met (promo → cash) or whose time ran out (promo → back to the
 * promotions account). The caller holds the grant's row lock; the settle key makes a retry a no-op.
 * `promoBalance` is the promo credit when the caller already knows it under lock.
 */
export async function settleBonus(
  tx: Executor,
  ledger: Ledger,
  grant: GrantRow,
  outcome: "converted" | "forfeited",
  now: Date,
  promoBalance?: bigint,
): Promise<GrantRow> {
  const amount = settleable(grant, promoBalance ?? (await lockedPromo(tx, ledger, grant)));
  return closeBonus(tx, ledger, grant, outcome, amount, now);
}

/**
 * Moves `amount` of the player's promo credit (to their cash, or back to the promotions account)
 * under the grant's one settle key, and records the outcome on the grant (locked by the caller).
 */
export async function closeBonus(
  tx: Executor,
  ledger: Ledger,
  grant: GrantRow,
  outcome: "converted" | "forfeited",
  amount: bigint,
  now: Date,
  reference: Record<string, string> = {},
): Promise<GrantRow> {
  let transactionId: number | null = null;
  if (amount > 0n) {
    const player = { kind: "player_promo" as const, userId: grant.userId };
    const to =
      outcome === "converted" ? { kind: "player_cash" as const, userId: grant.userId } : BONUS_ACCOUNT;
    const result = await ledger.transfer(tx, {
      siteId: grant.siteId,
      currency: grant.currency,
      idempotencyKey: `promotion-grant:${grant.id}:settle`,
      kind: outcome === "converted" ? "promotion_conversion" : "promotion_forfeit",
      userId: grant.userId,
      reference: { grant: grant.id, ...reference },
      postings: [
        { account: player, amount: -amount },
        { account: to, amount },
      ],
    });
    transactionId = result.transactionId;
  }
  const [settled] = await tx
    .update(promotionGrants)
    .set({ state: outcome, settledAmount: amount, settledAt: now, settleTransactionId: transactionId })
    .where(eq(promotionGrants.id, grant.id))
    .returning();
  if (!settled) throw new Error(`grant ${grant.id} vanished while settling`);
  return settled;
}

/** The player's active bonus, row-locked; an expired one is forfeited first and null returned. */
export async function lockActiveBonus(
  tx: Executor,
  ledger: Ledger,
  userId: string,
  now: Date,
): Promise<GrantRow | null> {
  const [grant] = await tx
    .select()
    .from(promotionGrants)
    .where(and(eq(promotionGrants.userId, userId), eq(promotionGrants.state, "active")))
    .for("update");
  if (!grant) return null;
  if (grant.expiresAt <= now) {
    await settleBonus(tx, ledger, grant, "forfeited", now);
    return null;
  }
  return grant;
}

/**
 * The expiry job (`npm run operator -- promotions expire`, and lazily whenever a player's bonus is
 * read or staked on): forfeits every bonus past its expiry, each in its own transaction.
 */
export async function forfeitExpiredBonuses(ledger: Ledger, now: Date): Promise<number> {
  const due = await ledger.inTransaction((tx) =>
    tx
      .select({ userId: promotionGrants.userId })
      .from(promotionGrants)
      .where(and(eq(promotionGrants.state, "active"), lte(promotionGrants.expiresAt, now)))
      .orderBy(promotionGrants.expiresAt)
      .limit(1000),
  );
  let forfeited = 0;
  for (const { userId } of due) {
    forfeited += await ledger.inTransaction(async (tx) => {
      const [grant] = await tx
        .select()
        .from(promotionGrants)
        .where(and(eq(promotionGrants.userId, userId), eq(promotionGrants.state, "active")))
        .for("update");
      if (!grant || grant.expiresAt > now) return 0;
      await settleBonus(tx, ledger, grant, "forfeited", now);
      return 1;
    });
  }
  return forfeited;
}
