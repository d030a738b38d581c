import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { grantRole } from "../operator/roles.ts";
import {
  type CashierTestApp,
  cashierSite,
  createCashierTestApp,
  providerRef,
} from "../test/cashier-fixtures.ts";
import { notification } from "../test/fake-gateway.ts";

/** /api/operator/payments: the operator role only, and only the payments of its own site. */
let c: CashierTestApp;
beforeAll(async () => {
  c = await createCashierTestApp([cashierSite("cash"), cashierSite("other")]);
});
afterAll(() => c.t.close());

/** A withdrawal on `site` whose provider reported another amount: in review. */
async function inReview(site: string): Promise<string> {
  const { token } = await c.player(site);
  await c.fund(token, "500", site);
  const response = await c.call("POST", "/api/user/withdraw", {
    site,
    token,
    body: {
      amount: "200",
      gateway_id: await c.gatewayId(token, "fake-bank", "withdraw", site),
      recipient: { method: "bank", bank_code: "KCB", account_number: "1234567890", account_name: "Ama" },
    },
  });
  const id: string = response.json().data.id;
  const { payload, headers } = notification({
    event: randomUUID(),
    ref: await providerRef(c, id),
    status: "success",
    amount: 1n,
  });
  await c.t.app.inject({ method: "POST", url: "/api/payments/fake-bank/notify", payload, headers });
  return id;
}

async function operator(site: string): Promise<string> {
  const { token, id } = await c.player(site);
  await grantRole(c.t.testDb.db, id, "operator", "test");
  return token;
}

describe("the operator payments API", () => {
  test("a visitor 401, a player 403, another site's payment 404", async () => {
    const ours = await inReview("cash");
    const theirs = await inReview("other");
    const resolve = (id: string, site: string, token?: string) =>
      c.call("POST", `/api/operator/payments/${id}/resolve`, {
        site,
        ...(token ? { token } : {}),
        body: { resolution: "returned" },
      });

    expect((await c.call("GET", "/api/operator/payments", { site: "cash" })).statusCode).toBe(401);
    expect((await resolve(ours, "cash")).statusCode).toBe(401);
    const { token: player } = await c.player();
    expect((await c.call("GET", "/api/operator/payments", { site: "cash", token: player })).statusCode).toBe(
      403,
    );
    expect((await resolve(ours, "cash", player)).statusCode).toBe(403);

    const token = await operator("cash");
    const listed = (await c.call("GET", "/api/operator/payments", { site: "cash", token })).json().data;
    expect(listed).toEqual([
      expect.objectContaining({
        id: ours,
        direction: "withdrawal",
        amount: "200.00",
        recipient: "KCB ••••7890",
        review_reason: expect.stringMatching(/0\.01 KES instead of 200\.00 KES/),
      }),
    ]);
    expect((await resolve(theirs, "cash", token)).statusCode).toBe(404);
    expect((await resolve(theirs, "other", token)).statusCode).toBe(401);
    expect((await resolve(randomUUID(), "cash", token)).statusCode).toBe(404);
    expect((await resolve("not-a-uuid", "cash", token)).statusCode).toBe(400);

    // Nothing moved on the other site: its operator still finds it in review and resolves it.
    const otherOperator = await operator("other");
    expect((await resolve(theirs, "other", otherOperator)).statusCode).toBe(200);
    expect((await resolve(ours, "cash", token)).statusCode).toBe(200);
    expect((await c.call("GET", "/api/operator/payments", { site: "cash", token })).json().data).toEqual([]);
  });
});
