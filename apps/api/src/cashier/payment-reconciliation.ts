import { and, eq, sql } from "drizzle-orm";
import { payments } from "../db/schema.ts";
import { knownPayment } from "./gateway-payment.ts";
import type { GatewayOutcome } from "./payment-gateway.ts";
import { applyOutcome } from "./payment-outcome.ts";
import type { PaymentRow } from "./payment-store.ts";
import type { PaymentsDeps } from "./payments-deps.ts";

/*
 * What the reconciliation job (reconcile-job.ts) does to one payment: a webhook or callback can be
 * lost, so payments left pending are asked about, and deposits nobody completed are given up.
 */

/**
 * Pending payments older than `olderThanMs`, oldest first; `after` (the last one of the previous
 * page) pages on, so payments stuck at the front never hide the rest.
 */
export async function pendingPayments(
  deps: Pick<PaymentsDeps, "db" | "clock">,
  olderThanMs: number,
  limit: number,
  after?: PaymentRow,
): Promise<PaymentRow[]> {
  const before = new Date(deps.clock().getTime() - olderThanMs);
  // Dates come back with milliseconds, the column keeps microseconds: page on what we can see.
  const created = sql`date_trunc('milliseconds', ${payments.createdAt})`;
  return deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        sql`${payments.createdAt} < ${before.toISOString()}::timestamptz`,
        after
          ? sql`(${created}, ${payments.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(created, payments.id)
    .limit(limit);
}

/** Asks the provider where a pending payment stands and applies the answer. */
export async function reconcilePayment(deps: PaymentsDeps, payment: PaymentRow): Promise<PaymentRow> {
  const adapter = deps.gateways.get(payment.gatewayCode);
  if (!adapter.queryStatus || payment.providerRef === null) return payment;
  return applyOutcome(deps, payment.id, await adapter.queryStatus(knownPayment(payment)));
}

/**
 * Gives up on a deposit nobody completed. The provider is told first, and its answer wins: a
 * player who paid a moment ago is credited, a charge still processing is left alone. Withdrawals
 * never expire: their money stays held until the provider or an operator settles them.
 */
export async function expireDeposit(deps: PaymentsDeps, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.direction !== "deposit") throw new Error(`payment ${payment.id} is not a deposit`);
  const adapter = deps.gateways.get(payment.gatewayCode);
  const outcome: GatewayOutcome =
    adapter.cancelDeposit && payment.providerRef !== null
      ? await adapter.cancelDeposit(knownPayment(payment))
      : { status: "canceled", reason: "expired" };
  if (outcome.status === "pending") return payment;
  return applyOutcome(
    deps,
    payment.id,
    outcome.status === "canceled" ? { status: "canceled", reason: "expired" } : outcome,
  );
}
