import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "./constants.ts";

/*
 * The player's wallet at the API edge (spec §3 balance, §7 overview, history, transactionType,
 * addVoucher, add-promotion-code). Amounts are decimal strings of the site currency ("12.50";
 * "1500" for a currency without minor units); inside the platform they are integer minor units.
 */

/** A signed decimal amount as the API writes it. */
export const moneyStringSchema = z.string().regex(/^-?\d+(\.\d{1,3})?$/);

/** Spec §3 balance: funds_total and promo_credit, "0.00" by default. */
export const overviewSchema = z.object({
  funds_total: moneyStringSchema,
  promo_credit: moneyStringSchema,
  /** What a withdrawal may take now: cash only, never promo credit. */
  withdrawable: moneyStringSchema,
  /** Withdrawals requested and not settled yet (already out of funds_total). */
  pending_withdrawals: moneyStringSchema,
  currency_code: z.string(),
  currency_symbol: z.string(),
  /** The header's badge: notifications the player has not read. */
  unread_notifications: z.number().int().optional(),
});
export type Overview = z.infer<typeof overviewSchema>;

/** Kinds of ledger movement a player sees in their history (transaction_description_id). */
export const TRANSACTION_TYPES = [
  "deposit",
  "withdrawal_hold",
  "withdrawal_post",
  "withdrawal_void",
  "voucher",
  "promotion_code",
  "promotion",
  "promotion_conversion",
  "promotion_forfeit",
  "referral_reward",
  "bet",
  "win",
  "rollback",
  "jackpot_win",
  "adjustment",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const transactionTypeSchema = z.object({ id: z.string(), name: z.string() });
export const transactionTypesResponseSchema = z.array(transactionTypeSchema);

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date");

/** Spec §7 GET api/user/history: transaction_description_id, page, game_id, date_from, date_to, per_page. */
export const historyQuerySchema = z.object({
  transaction_description_id: z.string().max(40).optional(),
  game_id: z.string().max(100).optional(),
  date_from: dateSchema.optional(),
  date_to: dateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const historyItemSchema = z.object({
  id: z.string(),
  /** The ledger transaction: one movement may touch cash and promo credit. */
  transaction_id: z.string(),
  type: z.string(),
  /** The type in the player's language. */
  description: z.string(),
  /** cash or promo: which balance moved. */
  balance: z.enum(["cash", "promo"]),
  /** Signed: a credit is positive. */
  amount: moneyStringSchema,
  balance_after: moneyStringSchema,
  game_id: z.string().nullable(),
  /** The payment, voucher or round the movement belongs to. */
  reference: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historyResponseSchema = z.object({
  items: z.array(historyItemSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const addVoucherRequestSchema = z.object({
  voucher: z.string().trim().min(4, "Please enter the voucher code").max(64),
});
export const addPromotionCodeRequestSchema = z.object({
  promotion_code: z.string().trim().min(2, "Please enter the promotion code").max(40),
});
/** What a voucher or promotion code credited, and the balances after it. */
export const creditResponseSchema = z.object({
  amount: moneyStringSchema,
  credited_to: z.enum(["cash", "promo"]),
  overview: overviewSchema,
});
export type CreditResponse = z.infer<typeof creditResponseSchema>;
