import type { DepositRequest } from "@platform/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.ts";
import type { Clock } from "../security/clock.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import type { Ledger } from "../wallet/ledger.ts";
import { confirmDeposit, startDeposit } from "./deposits.ts";
import type { GatewayRegistry } from "./gateway-registry.ts";
import type { GatewayOutcome, RawNotification } from "./payment-gateway.ts";
import { applyOutcome } from "./payment-outcome.ts";
import { expireDeposit, pendingPayments, reconcilePayment } from "./payment-reconciliation.ts";
import { findOwnPayment, type GatewayRow, gatewayOf, type PaymentRow } from "./payment-store.ts";
import type { PaymentsDeps } from "./payments-deps.ts";
import { handleNotification } from "./provider-notifications.ts";
import { requestWithdrawal, type WithdrawalInput } from "./withdrawals.ts";

/**
 * Deposits and withdrawals, from the player's request to the ledger: one object the routes, the
 * reconciliation job and the operator's CLI hold, over the files that each do one part of it
 * (deposits.ts, withdrawals.ts, payment-outcome.ts, provider-notifications.ts,
 * payment-reconciliation.ts). Money moves only in the wallet's ledger, in the transaction that
 * moves a payment out of `pending`, which happens exactly once however often it is reported.
 */
export class PaymentsService {
  readonly #deps: PaymentsDeps;

  constructor(db: Database, ledger: Ledger, gateways: GatewayRegistry, clock: Clock) {
    this.#deps = { db, ledger, gateways, clock };
  }

  createDeposit(
    site: Site,
    user: UserRow,
    input: DepositRequest,
    clientKey: string | null,
    context: { locale: string; log: FastifyBaseLogger },
  ): Promise<PaymentRow> {
    return startDeposit(this.#deps, site, user, input, clientKey, context);
  }

  confirmDeposit(site: Site, user: UserRow, paymentId: string, otp: string): Promise<PaymentRow> {
    return confirmDeposit(this.#deps, site, user, paymentId, otp);
  }

  createWithdrawal(
    site: Site,
    user: UserRow,
    input: WithdrawalInput,
    clientKey: string | null,
    context: { locale: string; log: FastifyBaseLogger },
  ): Promise<PaymentRow> {
    return requestWithdrawal(this.#deps, site, user, input, clientKey, context);
  }

  applyOutcome(
    paymentId: string,
    outcome: GatewayOutcome,
    event?: { gatewayCode: string; eventId: string },
  ): Promise<PaymentRow> {
    return applyOutcome(this.#deps, paymentId, outcome, event);
  }

  handleNotification(code: string, raw: RawNotification): Promise<PaymentRow | null> {
    return handleNotification(this.#deps, code, raw);
  }

  reconcile(payment: PaymentRow): Promise<PaymentRow> {
    return reconcilePayment(this.#deps, payment);
  }

  expireDeposit(payment: PaymentRow): Promise<PaymentRow> {
    return expireDeposit(this.#deps, payment);
  }

  findOwn(site: Site, user: UserRow, paymentId: string): Promise<PaymentRow> {
    return findOwnPayment(this.#deps.db, site, user, paymentId);
  }

  pending(olderThanMs: number, limit = 100, after?: PaymentRow): Promise<PaymentRow[]> {
    return pendingPayments(this.#deps, olderThanMs, limit, after);
  }

  gatewayOf(payment: PaymentRow): Promise<GatewayRow> {
    return gatewayOf(this.#deps.db, payment);
  }
}
