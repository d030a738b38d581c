import type { DepositRequest, NewRecipient } from "@platform/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.ts";
import { ledgerAccounts, paymentEvents, paymentGateways, payments } from "../db/schema.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { forfeitBonusForWithdrawal } from "../promotions/withdrawal-forfeit.ts";
import { excludedError } from "../safer-gambling/exclusion-message.ts";
import { exclusionOnAnyBrand } from "../safer-gambling/operator-exclusion.ts";
import type { Clock } from "../security/clock.ts";
import type { Site } from "../sites/site-repository.ts";
import { contactOf } from "../users/contact.ts";
import type { UserRow } from "../users/user-view.ts";
import { assertWithin, parseAmount, siteCurrency } from "../wallet/amounts.ts";
import type { Executor, Ledger } from "../wallet/ledger.ts";
import { assertWithinDepositLimits } from "./deposit-limits.ts";
import { gatewayPayment, knownPayment } from "./gateway-payment.ts";
import type { GatewayRegistry } from "./gateway-registry.ts";
import type { GatewayOutcome, RawNotification } from "./payment-gateway.ts";
import { settleOutcome } from "./payment-settlement.ts";
import { maskRecipient, payoutRecipient } from "./payout-recipient.ts";
import { holdForReview, mismatchOf } from "./payout-review.ts";
import { hashRequest, withdrawalRequestHash } from "./request-hash.ts";

export type PaymentRow = typeof payments.$inferSelect;
type GatewayRow = typeof paymentGateways.$inferSelect;

const REQUEST_IN_USE = "This request was already made with different details.";

/**
 * Deposits and withdrawals, from the player's request to the ledger. A payment row records how
 * far a payment got; money moves only in the ledger, in the same database transaction that moves
 * the payment out of `pending`, which happens exactly once (`FOR UPDATE ... status = 'pending'`)
 * however often a notification, an OTP or a status query reports the outcome.
 */
