import type { Clock } from "../../security/clock.ts";
import type {
  GatewayNotification,
  GatewayOutcome,
  GatewayPayment,
  GatewayRecipient,
  GatewayStart,
  RawNotification,
} from "../payment-gateway.ts";
import { outcomeOf, readSandboxNotification } from "./sandbox-notification.ts";
import { type SandboxCharge, type SandboxPayClient, SandboxPayError } from "./sandbox-pay-client.ts";

export interface SandboxGatewayOptions {
  client: SandboxPayClient;
  /** The secret SandboxPay signs our webhooks with. */
  webhookSecret: string;
  /** Where SandboxPay reaches this platform's notify route ("http://127.0.0.1:3000"). */
  notifyBaseUrl: () => string;
  /** Where players' browsers reach SandboxPay's hosted pages. */
  publicUrl: () => string;
  clock: Clock;
}

/**
 * What the three SandboxPay adapters share: signed webhooks, status queries, cancelling an
 * abandoned deposit and payouts. Each adapter is one payment_gateways.code.
 */
export abstract class SandboxGateway {
  abstract readonly code: string;

  constructor(protected readonly options: SandboxGatewayOptions) {}

  async parseNotification(raw: RawNotification): Promise<GatewayNotification> {
    return readSandboxNotification(raw, this.options.webhookSecret, this.options.clock());
  }

  async queryStatus(payment: GatewayPayment): Promise<GatewayOutcome> {
    if (!payment.providerRef) return { status: "pending" };
    try {
      return this.#checked(payment, await this.options.client.retrieve(payment.providerRef));
    } catch (error) {
      if (!(error instanceof SandboxPayError) || error.status !== 404) throw error;
      // Unknown to the provider: a deposit was never taken; a payout's money stays held until an
      // operator looks, because paying out twice is worse than waiting.
      return payment.direction === "deposit"
        ? { status: "failed", reason: "The payment provider has no record of this payment." }
        : { status: "pending" };
    }
  }

  async cancelDeposit(payment: GatewayPayment): Promise<GatewayOutcome> {
    if (!payment.providerRef) return { status: "canceled", reason: "expired" };
    return this.#checked(payment, await this.options.client.cancel(payment.providerRef));
  }

  protected notifyUrl(): string {
    return `${this.options.notifyBaseUrl()}/api/payments/${this.code}/notify`;
  }

  protected common(payment: GatewayPayment) {
    return {
      amount: payment.amount,
      currency: payment.currency,
      reference: payment.id,
      notify_url: this.notifyUrl(),
      merchant_name: payment.siteName || "Betting platform",
      metadata: { site_code: payment.siteCode },
    };
  }

  protected async payout(payment: GatewayPayment, recipient: GatewayRecipient): Promise<GatewayStart> {
    const payout = await this.options.client.createPayout({
      ...this.common(payment),
      method: recipient.method,
      ...(recipient.bankCode ? { bank_code: recipient.bankCode } : {}),
      account_number: recipient.accountNumber,
      account_name: recipient.accountName,
    });
    const outcome = outcomeOf(payout);
    return {
      providerRef: payout.id,
      next: { type: "wait", message: "Your payout is on its way." },
      ...(outcome.status === "pending" ? {} : { outcome }),
    };
  }

  /** A status the provider reports for another payment than ours is a bug, never an outcome. */
  #checked(payment: GatewayPayment, charge: SandboxCharge): GatewayOutcome {
    if (charge.reference !== payment.id || charge.currency !== payment.currency) {
      throw new Error(`SandboxPay charge ${charge.id} does not belong to payment ${payment.id}`);
    }
    return outcomeOf(charge);
  }
}
