import { currencyExponent, fromMinorUnits, type PaymentResolution } from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import { raiseAlert, resolveAlertByKey } from "../alerts/operator-alerts.ts";
import { payments } from "../db/schema.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import type { Executor, Ledger } from "../wallet/ledger.ts";
import type { GatewayOutcome } from "./payment-gateway.ts";
import { settleOutcome } from "./payment-settlement.ts";
import type { PaymentRow } from "./payment-store.ts";
import { withdrawalRequestHash } from "./request-hash.ts";

type Success = Extract<GatewayOutcome, { status: "success" }>;

/** What the provider reported that the request did not say. */
export interface Mismatch {
  reason: string;
  reported: Record<string, string>;
}

function money(amount: bigint, currency: string): string {
  const exponent = /^[A-Z]{3}$/.test(currency) ? currencyExponent(currency) : 0;
  return `${fromMinorUnits(amount, exponent)} ${currency}`;
}

/** Null when a provider's success matches the request in amount, currency and recipient. */
export function mismatchOf(payment: PaymentRow, outcome: Success): Mismatch | null {
  const reasons: string[] = [];
  const reported: Record<string, string> = {};
  if (outcome.currency !== undefined && outcome.currency.toUpperCase() !== payment.currency) {
    reasons.push(`currency ${outcome.currency} instead of ${payment.currency}`);
    reported.currency = outcome.currency;
  }
  if (outcome.amount !== undefined && outcome.amount !== payment.amount) {
    reasons.push(
      `${money(outcome.amount, outcome.currency ?? payment.currency)} instead of ${money(payment.amount, payment.currency)}`,
    );
    reported.amount = outcome.amount.toString();
  }
  if (payment.direction === "withdrawal" && outcome.recipient) {
    const asked = payment.recipient ?? {};
    const paid = withdrawalRequestHash(payment.gatewayId, payment.amount, {
      method: asked.method ?? "",
      bankCode: outcome.recipient.bankCode ?? asked.bank_code ?? null,
      accountNumber: outcome.recipient.accountNumber,
    });
    if (paid !== payment.requestHash) {
      reasons.push(`paid to ••••${outcome.recipient.accountNumber.slice(-4)}, not the requested recipient`);
      reported.recipient = `••••${outcome.recipient.accountNumber.slice(-4)}`;
    }
  }
  if (reasons.length === 0) return null;
  return { reason: `The provider reported ${reasons.join(", ")}.`, reported };
}

/** What the player reads once a review ended without the money moving. */
const RETURNED: Record<string, string> = {
  withdrawal: "Not paid out: after a check, the amount was returned to your balance.",
  deposit: "Not credited: after a check, the payment provider's report did not match your deposit.",
};

export function alertKindOf(payment: Pick<PaymentRow, "direction">): string {
  return payment.direction === "withdrawal" ? "payout_mismatch" : "deposit_mismatch";
}

/**
 * Puts a pending payment whose provider report does not match in review, inside the transaction
 * holding its row lock: no money moves (a withdrawal's hold stays), and the operator is alerted
 * once, however often the provider repeats itself.
 */
export async function holdForReview(
  tx: Executor,
  payment: PaymentRow,
  mismatch: Mismatch,
  now: Date,
): Promise<PaymentRow> {
  const [held] = await tx
    .update(payments)
    .set({ status: "review", reviewReason: mismatch.reason, updatedAt: now, nextAction: { type: "none" } })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!held) throw new Error(`payment ${payment.id} vanished`);
  const kind = alertKindOf(payment);
  const what = payment.direction === "withdrawal" ? "Payout" : "Deposit";
  const effect = payment.direction === "withdrawal" ? "The amount stays held" : "Nothing is credited";
  await raiseAlert(tx, {
    siteId: payment.siteId,
    kind,
    severity: "critical",
    userId: payment.userId,
    summary: `${what} ${payment.id}: ${mismatch.reason} ${effect} until an operator resolves it.`,
    details: {
      payment: payment.id,
      gateway: payment.gatewayCode,
      provider_ref: payment.providerRef,
      requested: { amount: payment.amount.toString(), currency: payment.currency },
      reported: mismatch.reported,
    },
    dedupeKey: `${kind}:${payment.id}`,
    at: now,
  });
  return held;
}

/**
 * An operator's decision on a payment in review, exactly once: `paid` posts a withdrawal's hold
 * (credits a deposit's requested amount), `returned` voids it (credits nothing). The payment's
 * row lock makes a concurrent resolution wait and then find it resolved: 409. Another site's
 * payment, or none, is a 404.
 */
export async function resolveReview(
  ledger: Ledger,
  input: { paymentId: string; siteId: number | null; resolution: PaymentResolution; by: string; now: Date },
): Promise<PaymentRow> {
  return ledger.inTransaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, input.paymentId),
          input.siteId === null ? undefined : eq(payments.siteId, input.siteId),
        ),
      )
      .for("update");
    if (!payment) throw notFound("Payment not found");
    if (payment.status !== "review") {
      throw new HttpError(409, `This payment is not waiting for review (it is ${payment.status}).`);
    }
    const outcome: GatewayOutcome =
      input.resolution === "paid"
        ? { status: "success" }
        : { status: "failed", reason: RETURNED[payment.direction] ?? "" };
    const settled = await settleOutcome(tx, ledger, payment, outcome, input.now);
    const [resolved] = await tx
      .update(payments)
      .set({ reviewedBy: input.by })
      .where(eq(payments.id, payment.id))
      .returning();
    await resolveAlertByKey(tx, payment.siteId, `${alertKindOf(payment)}:${payment.id}`, input.by, input.now);
    return resolved ?? settled;
  });
}

/** Payments waiting for an operator, oldest first; every site's when `siteId` is null. */
export async function paymentsInReview(db: Executor, siteId: number | null): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "review"), siteId === null ? undefined : eq(payments.siteId, siteId)))
    .orderBy(payments.createdAt, payments.id);
}
