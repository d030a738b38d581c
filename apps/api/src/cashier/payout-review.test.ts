import { randomUUID } from "node:crypto";
import { advisoryLeadership } from "@platform/server/advisory-lock";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ledgerHolds, ledgerTransactions, operatorAlerts, payments } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { listPendingPayments, printTrialBalance } from "../operator/operator-commands.ts";
import { grantRole } from "../operator/roles.ts";
import {
  type CashierTestApp,
  cashierSite,
  createCashierTestApp,
  providerRef,
} from "../test/cashier-fixtures.ts";
import { notification } from "../test/fake-gateway.ts";
import { Ledger } from "../wallet/ledger.ts";
import { GatewayRegistry } from "./gateway-registry.ts";
import { resolvePaymentCommand } from "./payment-review-commands.ts";
import { PaymentsService } from "./payments-service.ts";
import { resolveReview } from "./payout-review.ts";
import { RECONCILE_LOCK_KEY, ReconcileJob } from "./reconcile-job.ts";

/*
 * Issue 15, finding 4: a provider's payout success that does not match the request (amount,
 * currency, recipient) froze the money: the payment said failed, the hold stayed pending, the
 * player read "back in your balance". Now the withdrawal waits in review, held, until resolved.
 */

let c: CashierTestApp;
beforeAll(async () => {
  c = await createCashierTestApp([cashierSite("cash")]);
});
afterAll(() => c.t.close());

const bankRecipient = { method: "bank", bank_code: "KCB", account_number: "1234567890", account_name: "Ama" };

async function withdraw(token: string, amount: string) {
  const response = await c.call("POST", "/api/user/withdraw", {
    site: "cash",
    token,
    body: { amount, gateway_id: await c.gatewayId(token, "fake-bank", "withdraw"), recipient: bankRecipient },
  });
  return response;
}

/** The bank's signed report that the payout succeeded, saying what it moved. */
async function reportPaid(
  paymentId: string,
  said: Pick<Parameters<typeof notification>[0], "amount" | "currency" | "recipient">,
  event: string = randomUUID(),
) {
  const { payload, headers } = notification({
    event,
    ref: await providerRef(c, paymentId),
    status: "success",
    ...said,
  });
  const response = await c.t.app.inject({
    method: "POST",
    url: "/api/payments/fake-bank/notify",
    payload,
    headers,
  });
  return response.statusCode;
}

