import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { paymentGateways, payments } from "../db/schema.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import type { Executor } from "../wallet/ledger.ts";
import type { PaymentMovement } from "../wallet/payment-movements.ts";
import type { GatewayStart } from "./payment-gateway.ts";

/*
 * The payment rows and the gateways they go through, read and written the same way by deposits,
 * withdrawals, outcomes and reconciliation. A row records how far a payment got; money moves only
 * in the ledger.
 */

export type PaymentRow = typeof payments.$inferSelect;
export type GatewayRow = typeof paymentGateways.$inferSelect;

const REQUEST_IN_USE = "This request was already made with different details.";

export async function findPayment(db: Executor, paymentId: string): Promise<PaymentRow> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound("Payment not found");
  return payment;
}

/** The player's own payment; anyone else's is indistinguishable from one that does not exist. */
export async function findOwnPayment(
  db: Database,
  site: Site,
  user: UserRow,
  paymentId: string,
): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.siteId, site.id), eq(payments.userId, user.id)));
  if (!payment) throw notFound("Payment not found");
  return payment;
}

/** The payment a repeated Idempotency-Key started first; the same key with another body is a 409. */
export async function paymentByClientKey(
  db: Database,
  site: Site,
  user: UserRow,
  clientKey: string | null,
  requestHash: string,
): Promise<PaymentRow | null> {
  if (!clientKey) return null;
  const [existing] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.siteId, site.id), eq(payments.userId, user.id), eq(payments.clientKey, clientKey)),
    );
  if (existing && existing.requestHash !== requestHash) throw new HttpError(409, REQUEST_IN_USE);
  return existing ?? null;
}

/** Inserts the payment; a concurrent request with the same Idempotency-Key finds the first one. */
export async function insertPayment(tx: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const [existing] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.siteId, values.siteId),
        eq(payments.userId, values.userId),
        eq(payments.clientKey, values.clientKey ?? ""),
      ),
    );
  if (!existing) throw new Error("payment insert conflicted without an existing payment");
  if (existing.requestHash !== values.requestHash) throw new HttpError(409, REQUEST_IN_USE);
  return existing;
}

/** Keeps the provider's reference and the player's next step once the provider took the payment. */
export async function recordStart(
  db: Database,
  paymentId: string,
  started: GatewayStart,
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ providerRef: started.providerRef, nextAction: started.next, updatedAt: now })
    .where(eq(payments.id, paymentId));
}

/** One of the site's enabled gateways in that direction; anything else asks the player to choose. */
export async function enabledGateway(
  db: Database,
  site: Site,
  id: number,
  direction: "deposit" | "withdraw",
): Promise<GatewayRow> {
  const [gateway] = await db
    .select()
    .from(paymentGateways)
    .where(
      and(
        eq(paymentGateways.id, id),
        eq(paymentGateways.siteId, site.id),
        eq(paymentGateways.direction, direction),
        eq(paymentGateways.enabled, true),
      ),
    );
  if (!gateway) {
    const message = "Please choose a payment method.";
    throw new HttpError(400, message, [{ message, field: "gateway_id" }]);
  }
  return gateway;
}

export async function gatewayOf(db: Database, payment: PaymentRow): Promise<GatewayRow> {
  const [gateway] = await db.select().from(paymentGateways).where(eq(paymentGateways.id, payment.gatewayId));
  if (!gateway) throw new Error(`gateway ${payment.gatewayId} missing`);
  return gateway;
}

/** The payment as the wallet moves it. */
export function movementOf(payment: PaymentRow): PaymentMovement {
  return {
    siteId: payment.siteId,
    currency: payment.currency,
    userId: payment.userId,
    amount: payment.amount,
    paymentId: payment.id,
    gatewayCode: payment.gatewayCode,
  };
}
