import type { ReferralFriend, ReferralReason, ReferralReward, ReferralStatus } from "@platform/contracts";
import { currencyExponent, fromMinorUnits } from "@platform/contracts";
import type { referrals, users } from "../db/schema.ts";
import { nationalNumber } from "../users/phone.ts";
import { splitFullName } from "../users/user-view.ts";

type Referral = typeof referrals.$inferSelect;
type Friend = Pick<typeof users.$inferSelect, "fullName" | "phone" | "callingCode" | "email">;

const DOT = "•";

/** "Jane D.": enough for the referrer to recognise a friend, not to identify a stranger. */
export function maskName(fullName: string): string | null {
  const { first_name: first, last_name: last } = splitFullName(fullName);
  if (!first) return null;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** "07•••••78" for a phone, "j•••@example.com" for an email. */
export function maskContact(friend: Friend): string | null {
  if (friend.phone) {
    const national = nationalNumber(friend.phone, friend.callingCode);
    if (national.length <= 4) return DOT.repeat(national.length);
    return `${national.slice(0, 2)}${DOT.repeat(national.length - 4)}${national.slice(-2)}`;
  }
  if (friend.email) {
    const at = friend.email.lastIndexOf("@");
    return `${friend.email.charAt(0)}${DOT.repeat(3)}${friend.email.slice(at)}`;
  }
  return null;
}

function friendView(friend: Friend) {
  return { name: maskName(friend.fullName), contact: maskContact(friend) };
}

function amountOf(referral: Referral): string | null {
  if (referral.rewardAmount === null || !referral.currency) return null;
  return fromMinorUnits(referral.rewardAmount, currencyExponent(referral.currency));
}

export function toReward(referral: Referral, friend: Friend): ReferralReward {
  return {
    id: referral.id,
    friend: friendView(friend),
    status: referral.status as ReferralStatus,
    reason: (referral.reason as ReferralReason | null) ?? null,
    amount: amountOf(referral),
    credit: (referral.credit as "cash" | "promo" | null) ?? null,
    decided_at: referral.decidedAt?.toISOString() ?? null,
  };
}

export function toFriend(referral: Referral, friend: Friend): ReferralFriend {
  return {
    id: referral.id,
    friend: friendView(friend),
    joined_at: referral.createdAt.toISOString(),
    qualified: referral.status === "paid",
    status: referral.status as ReferralStatus,
  };
}
