import { and, eq } from "drizzle-orm";
import { paymentEvents, payments } from "../db/schema.ts";
import type { GatewayOutcome } from "./payment-gateway.ts";
import { settleOutcome } from "./payment-settlement.ts";
import { findPayment, type PaymentRow } from "./payment-store.ts";
import type { PaymentsDeps } from "./payments-deps.ts";
import { holdForReview, mismatchOf } from "./payout-review.ts";

/**
 * Moves a pending payment to its outcome, once: a deposit credits the player, a withdrawal's hold
 * is posted or voided; a success that does not match the request goes to review instead
 * (payout-review.ts). Every path that learns an outcome (the start, a code, a webhook, a status
 * query, an expiry, the operator's CLI) ends here, so the payment leaves `pending` exactly once
 * (`FOR UPDATE ... status = 'pending'`) in the transaction that moves the money. Later reports of
 * the same payment change nothing.
 */
export async function applyOutcome(
  deps: Pick<PaymentsDeps, "ledger" | "clock">,
  paymentId: string,
  outcome: GatewayOutcome,
  event?: { gatewayCode: string; eventId: string },
): Promise<PaymentRow> {
  const { ledger } = deps;
  return ledger.inTransaction(async (tx) => {
    if (event) {
      await tx
        .insert(paymentEvents)
        .values({ gatewayCode: event.gatewayCode, eventId: event.eventId, paymentId })
        .onConflictDoNothing();
    }
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
      .for("update");
    if (!payment || outcome.status === "pending") return findPayment(tx, paymentId);
    const now = deps.clock();
    // A success that says another amount, currency or recipient than asked moves no money: the
    // payment waits for an operator, a withdrawal's amount still held.
    const mismatch = outcome.status === "success" ? mismatchOf(payment, outcome) : null;
    if (mismatch) return holdForReview(tx, payment, mismatch, now);
    return settleOutcome(tx, ledger, payment, outcome, now);
  });
}
