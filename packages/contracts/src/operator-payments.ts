import { z } from "zod";
import { moneyStringSchema } from "./wallet.ts";

/** A payment waiting for the operator: the provider reported something the request did not say. */
export const paymentReviewSchema = z.object({
  id: z.string(),
  direction: z.enum(["deposit", "withdrawal"]),
  user_id: z.string(),
  amount: moneyStringSchema,
  currency: z.string(),
  gateway_code: z.string(),
  provider_ref: z.string().nullable(),
  recipient: z.string().nullable(),
  /** What the provider reported that does not match. */
  review_reason: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentReview = z.infer<typeof paymentReviewSchema>;

/**
 * paid: the operator checked with the provider that the requested amount moved (a withdrawal's
 * hold is posted, a deposit credited); returned: it did not (the hold goes back to the player,
 * a deposit credits nothing).
 */
export const PAYMENT_RESOLUTIONS = ["paid", "returned"] as const;
export type PaymentResolution = (typeof PAYMENT_RESOLUTIONS)[number];

export const paymentResolveRequestSchema = z.object({ resolution: z.enum(PAYMENT_RESOLUTIONS) });

export const paymentResolvedSchema = z.object({
  id: z.string(),
  status: z.enum(["success", "failed"]),
});

export function isPaymentResolution(value: string): value is PaymentResolution {
  return (PAYMENT_RESOLUTIONS as readonly string[]).includes(value);
}
