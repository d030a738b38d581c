import type { Payment } from "@platform/contracts";
import type { paymentGateways } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor } from "../wallet/amounts.ts";
import type { PaymentRow } from "./payment-store.ts";

type GatewayRow = typeof paymentGateways.$inferSelect;

/** A payment as the player sees it (spec §4 outcomes: canceled, failed, pending, success). */
export function toPayment(site: Site, payment: PaymentRow, gateway: GatewayRow): Payment {
  const recipient = payment.recipient?.account
    ? [payment.recipient.bank_code, payment.recipient.account].filter(Boolean).join(" ")
    : null;
  return {
    id: payment.id,
    direction: payment.direction === "withdrawal" ? "withdrawal" : "deposit",
    status: payment.status as Payment["status"],
    amount: formatMinor(site, payment.amount),
    currency: payment.currency,
    gateway: { id: gateway.id, name: gateway.name, method: gateway.method as Payment["gateway"]["method"] },
    next_action: payment.status === "pending" && payment.nextAction ? payment.nextAction : { type: "none" },
    recipient,
    failure_reason: payment.failureReason,
    created_at: payment.createdAt.toISOString(),
    completed_at: payment.completedAt?.toISOString() ?? null,
  };
}
