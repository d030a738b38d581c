import type { GatewayPayment, GatewayRecipient, GatewayStart, PaymentGateway } from "../payment-gateway.ts";
import { SandboxGateway } from "./sandbox-gateway.ts";

/** Bank payouts through SandboxPay: paid after a moment; an account ending in 0000 is refused. */
export class SandboxBankGateway extends SandboxGateway implements PaymentGateway {
  readonly code = "sandbox-bank";
  readonly method = "bank" as const;

  /** Sites list this gateway for withdrawals only; the cashier never starts a deposit with it. */
  async startDeposit(): Promise<GatewayStart> {
    throw new Error("sandbox-bank takes no deposits");
  }

  startPayout(payment: GatewayPayment, recipient: GatewayRecipient): Promise<GatewayStart> {
    return this.payout(payment, recipient);
  }
}
