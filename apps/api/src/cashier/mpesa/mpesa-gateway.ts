import { createHash } from "node:crypto";
import { type Clock, systemClock } from "../../security/clock.ts";
import type {
  GatewayNotification,
  GatewayOutcome,
  GatewayPayment,
  GatewayRecipient,
  GatewayStart,
  PaymentGateway,
  RawNotification,
} from "../payment-gateway.ts";
import { b2cResultOutcome, sendB2cPayment } from "./b2c-payout.ts";
import { verifyCallbackUrl } from "./callback-token.ts";
import { DarajaClient, type DarajaTransport } from "./daraja-client.ts";
import { parseDarajaResult } from "./daraja-result.ts";
import { MpesaRefusal, mpesaPhone, wholeShillings } from "./mpesa-amount.ts";
import { loadMpesaConfig, type MpesaConfig } from "./mpesa-config.ts";
import { parseStkCallback, queryStkPush, type StkCallbackResult, sendStkPush } from "./stk-push.ts";
import { PayoutStatusQueries, statusResultOutcome } from "./transaction-status.ts";

export interface MpesaGatewayOptions {
  /** How requests reach Daraja; fetch unless a test passes its fake. */
  transport?: DarajaTransport;
  clock?: Clock;
}

/** Paid callbacks kept for their status query; bounded, as callbacks can be posted for nothing. */
const MAX_PENDING_CALLBACKS = 1_000;

/**
 * Safaricom's M-Pesa Daraja: deposits by STK push, payouts by B2C. Daraja signs nothing, so
 * every callback URL carries a per-payment token (callback-token.ts); a deposit callback is a
 * hint confirmed by the STK query, a B2C Result at its own URL naming its own payout is believed.
 */
export class MpesaGateway implements PaymentGateway {
  readonly code = "mpesa";
  readonly method = "mobile_money" as const;
  readonly #config: MpesaConfig;
  readonly #client: DarajaClient;
  readonly #clock: Clock;
  /** What paid callbacks reported (amount, receipt), by CheckoutRequestID, for the query. */
  readonly #paidCallbacks = new Map<string, StkCallbackResult & { paymentId: string }>();
  readonly #payoutStatus: PayoutStatusQueries;

  constructor(config: MpesaConfig, options: MpesaGatewayOptions = {}) {
    this.#config = config;
    this.#clock = options.clock ?? systemClock;
    this.#client = new DarajaClient(config, options.transport ?? ((request) => fetch(request)), this.#clock);
    this.#payoutStatus = new PayoutStatusQueries(this.#payout(), this.#clock);
  }

