import { eq } from "drizzle-orm";
import { payments } from "../db/schema.ts";
import { rewardReferrer } from "../referral/reward-referrer.ts";
import type { Executor, Ledger } from "../wallet/ledger.ts";
import { creditDeposit, settleWithdrawal } from "../wallet/payment-movements.ts";
import type { GatewayOutcome } from "./payment-gateway.ts";
import { movementOf, type PaymentRow } from "./payment-store.ts";

type FinalOutcome = Exclude<GatewayOutcome, { status: "pending" }>;

/**
 * Moves money for a payment's final outcome and closes it, inside the caller's transaction, which
 * holds the payment's row lock: a deposit's success credits the requested amount, a withdrawal's
 * hold is posted (success) or voided (anything else). Used for a provider's matching report and
 * for an operator's resolution of a payment in review.
 */
export async function settleOutcome(
  tx: Executor,
  ledger: Ledger,
  payment: PaymentRow,
  outcome: FinalOutcome,
  now: Date,
): Promise<PaymentRow> {
  if (payment.direction === "deposit") {
    if (outcome.status !== "success") return closePayment(tx, payment, outcome.status, outcome.reason, now);
    const { transactionId } = await creditDeposit(tx, ledger, {
      ...movementOf(payment),
      receipt: outcome.receipt,
    });
    // A referred friend's first deposit pays the referrer, in this same transaction.
    await rewardReferrer(tx, ledger, payment, now);
    return closePayment(tx, payment, "success", null, now, transactionId);
  }
  if (!payment.holdId) throw new Error(`withdrawal ${payment.id} has no hold`);
  const settled = await settleWithdrawal(
    tx,
    ledger,
    payment.holdId,
    outcome.status === "success" ? "post" : "void",
    payment.gatewayCode,
  );
  const status =
    settled.state === "posted" ? "success" : outcome.status === "success" ? "failed" : outcome.status;
  return closePayment(tx, payment, status, outcome.status === "success" ? null : outcome.reason, now);
}

export async function closePayment(
  tx: Executor,
  payment: PaymentRow,
  status: "success" | "failed" | "canceled",
  reason: string | null,
  now: Date,
  ledgerTransactionId?: number,
): Promise<PaymentRow> {
  const [closed] = await tx
    .update(payments)
    .set({
      status,
      failureReason: reason,
      completedAt: now,
      updatedAt: now,
      nextAction: { type: "none" },
      ...(ledgerTransactionId ? { ledgerTransactionId } : {}),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!closed) throw new Error(`payment ${payment.id} vanished`);
  return closed;
}