async function seen(token: string, paymentId: string) {
  const response = await c.call("GET", `/api/user/payment/${paymentId}`, { site: "cash", token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function holdState(paymentId: string) {
  const [row] = await c.t.testDb.db
    .select({ state: ledgerHolds.state, holdId: ledgerHolds.id })
    .from(payments)
    .innerJoin(ledgerHolds, eq(ledgerHolds.id, payments.holdId))
    .where(eq(payments.id, paymentId));
  if (!row) throw new Error(`no hold for ${paymentId}`);
  return row;
}

async function alertsFor(kind: string, paymentId: string) {
  return c.t.testDb.db
    .select()
    .from(operatorAlerts)
    .where(eq(operatorAlerts.dedupeKey, `${kind}:${paymentId}`));
}

async function settlements(holdId: string) {
  const rows = await c.t.testDb.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `hold:${holdId}:settle`));
  return rows.length;
}

function reconcileJob() {
  const { db } = c.t.testDb;
  return new ReconcileJob({
    payments: new PaymentsService(
      db,
      new Ledger(db),
      new GatewayRegistry([c.card, c.mobile, c.bank]),
      c.time.clock,
    ),
    db,
    leadership: advisoryLeadership(c.t.testDb.handle, RECONCILE_LOCK_KEY),
    clock: c.time.clock,
    log: { info() {}, warn() {}, error() {} },
    minAgeMs: 0,
  });
}

async function operatorToken(): Promise<string> {
  const { token, id } = await c.player();
  await grantRole(c.t.testDb.db, id, "operator", "test");
  return token;
}

async function booksBalanced(): Promise<boolean> {
  return printTrialBalance(c.t.testDb.db, () => {}, "cash");
}

describe("a payout success that does not match the request", () => {
  test("another amount: held for review, alerted once over 5 deliveries and 2 sweeps, the player told the truth; paid posts once of 20", async () => {
    const { token } = await c.player();
    await c.fund(token, "1000");
    const payment = (await withdraw(token, "400")).json().data;

    // The same event redelivered, then four more events, some at once.
    expect(await reportPaid(payment.id, { amount: 100n }, "evt-short")).toBe(200);
    const again = await Promise.all([
      reportPaid(payment.id, { amount: 100n }, "evt-short"),
      ...Array.from({ length: 4 }, () => reportPaid(payment.id, { amount: 100n })),
    ]);
    expect(again.every((status) => status === 200)).toBe(true);
    const job = reconcileJob();
    await job.sweep();
    await job.sweep();
    await job.stop();

    const shown = await seen(token, payment.id);
    expect(shown.data).toMatchObject({ status: "review", failure_reason: null });
    expect(shown.message).toMatch(/being checked/);
    expect(shown.message).not.toMatch(/back in your balance/);
    expect(await c.overview(token)).toMatchObject({ funds_total: "600.00", pending_withdrawals: "400.00" });
    const { state, holdId } = await holdState(payment.id);
    expect(state).toBe("pending");
    const alerts = await alertsFor("payout_mismatch", payment.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ severity: "critical", resolvedAt: null });
    expect(alerts[0]?.summary).toMatch(/1\.00 KES instead of 400\.00 KES/);

    // The books say 600 is there: a new withdrawal of more is refused, of that much is taken.
    expect((await withdraw(token, "600.01")).statusCode).toBe(409);
    const pending: string[] = [];
    await listPendingPayments(c.t.testDb.db, (line) => pending.push(line));
    expect(pending.join("\n")).toMatch(
      new RegExp(`${payment.id}[^\\n]*\\n\\s+NEEDS REVIEW: The provider reported`),
    );

    const operator = await operatorToken();
    const listed = await c.call("GET", "/api/operator/payments", { site: "cash", token: operator });
    expect(listed.json().data.map((row: { id: string }) => row.id)).toContain(payment.id);
    const resolves = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.call("POST", `/api/operator/payments/${payment.id}/resolve`, {
          site: "cash",
          token: operator,
          body: { resolution: "paid" },
        }),
      ),
    );
    expect(resolves.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(resolves.filter((response) => response.statusCode === 409)).toHaveLength(19);
    const second = await c.call("POST", `/api/operator/payments/${payment.id}/resolve`, {
      site: "cash",
      token: operator,
      body: { resolution: "returned" },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: "error", errors: [{ message: expect.any(String) }] });

    expect((await holdState(payment.id)).state).toBe("posted");
    expect(await settlements(holdId)).toBe(1);
    expect((await seen(token, payment.id)).data.status).toBe("success");
    expect(await c.overview(token)).toMatchObject({ funds_total: "600.00", pending_withdrawals: "0.00" });
    expect((await alertsFor("payout_mismatch", payment.id))[0]?.resolvedAt).not.toBeNull();
    expect(await booksBalanced()).toBe(true);
  });

  test("another currency or recipient: held for review; returned voids once of 20; the CLI resolves once", async () => {
    const { token } = await c.player();
    await c.fund(token, "1000");
    // The recipient as asked (with its bank) is a plain success: the check does not cry wolf.
    const matching = (await withdraw(token, "100")).json().data;
    expect(
      await reportPaid(matching.id, {
        amount: 10_000n,
        currency: "KES",
        recipient: { accountNumber: "1234567890", bankCode: "KCB" },
      }),
    ).toBe(200);
    expect((await seen(token, matching.id)).data.status).toBe("success");

    const dollars = (await withdraw(token, "200")).json().data;
    expect(await reportPaid(dollars.id, { amount: 20_000n, currency: "USD" })).toBe(200);
    const elsewhere = (await withdraw(token, "300")).json().data;
    expect(await reportPaid(elsewhere.id, { recipient: { accountNumber: "9999999999" } })).toBe(200);
    // Same last four digits, another account: still not the recipient asked for.
    const lookalike = (await withdraw(token, "50")).json().data;
    expect(await reportPaid(lookalike.id, { recipient: { accountNumber: "7234567890" } })).toBe(200);
    for (const id of [dollars.id, elsewhere.id, lookalike.id]) {
      expect((await seen(token, id)).data.status).toBe("review");
      expect((await holdState(id)).state).toBe("pending");
      expect(await alertsFor("payout_mismatch", id)).toHaveLength(1);
    }
    expect(await c.overview(token)).toMatchObject({ funds_total: "350.00", pending_withdrawals: "550.00" });
    expect((await withdraw(token, "351")).statusCode).toBe(409);

    const ledger = new Ledger(c.t.testDb.db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        resolveReview(ledger, {
          paymentId: dollars.id,
          siteId: null,
          resolution: "returned",
          by: "ops",
          now: c.time.clock(),
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes.filter((item) => item.status === "rejected")) {
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(HttpError);
      expect(((outcome as PromiseRejectedResult).reason as HttpError).statusCode).toBe(409);
    }
    const { state, holdId } = await holdState(dollars.id);
    expect(state).toBe("voided");
    expect(await settlements(holdId)).toBe(1);
    const returned = await seen(token, dollars.id);
    expect(returned.data.status).toBe("failed");
    expect(returned.message).toMatch(/back in your balance/);
    expect(await c.overview(token)).toMatchObject({ funds_total: "550.00", pending_withdrawals: "350.00" });
    // What the books now say is there can be withdrawn.
    expect((await withdraw(token, "550.01")).statusCode).toBe(409);

    const out: string[] = [];
    await resolvePaymentCommand(c.t.testDb.db, (line) => out.push(line), elsewhere.id, "paid", "ops");
    expect(out.join()).toMatch(/review → success/);
    await expect(
      resolvePaymentCommand(c.t.testDb.db, () => {}, elsewhere.id, "returned", "ops"),
    ).rejects.toThrow(/not waiting for review/);
    await expect(
      resolvePaymentCommand(c.t.testDb.db, () => {}, lookalike.id, "returned", ""),
    ).rejects.toThrow(/--by/);
    await expect(
      resolvePaymentCommand(c.t.testDb.db, () => {}, lookalike.id, "refund", "ops"),
    ).rejects.toThrow(/paid or returned/);
    expect((await holdState(elsewhere.id)).state).toBe("posted");
    expect((await holdState(lookalike.id)).state).toBe("pending");
    const [row] = await c.t.testDb.db
      .select({ by: payments.reviewedBy })
      .from(payments)
      .where(and(eq(payments.id, elsewhere.id), sql`${payments.status} = 'success'`));
    expect(row?.by).toBe("ops");
    expect(await booksBalanced()).toBe(true);
  });
});
