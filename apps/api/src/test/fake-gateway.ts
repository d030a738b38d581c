import { createHmac, randomUUID } from "node:crypto";
import {
  type GatewayNotification,
  type GatewayOutcome,
  type GatewayPayment,
  type GatewayRecipient,
  GatewayRejectedError,
  type GatewayStart,
  type PaymentGateway,
  type RawNotification,
} from "../cashier/payment-gateway.ts";

const SECRET = "fake-gateway-secret";

/**
 * A payment provider for tests, behind the same interface the real adapters implement: it
 * accepts every payment, remembers it, and answers status queries with what the test decided.
 * Its notifications are signed JSON the test builds with `notification()`.
 */
export class FakeGateway implements PaymentGateway {
  readonly outcomes = new Map<string, GatewayOutcome>();
  readonly started: { payment: GatewayPayment; recipient?: GatewayRecipient }[] = [];
  /** The code a mobile-money push would have sent. */
  otp = "123456";

  constructor(
    readonly code: string,
    readonly method: "card" | "mobile_money" | "bank",
  ) {}

  async startDeposit(payment: GatewayPayment): Promise<GatewayStart> {
    this.started.push({ payment });
    const providerRef = `${this.code}-${randomUUID()}`;
    if (this.method === "mobile_money") {
      return { providerRef, next: { type: "otp", sent_to: payment.phone ?? "", digits: 6, expires_in: 600 } };
    }
    return { providerRef, next: { type: "redirect", url: `https://pay.example/${providerRef}` } };
  }

  async confirmDeposit(_payment: GatewayPayment, otp: string): Promise<GatewayOutcome> {
    return otp === this.otp ? { status: "success" } : { status: "failed", reason: "Wrong code" };
  }

  async startPayout(payment: GatewayPayment, recipient: GatewayRecipient): Promise<GatewayStart> {
    this.started.push({ payment, recipient });
    return { providerRef: `${this.code}-${randomUUID()}`, next: { type: "wait", message: "On its way" } };
  }

  async parseNotification(raw: RawNotification): Promise<GatewayNotification> {
    const expected = createHmac("sha256", SECRET).update(raw.body).digest("hex");
    if (raw.headers["x-fake-signature"] !== expected) throw new GatewayRejectedError("bad signature");
    const body = JSON.parse(raw.body.toString()) as {
      event: string;
      ref: string;
      status: "success" | "failed";
      amount?: string;
      currency?: string;
      recipient?: { accountNumber: string; bankCode?: string };
    };
    const outcome: GatewayOutcome =
      body.status === "success"
        ? {
            status: "success",
            ...(body.amount ? { amount: BigInt(body.amount) } : {}),
            ...(body.currency ? { currency: body.currency } : {}),
            ...(body.recipient ? { recipient: body.recipient } : {}),
          }
        : { status: "failed", reason: "Declined" };
    return { eventId: body.event, providerRef: body.ref, outcome, confirmed: true };
  }

  async queryStatus(payment: GatewayPayment): Promise<GatewayOutcome> {
    return this.outcomes.get(payment.providerRef ?? "") ?? { status: "pending" };
  }
}

/** A signed notification body and headers, as the fake provider would POST them. */
export function notification(event: {
  event: string;
  ref: string;
  status: "success" | "failed";
  /** What the provider says moved, when it says. */
  amount?: bigint;
  currency?: string;
  recipient?: { accountNumber: string; bankCode?: string };
}) {
  const payload = JSON.stringify({ ...event, amount: event.amount?.toString() });
  return {
    payload,
    headers: {
      "content-type": "application/json",
      "x-fake-signature": createHmac("sha256", SECRET).update(payload).digest("hex"),
    },
  };
}
