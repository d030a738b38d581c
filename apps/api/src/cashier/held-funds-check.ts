import { currencyExponent, fromMinorUnits } from "@platform/contracts";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { raiseAlert } from "../alerts/operator-alerts.ts";
import type { Database } from "../db/database.ts";
import { ledgerHolds, payments } from "../db/schema.ts";

/** A ledger hold still pending that nothing will ever settle: its payment is final, or missing. */
export interface UnsettledHold {
  holdId: string;
  siteId: number;
  userId: string;
  amount: bigint;
  currency: string;
  paymentId: string | null;
  paymentStatus: string | null;
}

const FINAL = ["success", "failed", "canceled"];

/**
 * A check of the books: every pending hold belongs to a payment still pending or in review. A
 * hold under a final payment (or none) is money taken from a player that is neither paid out
 * nor returned; reconciliation would never look at it again.
 */
export async function unsettledHolds(db: Database, siteId?: number): Promise<UnsettledHold[]> {
  const rows = await db
    .select({
      holdId: ledgerHolds.id,
      siteId: ledgerHolds.siteId,
      userId: ledgerHolds.userId,
      amount: ledgerHolds.amount,
      currency: ledgerHolds.currency,
      paymentId: payments.id,
      paymentStatus: payments.status,
    })
    .from(ledgerHolds)
    .leftJoin(payments, eq(payments.holdId, ledgerHolds.id))
    .where(
      and(
        eq(ledgerHolds.state, "pending"),
        siteId === undefined ? undefined : eq(ledgerHolds.siteId, siteId),
        or(isNull(payments.id), inArray(payments.status, FINAL)),
      ),
    )
    .orderBy(asc(ledgerHolds.createdAt), asc(ledgerHolds.id));
  return rows;
}

export function describeHold(hold: UnsettledHold): string {
  const amount = `${fromMinorUnits(hold.amount, currencyExponent(hold.currency))} ${hold.currency}`;
  const payment = hold.paymentId
    ? `its payment ${hold.paymentId} is ${hold.paymentStatus}`
    : "it has no payment";
  return `Hold ${hold.holdId} of ${amount} (player ${hold.userId}) is neither posted nor voided, but ${payment}.`;
}

/** Raises one critical `hold_unsettled` alert per such hold (once, however often it is found). */
export async function alertUnsettledHolds(db: Database, now: Date): Promise<UnsettledHold[]> {
  const holds = await unsettledHolds(db);
  for (const hold of holds) {
    await raiseAlert(db, {
      siteId: hold.siteId,
      kind: "hold_unsettled",
      severity: "critical",
      userId: hold.userId,
      summary: describeHold(hold),
      details: {
        hold: hold.holdId,
        payment: hold.paymentId,
        payment_status: hold.paymentStatus,
        amount: hold.amount.toString(),
        currency: hold.currency,
      },
      dedupeKey: `hold_unsettled:${hold.holdId}`,
      at: now,
    });
  }
  return holds;
}
