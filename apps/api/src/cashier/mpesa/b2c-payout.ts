import { z } from "zod";
import type { GatewayOutcome, GatewayPayment } from "../payment-gateway.ts";
import { GatewayRejectedError } from "../payment-gateway.ts";
import { callbackUrl } from "./callback-token.ts";
import { type DarajaClient, darajaFailure } from "./daraja-client.ts";
import { type DarajaResult, textParameter } from "./daraja-result.ts";
import { minorUnits } from "./mpesa-amount.ts";
import type { MpesaConfig } from "./mpesa-config.ts";

/*
 * Payouts by B2C. Our payment id is the OriginatorConversationID: Daraja echoes it in the
 * Result, refuses a second request with it (no double payout on a replay), and the transaction
 * status query finds the payout by it. It is therefore also the payment's providerRef.
 */

export interface PayoutContext {
  config: MpesaConfig;
  client: DarajaClient;
}

/** Accepted (the Result follows), refused for sure (nothing was paid), or unknown. */
export type B2cStart = { status: "accepted" } | { status: "refused"; reason: string } | { status: "unknown" };

const ackSchema = z.object({ ResponseCode: z.union([z.string(), z.number()]).transform(String) });

export async function sendB2cPayment(
  context: PayoutContext,
  payment: GatewayPayment,
  shillings: number,
  phone: string,
): Promise<B2cStart> {
  const { config, client } = context;
  try {
    await client.accessToken();
  } catch {
    // Nothing was sent without a token: the hold can be returned.
    return { status: "refused", reason: "M-Pesa could not be reached. Please try again later." };
  }
  let answer: Awaited<ReturnType<DarajaClient["post"]>>;
  try {
    answer = await client.post("/mpesa/b2c/v3/paymentrequest", {
      OriginatorConversationID: payment.id,
      InitiatorName: config.initiatorName,
      SecurityCredential: config.securityCredential,
      CommandID: "BusinessPayment",
      Amount: shillings,
      PartyA: config.b2cShortcode,
      PartyB: phone,
      Remarks: `Withdrawal ${payment.siteName}`.slice(0, 100),
      QueueTimeOutURL: callbackUrl(config, "b2c-timeout", payment.id),
      ResultURL: callbackUrl(config, "b2c-result", payment.id),
      Occasion: payment.siteCode.slice(0, 100),
    });
  } catch {
    // Lost on the way, or no answer in time: Daraja may have taken it.
    return { status: "unknown" };
  }
  const ack = ackSchema.safeParse(answer.body);
  if (answer.ok && ack.success && ack.data.ResponseCode === "0") return { status: "accepted" };
  const failure = darajaFailure("B2C payment", answer);
  // A 4xx (or a 2xx saying no) is Daraja's gateway refusing before M-Pesa saw the request;
  // a refused duplicate id means an earlier request with it may be paying.
  const refused =
    (answer.ok || (answer.status >= 400 && answer.status < 500)) && !/duplicate/i.test(failure.message);
  return refused
    ? { status: "refused", reason: `M-Pesa refused the payout: ${failure.description}.` }
    : { status: "unknown" };
}

/** A B2C Result for the payout its URL was issued for: paid (with amount and receipt) or failed. */
export function b2cResultOutcome(result: DarajaResult, paymentId: string): GatewayOutcome {
  if (result.originatorConversationId !== paymentId) {
    throw new GatewayRejectedError("B2C result names another payout");
  }
  if (result.resultCode !== "0") {
    return { status: "failed", reason: result.resultDesc || `M-Pesa could not pay (${result.resultCode}).` };
  }
  const amount = minorUnits(result.parameters.get("TransactionAmount"));
  const receipt = textParameter(result, "TransactionReceipt") ?? result.transactionId ?? undefined;
  return {
    status: "success",
    ...(amount === undefined ? {} : { amount }),
    ...(receipt ? { receipt } : {}),
  };
}
