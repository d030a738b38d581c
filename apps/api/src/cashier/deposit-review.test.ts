import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { operatorAlerts } from "../db/schema.ts";
import { printTrialBalance } from "../operator/operator-commands.ts";
import { grantRole } from "../operator/roles.ts";
import {
  type CashierTestApp,
  cashierSite,
  createCashierTestApp,
  providerRef,
} from "../test/cashier-fixtures.ts";
import { notification } from "../test/fake-gateway.ts";

/*
 * The deposit side of issue 15 finding 4. Before: another amount closed the deposit as failed
 * ("Nothing was taken") with no alert, and another currency was not looked at: the requested
 * amount was credited. Now both wait in review, nothing credited until an operator resolves.
 */
let c: CashierTestApp;
beforeAll(async () => {
  c = await createCashierTestApp([cashierSite("cash")]);
});
afterAll(() => c.t.close());

async function deposit(token: string, amount: string): Promise<string> {
  const response = await c.call("POST", "/api/user/deposit", {
    site: "cash",
    token,
    body: { amount, gateway_id: await c.gatewayId(token, "fake-card", "deposit") },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

async function reportPaid(paymentId: string, said: { amount?: bigint; currency?: string }) {
  const { payload, headers } = notification({
    event: randomUUID(),
    ref: await providerRef(c, paymentId),
    status: "success",
    ...said,
  });
  const response = await c.t.app.inject({
    method: "POST",
    url: "/api/payments/fake-card/notify",
    payload,
    headers,
  });
  expect(response.statusCode).toBe(200);
}

async function seen(token: string, paymentId: string) {
  return (await c.call("GET", `/api/user/payment/${paymentId}`, { site: "cash", token })).json();
}

describe("a deposit success that does not match the request", () => {
  test("another amount or currency credits nothing and is alerted once; paid credits the request once, returned nothing", async () => {
    const { token } = await c.player();
    const short = await deposit(token, "100");
    for (let delivery = 0; delivery < 5; delivery++) await reportPaid(short, { amount: 100n });
    const dollars = await deposit(token, "50");
    await reportPaid(dollars, { amount: 5_000n, currency: "USD" });

    for (const id of [short, dollars]) {
      const shown = await seen(token, id);
      expect(shown.data.status).toBe("review");
      expect(shown.message).toMatch(/being checked/);
      const alerts = await c.t.testDb.db
        .select()
        .from(operatorAlerts)
        .where(eq(operatorAlerts.dedupeKey, `deposit_mismatch:${id}`));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.severity).toBe("critical");
    }
    expect((await c.overview(token)).funds_total).toBe("0.00");

    const { token: operator, id } = await c.player();
    await grantRole(c.t.testDb.db, id, "operator", "test");
    const resolve = (paymentId: string, resolution: string) =>
      c.call("POST", `/api/operator/payments/${paymentId}/resolve`, {
        site: "cash",
        token: operator,
        body: { resolution },
      });
    const paid = await Promise.all(Array.from({ length: 20 }, () => resolve(short, "paid")));
    expect(paid.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect((await resolve(dollars, "returned")).json().data).toEqual({ id: dollars, status: "failed" });
    expect((await resolve(dollars, "paid")).statusCode).toBe(409);
    expect((await resolve(short, "bogus")).statusCode).toBe(400);

    expect((await c.overview(token)).funds_total).toBe("100.00");
    expect((await seen(token, short)).data.status).toBe("success");
    expect((await seen(token, dollars)).data).toMatchObject({
      status: "failed",
      failure_reason: expect.stringMatching(/Not credited/),
    });
    expect(await printTrialBalance(c.t.testDb.db, () => {}, "cash")).toBe(true);
  });
});
