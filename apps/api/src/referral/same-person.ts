import type { ReferralReason } from "@platform/contracts";
import { sql } from "drizzle-orm";
import type { payments, referrals } from "../db/schema.ts";
import type { Executor } from "../wallet/ledger.ts";

type Referral = typeof referrals.$inferSelect;
type Payment = typeof payments.$inferSelect;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Whether the friend looks like the referrer's own second account, judged at the first deposit
 * (docs/decisions/024-referral.md). "The referrer's side" is the referrer and every other friend
 * they referred, so one person's third and fourth accounts are caught too:
 * - same_device: a browser that logged in to the friend's account also logged in to an account
 *   of the referrer's side (the device cookie of trusted_devices);
 * - same_payment_instrument: the mobile-money number this deposit was paid from is the phone of
 *   an account of the referrer's side, or paid or received money for one of them; or the friend's
 *   own phone paid for one of them.
 * Card numbers never reach the platform (hosted pages), so cards are not compared.
 */
export async function samePersonReason(
  tx: Executor,
  referral: Referral,
  deposit: Payment,
): Promise<ReferralReason | null> {
  const side = sql`(
    select ${referral.referrerId}::uuid as id
    union
    select friend_id from referrals where referrer_id = ${referral.referrerId}::uuid and friend_id <> ${referral.friendId}::uuid
  )`;
  const device = rowsOf(
    await tx.execute(sql`
      select 1 from trusted_devices mine
      join trusted_devices theirs on theirs.token_hash = mine.token_hash
      where mine.user_id = ${referral.friendId}::uuid and theirs.user_id in ${side}
      limit 1`),
  );
  if (device.length > 0) return "same_device";

  const number = deposit.recipient?.phone ?? null;
  const instrument = rowsOf(
    await tx.execute(sql`
      with side_numbers as (
        select phone as number from users where id in ${side} and phone is not null
        union
        select recipient->>'phone' from payments
          where user_id in ${side} and direction = 'deposit' and recipient ? 'phone'
        union
        select account_number from payout_recipients
          where user_id in ${side} and method = 'mobile_money'
      ),
      friend_numbers as (
        select ${number}::text as number where ${number}::text is not null
        union
        select phone from users where id = ${referral.friendId}::uuid and phone is not null
      )
      select 1 from side_numbers join friend_numbers using (number) limit 1`),
  );
  return instrument.length > 0 ? "same_payment_instrument" : null;
}
