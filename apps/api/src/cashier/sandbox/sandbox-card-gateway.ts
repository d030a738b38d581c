import type { GatewayPayment, GatewayStart, PaymentGateway } from "../payment-gateway.ts";
import { SandboxGateway } from "./sandbox-gateway.ts";

/** Card deposits on SandboxPay's hosted page: the card number never reaches this platform. */
export class SandboxCardGateway extends SandboxGateway implements PaymentGateway {
  readonly code = "sandbox-card";
  readonly method = "card" as const;

  async startDeposit(payment: GatewayPayment): Promise<GatewayStart> {
    const checkout = await this.options.client.createCheckout({
      ...this.common(payment),
      return_url: payment.returnUrl,
    });
    return { providerRef: checkout.id, next: { type: "redirect", url: checkout.url } };
  }

  pageOrigins(): string[] {
    return [new URL(this.options.publicUrl()).origin];
  }
}
