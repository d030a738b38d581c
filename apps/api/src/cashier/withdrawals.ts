import type { NewRecipient } from "@platform/contracts";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { payments } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { forfeitBonusForWithdrawal } from "../promotions/withdrawal-forfeit.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import { assertWithin, parseAmount, siteCurrency } from "../wallet/amounts.ts";
import { holdWithdrawal } from "../wallet/payment-movements.ts";
import { gatewayPayment } from "./gateway-payment.ts";
import { applyOutcome } from "./payment-outcome.ts";
import {
  enabledGateway,
  findPayment,
  insertPayment,
  movementOf,
  type PaymentRow,
  paymentByClientKey,
  recordStart,
} from "./payment-store.ts";
import type { PaymentsDeps } from "./payments-deps.ts";
import { maskRecipient, payoutRecipient } from "./payout-recipient.ts";
import { withdrawalRequestHash } from "./request-hash.ts";

/** What the player asks a withdrawal for: an amount, a method and whom to pay. */
export interface WithdrawalInput {
  amount: string;
  gateway_id: number;
  recipient_id?: string | undefined;
  recipient?: NewRecipient | undefined;
  save_recipient?: boolean | undefined;
  forfeit_bonus?: boolean | undefined;
}

/**
 * Requests a withdrawal: the amount is held at once (promo credit is never withdrawable) and
 * leaves for the recipient; a failed payout returns it. The player cannot take it back. A
 * repeated Idempotency-Key answers the payment it started first.
 */
export async function requestWithdrawal(
  deps: PaymentsDeps,
  site: Site,
  user: UserRow,
  input: WithdrawalInput,
  clientKey: string | null,
  context: { locale: string; log: FastifyBaseLogger },
): Promise<PaymentRow> {
  const { db, ledger, clock } = deps;
  if (!site.settings.allow_withdrawal)
    throw new HttpError(403, "Withdrawals are not available on this site.");
  if (site.settings.required_fica_to_play && !user.approvedFicaStatus) {
    throw new HttpError(403, "Your identity check (FICA) must be approved before you can withdraw.");
  }
  const gateway = await enabledGateway(db, site, input.gateway_id, "withdraw");
  const amount = parseAmount(site, input.amount);
  assertWithin(site, amount, site.settings.withdraw_min, site.settings.withdraw_max, "withdrawal");
  const recipient = await payoutRecipient(db, site, user, gateway, input);
  const requestHash = withdrawalRequestHash(gateway.id, amount, recipient);
  const existing = await paymentByClientKey(db, site, user, clientKey, requestHash);
  if (existing) return existing;

  const { code: currency } = siteCurrency(site);
  const payment = await ledger.inTransaction(async (tx) => {
    const row = await insertPayment(tx, {
      siteId: site.id,
      userId: user.id,
      gatewayId: gateway.id,
      gatewayCode: gateway.code,
      direction: "withdrawal",
      amount,
      currency,
      clientKey,
      requestHash,
      recipient: maskRecipient(recipient),
    });
    if (row.holdId) return row;
    // An active bonus is forfeited (confirmed) or the request refused, before any money moves.
    const confirmed = input.forfeit_bonus === true;
    await forfeitBonusForWithdrawal(
      tx,
      ledger,
      site,
      { userId: user.id, paymentId: row.id, confirmed },
      clock(),
    );
    const { holdId } = await holdWithdrawal(tx, ledger, movementOf(row));
    const [held] = await tx.update(payments).set({ holdId }).where(eq(payments.id, row.id)).returning();
    return held ?? row;
  });
  if (payment.providerRef !== null || payment.status !== "pending") return payment;

  const adapter = deps.gateways.get(gateway.code);
  if (!adapter.startPayout) throw new HttpError(503, "This payout method is not available right now.");
  try {
    const started = await adapter.startPayout(gatewayPayment(site, user, payment, context.locale), recipient);
    await recordStart(db, payment.id, started, clock());
    if (started.outcome) return applyOutcome(deps, payment.id, started.outcome);
  } catch (error) {
    // Unknown whether the provider took it: the money stays held until a status query or the
    // operator settles it. Paying again could pay twice.
    context.log.error({ err: error, payment: payment.id }, "payout could not start");
  }
  return findPayment(db, payment.id);
}
