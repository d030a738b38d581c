import type { DepositRequest } from "@platform/contracts";
import type { FastifyBaseLogger } from "fastify";
import { HttpError } from "../http/http-error.ts";
import { excludedError } from "../safer-gambling/exclusion-message.ts";
import { exclusionOnAnyBrand } from "../safer-gambling/operator-exclusion.ts";
import type { Site } from "../sites/site-repository.ts";
import { contactOf } from "../users/contact.ts";
import type { UserRow } from "../users/user-view.ts";
import { assertWithin, parseAmount, siteCurrency } from "../wallet/amounts.ts";
import { lockPlayerCash } from "../wallet/payment-movements.ts";
import { assertWithinDepositLimits } from "./deposit-limits.ts";
import { gatewayPayment } from "./gateway-payment.ts";
import { applyOutcome } from "./payment-outcome.ts";
import {
  enabledGateway,
  findOwnPayment,
  findPayment,
  insertPayment,
  type PaymentRow,
  paymentByClientKey,
  recordStart,
} from "./payment-store.ts";
import type { PaymentsDeps } from "./payments-deps.ts";
import { hashRequest } from "./request-hash.ts";

/*
 * Deposits, from the player's request to the provider. Nothing is credited here: the provider's
 * answer goes through applyOutcome, whichever way it arrives.
 */

/** Starts a deposit; a repeated Idempotency-Key answers the payment it started first. */
export async function startDeposit(
  deps: PaymentsDeps,
  site: Site,
  user: UserRow,
  input: DepositRequest,
  clientKey: string | null,
  context: { locale: string; log: FastifyBaseLogger },
): Promise<PaymentRow> {
  const { db, ledger, clock } = deps;
  if (!site.settings.allow_deposit) throw new HttpError(403, "Deposits are not available on this site.");
  // A time-out or self-exclusion (here or on another brand of the operator) takes no money in,
  // whatever session is asking.
  const exclusion = await exclusionOnAnyBrand(db, site, user, clock());
  if (exclusion) throw excludedError(exclusion, "deposit");
  const gateway = await enabledGateway(db, site, input.gateway_id, "deposit");
  const amount = parseAmount(site, input.amount);
  assertWithin(site, amount, site.settings.deposit_min, site.settings.deposit_max, "deposit");
  const phone = gateway.method === "mobile_money" ? (contactOf(site, input).phone ?? user.phone) : null;
  if (gateway.method === "mobile_money" && !phone) {
    const message = "Please enter the phone number to pay from.";
    throw new HttpError(400, message, [{ message, field: "phone_number" }]);
  }
  const requestHash = hashRequest({ direction: "deposit", gateway: gateway.id, amount, phone });
  const existing = await paymentByClientKey(db, site, user, clientKey, requestHash);
  if (existing) return existing;

  const { code: currency } = siteCurrency(site);
  const payment = await ledger.inTransaction(async (tx) => {
    // One deposit at a time per player, so two cannot both slip under a limit.
    await lockPlayerCash(tx, ledger, { siteId: site.id, currency, userId: user.id });
    await assertWithinDepositLimits(tx, site, user, amount, clock());
    return insertPayment(tx, {
      siteId: site.id,
      userId: user.id,
      gatewayId: gateway.id,
      gatewayCode: gateway.code,
      direction: "deposit",
      amount,
      currency,
      clientKey,
      requestHash,
      recipient: phone ? { phone } : null,
    });
  });
  if (payment.providerRef !== null || payment.status !== "pending") return payment;

  const adapter = deps.gateways.get(gateway.code);
  try {
    const started = await adapter.startDeposit(gatewayPayment(site, user, payment, context.locale));
    await recordStart(db, payment.id, started, clock());
    if (started.outcome) return applyOutcome(deps, payment.id, started.outcome);
  } catch (error) {
    context.log.error({ err: error, payment: payment.id }, "deposit could not start");
    return applyOutcome(deps, payment.id, {
      status: "failed",
      reason: "The payment provider did not answer.",
    });
  }
  return findPayment(db, payment.id);
}

/** Mobile money: the code from the push confirms the deposit. */
export async function confirmDeposit(
  deps: PaymentsDeps,
  site: Site,
  user: UserRow,
  paymentId: string,
  otp: string,
): Promise<PaymentRow> {
  const payment = await findOwnPayment(deps.db, site, user, paymentId);
  if (payment.direction !== "deposit" || payment.status !== "pending") return payment;
  const adapter = deps.gateways.get(payment.gatewayCode);
  if (!adapter.confirmDeposit) throw new HttpError(400, "This payment needs no code.");
  const outcome = await adapter.confirmDeposit(gatewayPayment(site, user, payment, user.locale), otp);
  return applyOutcome(deps, payment.id, outcome);
}
