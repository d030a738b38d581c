import { createHash, randomInt } from "node:crypto";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { promotionCodeRedemptions, promotionCodes, vouchers } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { AttemptLimiter } from "../security/attempt-limiter.ts";
import type { Clock } from "../security/clock.ts";
import type { Site } from "../sites/site-repository.ts";
import { siteCurrency } from "./amounts.ts";
import type { Ledger } from "./ledger.ts";

export type CreditTo = "cash" | "promo";

/** Wrong codes a player may try in an hour: vouchers are bearer secrets worth guessing. */
const GUESS_POLICY = { maxAttempts: 10, windowMs: 3_600_000, lockMs: 3_600_000 };
/** No 0/O, 1/I/L: codes are read off a scratch card or an SMS and typed on a phone. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function fail(message: string, field: string): HttpError {
  return new HttpError(400, message, [{ message, field }]);
}

/** Upper case without spaces or dashes: "abcd-efgh" and "ABCDEFGH" are one code. */
export function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

export function voucherHash(siteId: number, code: string): string {
  return createHash("sha256")
    .update(`${siteId}:${normalizeCode(code)}`)
    .digest("hex");
}

/** A new voucher code: 12 characters from ALPHABET, shown in groups of four. */
export function newVoucherCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

interface CreditDeps {
  db: Database;
  ledger: Ledger;
  limiter: AttemptLimiter;
  clock: Clock;
}

/**
 * Redeems a voucher: it credits once, to one player, however many try at once (the row moves
 * from unredeemed to redeemed in the same transaction as the credit).
 */
export async function redeemVoucher(
  deps: CreditDeps,
  site: Site,
  userId: string,
  code: string,
): Promise<{ amount: bigint; creditedTo: CreditTo }> {
  const budget = `voucher:${site.id}:${userId}`;
  const attempt = await deps.limiter.take(budget, GUESS_POLICY);
  if (!attempt.allowed) throw new HttpError(429, "Too many wrong codes. Please try again in an hour.");
  const now = deps.clock();
  const result = await deps.ledger.inTransaction(async (tx) => {
    const [voucher] = await tx
      .update(vouchers)
      .set({ redeemedBy: userId, redeemedAt: now })
      .where(
        and(
          eq(vouchers.siteId, site.id),
          eq(vouchers.codeHash, voucherHash(site.id, code)),
          isNull(vouchers.redeemedAt),
          or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, now)),
        ),
      )
      .returning();
    if (!voucher) return null;
    const creditedTo = voucher.credit as CreditTo;
    await deps.ledger.transfer(tx, {
      siteId: site.id,
      currency: voucher.currency,
      idempotencyKey: `voucher:${voucher.id}`,
      kind: "voucher",
      userId,
      reference: { voucher: voucher.codeHint },
      postings: [
        { account: { kind: "promotions", code: "vouchers" }, amount: -voucher.amount },
        {
          account: { kind: creditedTo === "promo" ? "player_promo" : "player_cash", userId },
          amount: voucher.amount,
        },
      ],
    });
    return { amount: voucher.amount, creditedTo };
  });
  if (result) {
    await deps.limiter.release(budget, GUESS_POLICY);
    return result;
  }
  const [known] = await deps.db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.siteId, site.id), eq(vouchers.codeHash, voucherHash(site.id, code))));
  if (!known) throw fail("This voucher code is not valid.", "voucher");
  if (known.redeemedAt) {
    throw fail(
      known.redeemedBy === userId
        ? "You have already used this voucher."
        : "This voucher has already been used.",
      "voucher",
    );
  }
  throw fail("This voucher has expired.", "voucher");
}

/** Redeems a promotion code: once per player, up to its total, until it expires. */
export async function redeemPromotionCode(
  deps: CreditDeps,
  site: Site,
  userId: string,
  code: string,
): Promise<{ amount: bigint; creditedTo: CreditTo }> {
  const budget = `promotion-code:${site.id}:${userId}`;
  const attempt = await deps.limiter.take(budget, GUESS_POLICY);
  if (!attempt.allowed) throw new HttpError(429, "Too many wrong codes. Please try again in an hour.");
  const now = deps.clock();
  const normalized = normalizeCode(code);
  const result = await deps.ledger.inTransaction(async (tx) => {
    const [promotion] = await tx
      .select()
      .from(promotionCodes)
      .where(and(eq(promotionCodes.siteId, site.id), eq(promotionCodes.code, normalized)))
      .for("update");
    if (!promotion) throw fail("This promotion code is not valid.", "promotion_code");
    if (promotion.expiresAt && promotion.expiresAt <= now)
      throw fail("This promotion code has expired.", "promotion_code");
    if (promotion.maxRedemptions !== null && promotion.redemptions >= promotion.maxRedemptions) {
      throw fail("This promotion code has been fully claimed.", "promotion_code");
    }
    const creditedTo = promotion.credit as CreditTo;
    const { transactionId } = await deps.ledger.transfer(tx, {
      siteId: site.id,
      currency: promotion.currency,
      idempotencyKey: `promotion-code:${promotion.id}:${userId}`,
      kind: "promotion_code",
      userId,
      reference: { promotion_code: promotion.code },
      postings: [
        { account: { kind: "promotions", code: "promotion-codes" }, amount: -promotion.amount },
        {
          account: { kind: creditedTo === "promo" ? "player_promo" : "player_cash", userId },
          amount: promotion.amount,
        },
      ],
    });
    const [claimed] = await tx
      .insert(promotionCodeRedemptions)
      .values({ codeId: promotion.id, userId, transactionId })
      .onConflictDoNothing()
      .returning();
    if (!claimed) throw fail("You have already used this promotion code.", "promotion_code");
    await tx
      .update(promotionCodes)
      .set({ redemptions: sql`${promotionCodes.redemptions} + 1` })
      .where(eq(promotionCodes.id, promotion.id));
    return { amount: promotion.amount, creditedTo };
  });
  await deps.limiter.release(budget, GUESS_POLICY);
  return result;
}

/** Creates `count` vouchers for the site; the codes are returned once and never stored. */
export async function createVouchers(
  db: Database,
  site: Site,
  spec: { amount: bigint; credit: CreditTo; count: number; expiresAt?: Date | null },
): Promise<string[]> {
  const codes = Array.from({ length: spec.count }, newVoucherCode);
  await db.insert(vouchers).values(
    codes.map((code) => ({
      siteId: site.id,
      codeHash: voucherHash(site.id, code),
      codeHint: code.slice(-4),
      amount: spec.amount,
      currency: siteCurrency(site).code,
      credit: spec.credit,
      expiresAt: spec.expiresAt ?? null,
    })),
  );
  return codes;
}
