import { z } from "zod";
import type { Clock } from "../../security/clock.ts";
import type { GatewayOutcome, GatewayPayment } from "../payment-gateway.ts";
import { GatewayRejectedError } from "../payment-gateway.ts";
import { callbackUrl } from "./callback-token.ts";
import { type DarajaClient, darajaFailure, errorCodeOf } from "./daraja-client.ts";
import { parseJson } from "./daraja-result.ts";
import { minorUnits } from "./mpesa-amount.ts";
import type { MpesaConfig } from "./mpesa-config.ts";
import { darajaTimestamp, stkPassword } from "./stk-password.ts";

/*
 * M-Pesa Express (STK push): the player's phone asks for the PIN; the outcome arrives at the
 * callback and, because callbacks are not signed, is always confirmed by the STK query.
 */

export interface StkContext {
  config: MpesaConfig;
  client: DarajaClient;
  clock: Clock;
}

/** What a paid callback reported, kept until the status query confirms it. */
export interface StkCallbackResult {
  checkoutRequestId: string;
  resultCode: string;
  amount?: bigint;
  receipt?: string;
}

const code = z.union([z.string(), z.number()]).transform(String);

const stkAckSchema = z.object({
  MerchantRequestID: z.string().optional(),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: code,
});

const stkQueryAnswerSchema = z.object({ ResultCode: code.optional(), ResultDesc: z.string().optional() });

const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().optional(),
      CheckoutRequestID: z.string().min(1),
      ResultCode: code,
      ResultDesc: z.string().optional(),
      CallbackMetadata: z
        .object({
          Item: z.array(z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() })),
        })
        .optional(),
    }),
  }),
});

/** Daraja's "The transaction is being processed" to a query made before the player answered. */
const STILL_PROCESSING = "500.001.1001";

/** Sends the push; returns the CheckoutRequestID. Throws when Daraja does not accept it. */
export async function sendStkPush(
  context: StkContext,
  payment: GatewayPayment,
  shillings: number,
  phone: string,
): Promise<string> {
  const { config } = context;
  const timestamp = darajaTimestamp(context.clock());
  const answer = await context.client.post("/mpesa/stkpush/v1/processrequest", {
    BusinessShortCode: config.shortcode,
    Password: stkPassword(config.shortcode, config.passkey, timestamp),
    Timestamp: timestamp,
    TransactionType: "CustomerPayBillOnline",
    Amount: shillings,
    PartyA: phone,
    PartyB: config.shortcode,
    PhoneNumber: phone,
    CallBackURL: callbackUrl(config, "stk", payment.id),
    AccountReference: accountReference(payment.siteCode),
    TransactionDesc: "Deposit",
  });
  const ack = stkAckSchema.safeParse(answer.body);
  if (!answer.ok || !ack.success || ack.data.ResponseCode !== "0") throw darajaFailure("STK push", answer);
  return ack.data.CheckoutRequestID;
}

/** Asks Daraja where a push stands (STK query); throws when it could not say. */
export async function queryStkPush(context: StkContext, checkoutRequestId: string): Promise<GatewayOutcome> {
  const { config } = context;
  const timestamp = darajaTimestamp(context.clock());
  const answer = await context.client.post("/mpesa/stkpushquery/v1/query", {
    BusinessShortCode: config.shortcode,
    Password: stkPassword(config.shortcode, config.passkey, timestamp),
    Timestamp: timestamp,
    CheckoutRequestID: checkoutRequestId,
  });
  if (errorCodeOf(answer.body) === STILL_PROCESSING) return { status: "pending" };
  const parsed = stkQueryAnswerSchema.safeParse(answer.body);
  if (!answer.ok || !parsed.success) throw darajaFailure("STK query", answer);
  if (parsed.data.ResultCode === undefined) return { status: "pending" };
  return stkOutcome(parsed.data.ResultCode, parsed.data.ResultDesc);
}

/** The STK result codes Daraja documents; any other non-zero code is a failure in its words. */
export function stkOutcome(resultCode: string, description?: string): GatewayOutcome {
  switch (resultCode) {
    case "0":
      return { status: "success" };
    case "1032":
      return { status: "canceled", reason: "The payment was cancelled on the phone." };
    case "1037":
      return { status: "failed", reason: "The phone could not be reached. Please try again." };
    case "1":
      return { status: "failed", reason: "The M-Pesa balance is not enough for this payment." };
    // "The transaction is still under processing": asked too early.
    case "4999":
      return { status: "pending" };
    default:
      return {
        status: "failed",
        reason: description?.trim() || `M-Pesa declined the payment (${resultCode}).`,
      };
  }
}

/** Reads a Body.stkCallback; GatewayRejectedError when it is not one. */
export function parseStkCallback(body: Buffer): StkCallbackResult {
  const parsed = stkCallbackSchema.safeParse(parseJson(body));
  if (!parsed.success) throw new GatewayRejectedError("not an STK callback");
  const callback = parsed.data.Body.stkCallback;
  const items = new Map((callback.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]));
  const amount = minorUnits(items.get("Amount"));
  const receipt = items.get("MpesaReceiptNumber");
  return {
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: callback.ResultCode,
    ...(amount === undefined ? {} : { amount }),
    ...(typeof receipt === "string" && receipt ? { receipt } : {}),
  };
}

/** Shown with the business name on the PIN prompt; Daraja takes at most 12 characters. */
function accountReference(siteCode: string): string {
  return (
    siteCode
      .replace(/[^A-Za-z0-9]/g, "")
      .slice(0, 12)
      .toUpperCase() || "DEPOSIT"
  );
}
