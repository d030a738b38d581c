import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "./constants.ts";
import { moneyStringSchema, overviewSchema } from "./wallet.ts";

/*
 * Promotions, the player's bonus and its wagering progress, retention offers and notifications
 * (spec §2 /promotions, §3 notification list, §7 notifications, accept-promotion, retention-offer).
 * Amounts are decimal strings of the site currency, as the wallet's are.
 */

export const PROMOTION_TYPES = ["welcome", "deposit_bonus", "free_credit", "retention"] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export const promotionSlugSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, "Not a promotion");

/** Where a player stands with a promotion. */
export const promotionPlayerStateSchema = z.enum([
  /** May claim it now. */
  "claimable",
  /** Already has it (any grant state). */
  "claimed",
  /** Not for this player: eligibility, or a targeted promotion without an offer. */
  "not_eligible",
]);

/** A grant's wagering progress: what was staked towards the requirement, and until when. */
export const bonusProgressSchema = z.object({
  grant_id: z.string(),
  promotion_slug: z.string(),
  title: z.string(),
  amount: moneyStringSchema,
  credited_to: z.enum(["cash", "promo"]),
  /** granted (nothing to wager), active, converted or forfeited. */
  state: z.enum(["granted", "active", "converted", "forfeited"]),
  wagered: moneyStringSchema,
  required: moneyStringSchema,
  /** 0–100, rounded down. */
  percent: z.number().int(),
  expires_at: z.string(),
  settled_amount: moneyStringSchema.nullable(),
});
export type BonusProgress = z.infer<typeof bonusProgressSchema>;

export const promotionSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  type: z.enum(PROMOTION_TYPES),
  title: z.string(),
  summary: z.string(),
  /** A path under the site: /promotions/art/<file>.svg. */
  image: z.string(),
  credited_to: z.enum(["cash", "promo"]),
  /** The fixed grant, or null for a percent of a deposit. */
  amount: moneyStringSchema.nullable(),
  percent: z.number().int().nullable(),
  cap: moneyStringSchema.nullable(),
  min_deposit: moneyStringSchema.nullable(),
  wagering_multiplier: z.number().int(),
  valid_days: z.number().int(),
  eligibility: z.enum(["all", "new_players"]),
  ends_at: z.string().nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionDetailSchema = promotionSummarySchema.extend({
  body: z.array(z.string()),
  terms: z.array(z.string()),
  /** For a logged-in player: may they claim it, and their bonus from it. */
  player: z
    .object({ state: promotionPlayerStateSchema, progress: bonusProgressSchema.nullable() })
    .nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionListSchema = z.array(promotionSummarySchema);

/** What a grant credited, and the balances after it. */
export const promotionGrantResponseSchema = z.object({
  amount: moneyStringSchema,
  credited_to: z.enum(["cash", "promo"]),
  progress: bonusProgressSchema,
  overview: overviewSchema,
});
export type PromotionGrantResponse = z.infer<typeof promotionGrantResponseSchema>;

/**
 * GET api/user/withdraw-forfeit: what a withdrawal now would forfeit (docs/decisions/028), shown
 * on the withdraw page before the player confirms; null when no bonus with wagering is active.
 */
export const withdrawalForfeitSchema = z
  .object({
    title: z.string(),
    /** All of the player's promo credit: what is left of the bonus and its winnings still in promo. */
    promo_credit: moneyStringSchema,
    wagered: moneyStringSchema,
    required: moneyStringSchema,
    expires_at: z.string(),
  })
  .nullable();
export type WithdrawalForfeit = z.infer<typeof withdrawalForfeitSchema>;

/** Spec §7 POST api/promotions/retention-offer. */
export const retentionOfferRequestSchema = z.object({ promotion_id: z.uuid("Not an offer") });

/** The offer page: the promotion offered to this player, and whether they took it. */
export const retentionOfferSchema = z.object({
  id: z.string(),
  promotion: promotionSummarySchema.extend({ body: z.array(z.string()), terms: z.array(z.string()) }),
  accepted_at: z.string().nullable(),
});
export type RetentionOffer = z.infer<typeof retentionOfferSchema>;

/** Spec §7 GET api/user/notifications: page and per_page (10 by default, spec §9). */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export const notificationSchema = z.object({
  id: z.string(),
  category: z.enum(["marketing", "service"]),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  /** The promotion it carries, and whether this player took it. */
  promotion: z
    .object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      image: z.string(),
      state: z.enum(["offered", "accepted", "expired"]),
    })
    .nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

/** Spec §7 POST api/user/accept-promotion, and marking one notification read. */
export const notifyIdRequestSchema = z.object({ notify_id: z.uuid("Not a notification") });

/** The overview page's extras beyond the balance: the bonus, open withdrawals, FICA status. */
export const overviewDetailsSchema = z.object({
  bonus: bonusProgressSchema.nullable(),
  open_withdrawals: z.array(z.object({ id: z.string(), amount: moneyStringSchema, created_at: z.string() })),
  approved_fica_status: z.boolean(),
});
export type OverviewDetails = z.infer<typeof overviewDetailsSchema>;
