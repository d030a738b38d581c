import { and, eq } from "drizzle-orm";
import { payments } from "../db/schema.ts";
import { knownPayment } from "./gateway-payment.ts";
import type { RawNotification } from "./payment-gateway.ts";
import { applyOutcome } from "./payment-outcome.ts";
import type { PaymentRow } from "./payment-store.ts";
import type { PaymentsDeps } from "./payments-deps.ts";

/**
 * A provider's notification (its webhook or callback): verified by the adapter, matched to its
 * payment, and for an unsigned provider confirmed by a status query of our own before anything
 * moves. Each delivery is recorded by its event id. Returns null for a payment we do not know.
 */
export async function handleNotification(
  deps: PaymentsDeps,
  code: string,
  raw: RawNotification,
): Promise<PaymentRow | null> {
  const adapter = deps.gateways.get(code);
  if (!adapter.parseNotification) return null;
  const notification = await adapter.parseNotification(raw);
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.gatewayCode, code), eq(payments.providerRef, notification.providerRef)));
  if (!payment) return null;
  const outcome =
    notification.confirmed || !adapter.queryStatus
      ? notification.outcome
      : await adapter.queryStatus(knownPayment(payment));
  return applyOutcome(deps, payment.id, outcome, { gatewayCode: code, eventId: notification.eventId });
}