export class PaymentsService {
  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly gateways: GatewayRegistry,
    private readonly clock: Clock,
  ) {}

  /** Starts a deposit; a repeated Idempotency-Key answers the payment it started first. */
  async createDeposit(
    site: Site,
    user: UserRow,
    input: DepositRequest,
    clientKey: string | null,
    context: { locale: string; log: FastifyBaseLogger },
  ): Promise<PaymentRow> {
    if (!site.settings.allow_deposit) throw new HttpError(403, "Deposits are not available on this site.");
    // A time-out or self-exclusion (here or on another brand of the operator) takes no money in,
    // whatever session is asking.
    const exclusion = await exclusionOnAnyBrand(this.db, site, user, this.clock());
    if (exclusion) throw excludedError(exclusion, "deposit");
    const gateway = await this.#gateway(site, input.gateway_id, "deposit");
    const amount = parseAmount(site, input.amount);
    assertWithin(site, amount, site.settings.deposit_min, site.settings.deposit_max, "deposit");
    const phone = gateway.method === "mobile_money" ? (contactOf(site, input).phone ?? user.phone) : null;
    if (gateway.method === "mobile_money" && !phone) {
      const message = "Please enter the phone number to pay from.";
      throw new HttpError(400, message, [{ message, field: "phone_number" }]);
    }
    const requestHash = hashRequest({ direction: "deposit", gateway: gateway.id, amount, phone });
    const existing = await this.#byClientKey(site, user, clientKey, requestHash);
    if (existing) return existing;

    const { code: currency } = siteCurrency(site);
    const payment = await this.ledger.inTransaction(async (tx) => {
      // One deposit at a time per player, so two cannot both slip under a limit.
      await this.#lockPlayer(tx, site, user, currency);
      await assertWithinDepositLimits(tx, site, user, amount, this.clock());
      return this.#insertPayment(tx, {
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

    const adapter = this.gateways.get(gateway.code);
    try {
      const started = await adapter.startDeposit(gatewayPayment(site, user, payment, context.locale));
      await this.db
        .update(payments)
        .set({ providerRef: started.providerRef, nextAction: started.next, updatedAt: this.clock() })
        .where(eq(payments.id, payment.id));
      if (started.outcome) return this.applyOutcome(payment.id, started.outcome);
    } catch (error) {
      context.log.error({ err: error, payment: payment.id }, "deposit could not start");
      return this.applyOutcome(payment.id, {
        status: "failed",
        reason: "The payment provider did not answer.",
      });
    }
    return this.#find(payment.id);
  }

  /** Mobile money: the code from the push confirms the deposit. */
  async confirmDeposit(site: Site, user: UserRow, paymentId: string, otp: string): Promise<PaymentRow> {
    const payment = await this.findOwn(site, user, paymentId);
    if (payment.direction !== "deposit" || payment.status !== "pending") return payment;
    const adapter = this.gateways.get(payment.gatewayCode);
    if (!adapter.confirmDeposit) throw new HttpError(400, "This payment needs no code.");
    const outcome = await adapter.confirmDeposit(gatewayPayment(site, user, payment, user.locale), otp);
    return this.applyOutcome(payment.id, outcome);
  }

  /**
   * Requests a withdrawal: the amount is held at once (promo credit is never withdrawable) and
   * leaves for the recipient; a failed payout returns it. The player cannot take it back.
   */
  async createWithdrawal(
    site: Site,
    user: UserRow,
    input: {
      amount: string;
      gateway_id: number;
      recipient_id?: string | undefined;
      recipient?: NewRecipient | undefined;
      save_recipient?: boolean | undefined;
      forfeit_bonus?: boolean | undefined;
    },
    clientKey: string | null,
    context: { locale: string; log: FastifyBaseLogger },
  ): Promise<PaymentRow> {
    if (!site.settings.allow_withdrawal)
      throw new HttpError(403, "Withdrawals are not available on this site.");
    if (site.settings.required_fica_to_play && !user.approvedFicaStatus) {
      throw new HttpError(403, "Your identity check (FICA) must be approved before you can withdraw.");
    }
    const gateway = await this.#gateway(site, input.gateway_id, "withdraw");
    const amount = parseAmount(site, input.amount);
    assertWithin(site, amount, site.settings.withdraw_min, site.settings.withdraw_max, "withdrawal");
    const recipient = await payoutRecipient(this.db, site, user, gateway, input);
    const requestHash = withdrawalRequestHash(gateway.id, amount, recipient);
    const existing = await this.#byClientKey(site, user, clientKey, requestHash);
    if (existing) return existing;

    const { code: currency } = siteCurrency(site);
    const payment = await this.ledger.inTransaction(async (tx) => {
      const row = await this.#insertPayment(tx, {
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
        this.ledger,
        site,
        { userId: user.id, paymentId: row.id, confirmed },
        this.clock(),
      );
      const { holdId } = await this.ledger.hold(tx, {
        siteId: site.id,
        currency,
        userId: user.id,
        amount,
        idempotencyKey: `withdrawal:${row.id}`,
        reference: { payment: row.id, gateway: gateway.code },
      });
      const [held] = await tx.update(payments).set({ holdId }).where(eq(payments.id, row.id)).returning();
      return held ?? row;
    });
    if (payment.providerRef !== null || payment.status !== "pending") return payment;

    const adapter = this.gateways.get(gateway.code);
    if (!adapter.startPayout) throw new HttpError(503, "This payout method is not available right now.");
    try {
      const started = await adapter.startPayout(
        gatewayPayment(site, user, payment, context.locale),
        recipient,
      );
      await this.db
        .update(payments)
        .set({ providerRef: started.providerRef, nextAction: started.next, updatedAt: this.clock() })
        .where(eq(payments.id, payment.id));
      if (started.outcome) return this.applyOutcome(payment.id, started.outcome);
    } catch (error) {
      // Unknown whether the provider took it: the money stays held until a status query or the
      // operator settles it. Paying again could pay twice.
      context.log.error({ err: error, payment: payment.id }, "payout could not start");
    }
    return this.#find(payment.id);
  }

  /**
   * Moves a pending payment to its outcome, once: a deposit credits the player, a withdrawal's
   * hold is posted or voided; a success that does not match the request goes to review instead
   * (payout-review.ts). Later reports of the same payment change nothing.
   */
  async applyOutcome(
    paymentId: string,
    outcome: GatewayOutcome,
    event?: { gatewayCode: string; eventId: string },
  ): Promise<PaymentRow> {
    return this.ledger.inTransaction(async (tx) => {
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
      if (!payment || outcome.status === "pending") {
        const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId));
        if (!current) throw notFound("Payment not found");
        return current;
      }
      const now = this.clock();
      // A success that says another amount, currency or recipient than asked moves no money: the
      // payment waits for an operator, a withdrawal's amount still held.
      const mismatch = outcome.status === "success" ? mismatchOf(payment, outcome) : null;
      if (mismatch) return holdForReview(tx, payment, mismatch, now);
      return settleOutcome(tx, this.ledger, payment, outcome, now);
    });
  }

  /**
   * A provider's notification: verified by the adapter, matched to its payment, and for an
   * unsigned provider confirmed by a status query of our own before anything moves. Returns null
   * for a payment we do not know.
   */
  async handleNotification(code: string, raw: RawNotification): Promise<PaymentRow | null> {
    const adapter = this.gateways.get(code);
    if (!adapter.parseNotification) return null;
    const notification = await adapter.parseNotification(raw);
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.gatewayCode, code), eq(payments.providerRef, notification.providerRef)));
    if (!payment) return null;
    const outcome =
      notification.confirmed || !adapter.queryStatus
        ? notification.outcome
        : await adapter.queryStatus(knownPayment(payment));
    return this.applyOutcome(payment.id, outcome, { gatewayCode: code, eventId: notification.eventId });
  }

  /** Asks the provider where a pending payment stands and applies the answer (reconciliation). */
  async reconcile(payment: PaymentRow): Promise<PaymentRow> {
    const adapter = this.gateways.get(payment.gatewayCode);
    if (!adapter.queryStatus || payment.providerRef === null) return payment;
    return this.applyOutcome(payment.id, await adapter.queryStatus(knownPayment(payment)));
  }

  /**
   * Gives up on a deposit nobody completed (the expiry job). The provider is told first, and its
   * answer wins: a player who paid a moment ago is credited, a charge still processing is left
   * alone. Withdrawals never expire: their money stays held until the provider or an operator
   * settles them.
   */
  async expireDeposit(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.direction !== "deposit") throw new Error(`payment ${payment.id} is not a deposit`);
    const adapter = this.gateways.get(payment.gatewayCode);
    const outcome: GatewayOutcome =
      adapter.cancelDeposit && payment.providerRef !== null
        ? await adapter.cancelDeposit(knownPayment(payment))
        : { status: "canceled", reason: "expired" };
    if (outcome.status === "pending") return payment;
    return this.applyOutcome(
      payment.id,
      outcome.status === "canceled" ? { status: "canceled", reason: "expired" } : outcome,
    );
  }

  /** The player's own payment; anyone else's is indistinguishable from one that does not exist. */
  async findOwn(site: Site, user: UserRow, paymentId: string): Promise<PaymentRow> {
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.siteId, site.id), eq(payments.userId, user.id)));
    if (!payment) throw notFound("Payment not found");
    return payment;
  }

  /**
   * Pending payments older than `olderThanMs`, oldest first, for reconciliation; `after` (the
   * last one of the previous page) pages on, so payments stuck at the front never hide the rest.
   */
  async pending(olderThanMs: number, limit = 100, after?: PaymentRow): Promise<PaymentRow[]> {
    const before = new Date(this.clock().getTime() - olderThanMs);
    // Dates come back with milliseconds, the column keeps microseconds: page on what we can see.
    const created = sql`date_trunc('milliseconds', ${payments.createdAt})`;
    return this.db
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

  async gatewayOf(payment: PaymentRow): Promise<GatewayRow> {
    const [gateway] = await this.db
      .select()
      .from(paymentGateways)
      .where(eq(paymentGateways.id, payment.gatewayId));
    if (!gateway) throw new Error(`gateway ${payment.gatewayId} missing`);
    return gateway;
  }

  async #gateway(site: Site, id: number, direction: "deposit" | "withdraw"): Promise<GatewayRow> {
    const [gateway] = await this.db
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

  async #byClientKey(site: Site, user: UserRow, clientKey: string | null, requestHash: string) {
    if (!clientKey) return null;
    const [existing] = await this.db
      .select()
      .from(payments)
      .where(
        and(eq(payments.siteId, site.id), eq(payments.userId, user.id), eq(payments.clientKey, clientKey)),
      );
    if (existing && existing.requestHash !== requestHash) throw new HttpError(409, REQUEST_IN_USE);
    return existing ?? null;
  }

  /** Inserts the payment; a concurrent request with the same Idempotency-Key finds the first one. */
  async #insertPayment(tx: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
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

  async #lockPlayer(tx: Executor, site: Site, user: UserRow, currency: string): Promise<void> {
    const account = await this.ledger.accounts.resolve(tx, site.id, currency, {
      kind: "player_cash",
      userId: user.id,
    });
    await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, account.id))
      .for("update");
  }

  async #find(paymentId: string): Promise<PaymentRow> {
    const [payment] = await this.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw notFound("Payment not found");
    return payment;
  }
}
