import { HttpError } from "../../http/http-error.ts";
import type {
  GatewayOutcome,
  GatewayPayment,
  GatewayRecipient,
  GatewayStart,
  PaymentGateway,
} from "../payment-gateway.ts";
import { SandboxGateway } from "./sandbox-gateway.ts";
import { outcomeOf } from "./sandbox-notification.ts";
import { SandboxPayError } from "./sandbox-pay-client.ts";

/**
 * Mobile money through SandboxPay: a deposit texts a 6-digit code to the phone, which the player
 * enters on the site (api/user/deposit-otp); payouts go to a number (one ending in 0000 fails).
 */
export class SandboxMobileMoneyGateway extends SandboxGateway implements PaymentGateway {
  readonly code = "sandbox-mobile-money";
  readonly method = "mobile_money" as const;

  async startDeposit(payment: GatewayPayment): Promise<GatewayStart> {
    if (!payment.phone) throw new HttpError(400, "Please enter the phone number to pay from.");
    const collection = await this.options.client.createCollection({
      ...this.common(payment),
      phone: payment.phone,
    });
    return {
      providerRef: collection.id,
      next: { type: "otp", sent_to: collection.sent_to, digits: 6, expires_in: collection.expires_in },
    };
  }

  async confirmDeposit(payment: GatewayPayment, otp: string): Promise<GatewayOutcome> {
    if (!payment.providerRef) return { status: "pending" };
    try {
      return outcomeOf(await this.options.client.confirmCollection(payment.providerRef, otp));
    } catch (error) {
      if (!(error instanceof SandboxPayError) || error.type !== "invalid_code") throw error;
      const left = error.attemptsLeft ?? 0;
      const message = `This code is not correct. ${left} attempt${left === 1 ? "" : "s"} left.`;
      throw new HttpError(400, message, [{ message, field: "otp" }]);
    }
  }

  startPayout(payment: GatewayPayment, recipient: GatewayRecipient): Promise<GatewayStart> {
    return this.payout(payment, recipient);
  }
}
