import { z } from "zod";
import type { Clock } from "../../security/clock.ts";
import type { GatewayOutcome, GatewayPayment } from "../payment-gateway.ts";
import { GatewayRejectedError } from "../payment-gateway.ts";
import type { PayoutContext } from "./b2c-payout.ts";
import { callbackUrl } from "./callback-token.ts";
import { darajaFailure } from "./daraja-client.ts";
import { type DarajaResult, textParameter } from "./daraja-result.ts";
import { minorUnits } from "./mpesa-amount.ts";

/*
 * Where a payout stands when its B2C Result never came (lost, or a queue timeout). Daraja's
 * transaction status query is asynchronous: the request is only acknowledged and the answer is
 * posted to a ResultURL, so queryStatus fires it and reports pending; the answer arrives at
 * /api/payments/mpesa/notify?kind=status-result and settles the payout like a B2C Result.
 */

const ackSchema = z.object({ ResponseCode: z.union([z.string(), z.number()]).transform(String) });

/** The reconcile job asks every ~20 s; Daraja is asked about one payout at most this often. */
export const PAYOUT_STATUS_INTERVAL_MS = 5 * 60_000;

/** Transaction status queries of payouts, at most one per payout per interval. */
export class PayoutStatusQueries {
  readonly #askedAt = new Map<string, number>();
  readonly #context: PayoutContext;
  readonly #clock: Clock;

  constructor(context: PayoutContext, clock: Clock) {
    this.#context = context;
    this.#clock = clock;
  }

  /** Fires the query unless one went out recently; its answer comes to the status ResultURL. */
  async ask(payment: GatewayPayment): Promise<void> {
    const now = this.#clock().getTime();
    for (const [id, at] of this.#askedAt) if (now - at >= PAYOUT_STATUS_INTERVAL_MS) this.#askedAt.delete(id);
    if (this.#askedAt.has(payment.id)) return;
    await requestPayoutStatus(this.#context, payment);
    this.#askedAt.set(payment.id, now);
  }
}

/** Asks for the payout's status by its OriginatorConversationID; throws when not acknowledged. */
async function requestPayoutStatus(context: PayoutContext, payment: GatewayPayment): Promise<void> {
  const { config, client } = context;
  const answer = await client.post("/mpesa/transactionstatus/v1/query", {
    Initiator: config.initiatorName,
    SecurityCredential: config.securityCredential,
    CommandID: "TransactionStatusQuery",
    OriginalConversationID: payment.providerRef ?? payment.id,
    PartyA: config.b2cShortcode,
    IdentifierType: "4",
    ResultURL: callbackUrl(config, "status-result", payment.id),
    QueueTimeOutURL: callbackUrl(config, "status-timeout", payment.id),
    Remarks: "Payout status",
    Occasion: payment.id,
  });
  const ack = ackSchema.safeParse(answer.body);
  if (!answer.ok || !ack.success || ack.data.ResponseCode !== "0") {
    throw darajaFailure("transaction status query", answer);
  }
}

const FAILED_STATUSES = /^(failed|cancelled|canceled|declined)$/i;

/**
 * A transaction status Result. Only a definite answer about this very payout settles it: a
 * query that failed, or a status other than completed or failed, leaves it pending (the money
 * stays held; it is never paid twice nor returned on a guess).
 */
export function statusResultOutcome(result: DarajaResult, paymentId: string): GatewayOutcome {
  if (result.resultCode !== "0") return { status: "pending" };
  const original = textParameter(result, "OriginatorConversationID");
  if (original === undefined) return { status: "pending" };
  if (original !== paymentId) throw new GatewayRejectedError("status result names another payout");
  const status = textParameter(result, "TransactionStatus") ?? "";
  if (/^completed$/i.test(status)) {
    const amount = minorUnits(result.parameters.get("Amount"));
    const receipt = textParameter(result, "ReceiptNo");
    return {
      status: "success",
      ...(amount === undefined ? {} : { amount }),
      ...(receipt ? { receipt } : {}),
    };
  }
  if (FAILED_STATUSES.test(status)) {
    return { status: "failed", reason: `M-Pesa reports the payout ${status.toLowerCase()}.` };
  }
  return { status: "pending" };
}
