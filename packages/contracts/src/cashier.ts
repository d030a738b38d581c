import { z } from "zod";
import { callingCodeSchema, otpSchema, phoneNumberSchema } from "./auth.ts";
import { amountSchema } from "./money-schema.ts";
import { moneyStringSchema } from "./wallet.ts";

/*
 * The cashier at the API edge (spec §7 gateways-deposit, gateways-withdraw, deposit, withdraw,
 * deposit-otp, banking, payment-gateway/deposit-guide/{id}): gateways, payments and their
 * outcomes (spec §4: canceled, failed, pending, success; review when the provider's report does not
 * match the request), payout recipients and deposit limits.
 */

export const GATEWAY_METHODS = ["card", "mobile_money", "bank"] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

export const gatewaySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  method: z.enum(GATEWAY_METHODS),
  /** The site's limits for this direction (settings deposit_min/max or withdraw_min/max). */
  min: moneyStringSchema,
  max: moneyStringSchema,
  has_guide: z.boolean(),
});
export type Gateway = z.infer<typeof gatewaySchema>;
export const gatewaysResponseSchema = z.array(gatewaySchema);

export const depositGuideSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  steps: z.array(z.string()),
});

/**
 * `review`: the provider reported an outcome that does not match the request (amount, currency,
 * recipient); nothing is credited and a withdrawal's amount stays held until an operator resolves it.
 */
export const PAYMENT_STATUSES = ["pending", "review", "success", "failed", "canceled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the player does next for a pending payment. */
export const nextActionSchema = z.discriminatedUnion("type", [
  /** Open the gateway's hosted payment page (card details never touch the operator). */
  z.object({ type: z.literal("redirect"), url: z.string() }),
  /** Enter the code the gateway sent to the phone (mobile money); api/user/deposit-otp. */
  z.object({
    type: z.literal("otp"),
    sent_to: z.string(),
    digits: z.number().int(),
    expires_in: z.number().int(),
  }),
  /** Confirm on the phone (an STK push) or wait for the gateway; the status page polls. */
  z.object({ type: z.literal("wait"), message: z.string() }),
  /** Nothing left to do. */
  z.object({ type: z.literal("none") }),
]);
export type NextAction = z.infer<typeof nextActionSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  direction: z.enum(["deposit", "withdrawal"]),
  status: z.enum(PAYMENT_STATUSES),
  amount: moneyStringSchema,
  currency: z.string(),
  gateway: z.object({ id: z.number().int(), name: z.string(), method: z.enum(GATEWAY_METHODS) }),
  next_action: nextActionSchema,
  /** Where a withdrawal goes, masked ("Equity Bank ••••4321"). */
  recipient: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Spec §5 amount, the gateway, and for mobile money the number to push the payment to. */
export const depositRequestSchema = z.object({
  amount: amountSchema,
  gateway_id: z.coerce.number().int().positive("Please choose a payment method"),
  phone_number: phoneNumberSchema.optional(),
  calling_code: callingCodeSchema.optional(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const depositOtpRequestSchema = z.object({ payment_id: z.uuid(), otp: otpSchema });

export const RECIPIENT_METHODS = ["bank", "mobile_money"] as const;

/** A new place to send withdrawals to. */
export const newRecipientSchema = z.object({
  method: z.enum(RECIPIENT_METHODS),
  /** Bank code (bank transfers). */
  bank_code: z.string().max(20).optional(),
  /** Account number, or the national phone number for mobile money. */
  account_number: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, "Please enter a valid account or phone number"),
  account_name: z.string().trim().min(2, "Please enter the account holder's name").max(100),
});
export type NewRecipient = z.infer<typeof newRecipientSchema>;

export const recipientSchema = z.object({
  id: z.string(),
  method: z.enum(RECIPIENT_METHODS),
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  /** Masked: only the last four digits. */
  account_number: z.string(),
  account_name: z.string(),
  created_at: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const bankSchema = z.object({ code: z.string(), name: z.string() });
export const bankingResponseSchema = z.object({
  recipients: z.array(recipientSchema),
  banks: z.array(bankSchema),
});
export type BankingResponse = z.infer<typeof bankingResponseSchema>;

/** Spec §5 amount; a saved recipient, or a new one (saved with save_recipient). */
export const withdrawRequestSchema = z
  .object({
    amount: amountSchema,
    gateway_id: z.coerce.number().int().positive("Please choose a payout method"),
    recipient_id: z.uuid().optional(),
    recipient: newRecipientSchema.optional(),
    save_recipient: z.boolean().optional(),
    /**
     * The player confirms that this withdrawal forfeits their active bonus (docs/decisions/028):
     * without it, a withdrawal while a bonus with wagering is active is refused with a 409.
     */
    forfeit_bonus: z.boolean().optional(),
  })
  .refine((value) => Boolean(value.recipient_id) !== Boolean(value.recipient), {
    message: "Please choose a saved recipient or enter a new one",
    path: ["recipient_id"],
  });
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const DEPOSIT_LIMIT_PERIODS = ["day", "week", "month"] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

export const depositLimitSchema = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  /** The limit in force; null: none. */
  amount: moneyStringSchema.nullable(),
  /** A raise waiting its 24 hours, and when it applies. */
  pending_amount: moneyStringSchema.nullable(),
  pending_from: z.string().nullable(),
  /** Deposited within the period so far (success and pending deposits). */
  used: moneyStringSchema,
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;
export const depositLimitsResponseSchema = z.array(depositLimitSchema);

/** Each period: an amount, or null to remove the limit; a period left out stays as it is. */
export const setDepositLimitsRequestSchema = z.object({
  day: amountSchema.nullable().optional(),
  week: amountSchema.nullable().optional(),
  month: amountSchema.nullable().optional(),
});
