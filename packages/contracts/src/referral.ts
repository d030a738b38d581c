import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "./constants.ts";
import { moneyStringSchema } from "./wallet.ts";

/*
 * Bring-a-friend (spec §7 GET api/bring-a-friend/referral-code, rewards, referral-friend) and the
 * push-notification contact key (spec §6). Amounts are decimal strings of the site currency.
 * The rules behind them: docs/decisions/024-referral.md.
 */

/** A referral code as players type it: letters and digits, any case. */
export const referralCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,20}$/, "Please check the referral code: letters and digits only");

/** One reward tier of settings.referral_sport_rewards, as the player reads it. */
export const referralTierSchema = z.object({
  title: z.string(),
  amount: moneyStringSchema,
  credit: z.enum(["cash", "promo"]),
  /** The friend's first deposit must be at least this. */
  min_deposit: moneyStringSchema,
});
export type ReferralTier = z.infer<typeof referralTierSchema>;

export const referralRulesSchema = z.object({
  tiers: z.array(referralTierSchema),
  /** Days after registering within which the friend's first deposit counts; 0: no limit. */
  qualify_days: z.number().int(),
  /** Rewards one player can earn in all. */
  max_rewards: z.number().int(),
  currency_code: z.string(),
  currency_symbol: z.string(),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

export const referralCodeResponseSchema = z.object({
  code: z.string(),
  /** https://<site>/register?ref=<code> */
  link: z.string(),
  rules: referralRulesSchema,
});
export type ReferralCodeResponse = z.infer<typeof referralCodeResponseSchema>;

/**
 * Where a referred friend stands: waiting for a first deposit (pending), rewarded (paid), held
 * back because the friend looks like the referrer (withheld), or out (not_qualified: a first
 * deposit below the minimum, too late, or the referrer's reward limit reached).
 */
export const REFERRAL_STATUSES = ["pending", "paid", "withheld", "not_qualified"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Why a referral earned nothing; the web shows each in the player's language. */
export const REFERRAL_REASONS = [
  "same_device",
  "same_payment_instrument",
  "below_minimum",
  "too_late",
  "limit_reached",
] as const;
export type ReferralReason = (typeof REFERRAL_REASONS)[number];

const maskedFriendSchema = z.object({
  /** "Jane D." or null when the friend gave no name. */
  name: z.string().nullable(),
  /** "07•••••678" or a masked email: never the full contact. */
  contact: z.string().nullable(),
});

export const referralRewardSchema = z.object({
  id: z.string(),
  friend: maskedFriendSchema,
  status: z.enum(REFERRAL_STATUSES),
  reason: z.enum(REFERRAL_REASONS).nullable(),
  /** Paid or withheld amount; null while the friend has not deposited. */
  amount: moneyStringSchema.nullable(),
  credit: z.enum(["cash", "promo"]).nullable(),
  decided_at: z.string().nullable(),
});
export type ReferralReward = z.infer<typeof referralRewardSchema>;

export const referralRewardsResponseSchema = z.object({
  items: z.array(referralRewardSchema),
  totals: z.object({
    paid: moneyStringSchema,
    paid_count: z.number().int(),
    pending_count: z.number().int(),
    withheld_count: z.number().int(),
  }),
});
export type ReferralRewardsResponse = z.infer<typeof referralRewardsResponseSchema>;

export const referralFriendsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export const referralFriendSchema = z.object({
  id: z.string(),
  friend: maskedFriendSchema,
  joined_at: z.string(),
  qualified: z.boolean(),
  status: z.enum(REFERRAL_STATUSES),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

export const referralFriendsResponseSchema = z.object({
  items: z.array(referralFriendSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type ReferralFriendsResponse = z.infer<typeof referralFriendsResponseSchema>;

/** Spec §6: the opaque key the push-notification script knows the player by. */
export const contactKeyResponseSchema = z.object({ contact_key: z.string() });