  async startDeposit(payment: GatewayPayment): Promise<GatewayStart> {
    let shillings: number;
    let phone: string;
    try {
      shillings = wholeShillings(payment);
      phone = mpesaPhone(payment.phone);
    } catch (error) {
      return refused(payment, error);
    }
    const checkoutRequestId = await sendStkPush(this.#stk(), payment, shillings, phone);
    return {
      providerRef: checkoutRequestId,
      next: { type: "wait", message: "Confirm the payment on your phone" },
    };
  }

  async startPayout(payment: GatewayPayment, recipient: GatewayRecipient): Promise<GatewayStart> {
    let shillings: number;
    let phone: string;
    try {
      if (recipient.method !== "mobile_money") throw new MpesaRefusal("M-Pesa pays to phones only.");
      shillings = wholeShillings(payment);
      phone = mpesaPhone(recipient.accountNumber);
    } catch (error) {
      return refused(payment, error);
    }
    const started = await sendB2cPayment(this.#payout(), payment, shillings, phone);
    const next = { type: "wait" as const, message: "The payout is on its way to your M-Pesa" };
    if (started.status === "refused") {
      return { providerRef: payment.id, next, outcome: { status: "failed", reason: started.reason } };
    }
    // Accepted or unknown alike: the Result, or the status query, tells.
    return { providerRef: payment.id, next };
  }

  async parseNotification(raw: RawNotification): Promise<GatewayNotification> {
    const { kind, paymentId } = verifyCallbackUrl(this.#config, raw.url);
    if (kind === "stk") {
      const callback = parseStkCallback(raw.body);
      if (callback.resultCode === "0") this.#rememberPaid({ ...callback, paymentId });
      return {
        eventId: `stk:${callback.checkoutRequestId}`,
        providerRef: callback.checkoutRequestId,
        // Unsigned: the cashier asks the STK query before anything moves.
        outcome: { status: "pending" },
        confirmed: false,
      };
    }
    if (kind === "b2c-timeout" || kind === "status-timeout") {
      // Daraja queued the request too long: unknown, never a reason to pay again.
      const digest = createHash("sha256").update(raw.body).digest("hex").slice(0, 16);
      return {
        eventId: `${kind}:${paymentId}:${digest}`,
        providerRef: paymentId,
        outcome: { status: "pending" },
        confirmed: true,
      };
    }
    const result = parseDarajaResult(raw.body);
    const outcome =
      kind === "b2c-result" ? b2cResultOutcome(result, paymentId) : statusResultOutcome(result, paymentId);
    const conversation = result.conversationId ?? result.transactionId ?? paymentId;
    // The token proves this is the URL we issued for this payout, and the Result names it.
    return { eventId: `${kind}:${conversation}`, providerRef: paymentId, outcome, confirmed: true };
  }

  async queryStatus(payment: GatewayPayment): Promise<GatewayOutcome> {
    if (payment.providerRef === null) return { status: "pending" };
    if (payment.direction === "withdrawal") {
      // Asynchronous in Daraja: the answer is posted to the status ResultURL.
      await this.#payoutStatus.ask(payment);
      return { status: "pending" };
    }
    const outcome = await queryStkPush(this.#stk(), payment.providerRef);
    const paid = this.#paidCallbacks.get(payment.providerRef);
    if (outcome.status === "pending") return outcome;
    this.#paidCallbacks.delete(payment.providerRef);
    if (outcome.status !== "success") return outcome;
    // The query says paid but not how much: the callback's amount and receipt, when it was for
    // this payment, let the cashier match the amount.
    const known = paid?.paymentId === payment.id ? paid : undefined;
    return {
      status: "success",
      providerRef: payment.providerRef,
      ...(known?.amount === undefined ? {} : { amount: known.amount }),
      ...(known?.receipt ? { receipt: known.receipt } : {}),
    };
  }

  /**
   * Daraja cannot take back an STK push (it lapses on the phone), so an abandoned deposit is
   * cancelled only once the query gives a final answer that is not paid; paid wins, and a push
   * still processing is left pending.
   */
  async cancelDeposit(payment: GatewayPayment): Promise<GatewayOutcome> {
    const outcome = await this.queryStatus(payment);
    return outcome.status === "failed" ? { status: "canceled", reason: outcome.reason } : outcome;
  }

  #rememberPaid(callback: StkCallbackResult & { paymentId: string }): void {
    this.#paidCallbacks.delete(callback.checkoutRequestId);
    this.#paidCallbacks.set(callback.checkoutRequestId, callback);
    const oldest = this.#paidCallbacks.keys().next();
    if (this.#paidCallbacks.size > MAX_PENDING_CALLBACKS && !oldest.done)
      this.#paidCallbacks.delete(oldest.value);
  }

  #stk() {
    return { config: this.#config, client: this.#client, clock: this.#clock };
  }

  #payout() {
    return { config: this.#config, client: this.#client };
  }
}

/** The M-Pesa adapter when MPESA_* configures it, else null; throws when partly configured. */
export function createMpesaGateway(
  env: NodeJS.ProcessEnv = process.env,
  options: MpesaGatewayOptions = {},
): MpesaGateway | null {
  const config = loadMpesaConfig(env);
  return config ? new MpesaGateway(config, options) : null;
}

/** A payment M-Pesa cannot carry fails at once with the reason, before anything is sent. */
function refused(payment: GatewayPayment, error: unknown): GatewayStart {
  if (!(error instanceof MpesaRefusal)) throw error;
  return {
    providerRef: payment.id,
    next: { type: "none" },
    outcome: { status: "failed", reason: error.message },
  };
}
