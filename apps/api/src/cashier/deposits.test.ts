import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type CashierTestApp,
  cashierSite,
  createCashierTestApp,
  providerRef,
} from "../test/cashier-fixtures.ts";
import { notification } from "../test/fake-gateway.ts";
import { ledgerProblems, trialBalance } from "../wallet/trial-balance.ts";

let c: CashierTestApp;
beforeAll(async () => {
  c = await createCashierTestApp([cashierSite("cash"), cashierSite("closed", { allow_deposit: false })]);
});
afterAll(() => c.t.close());

async function startDeposit(token: string, body: Record<string, unknown>, key?: string) {
  return c.call("POST", "/api/user/deposit", {
    site: "cash",
    token,
    body: { gateway_id: await c.gatewayId(token, "fake-card", "deposit"), ...body },
    ...(key ? { headers: { "idempotency-key": key } } : {}),
  });
}

describe("deposits by card", () => {
  test("pending with the hosted page, credited once by the signed notification", async () => {
    const { token } = await c.player();
    const started = await startDeposit(token, { amount: "100" });
    expect(started.statusCode).toBe(200);
    const payment = started.json().data;
    expect(payment).toMatchObject({ status: "pending", amount: "100.00", next_action: { type: "redirect" } });
    expect((await c.overview(token)).funds_total).toBe("0.00");

    const ref = await providerRef(c, payment.id);
    const { payload, headers } = notification({ event: "evt-1", ref, status: "success" });
    const deliver = () =>
      c.t.app.inject({ method: "POST", url: "/api/payments/fake-card/notify", payload, headers });
    expect((await deliver()).statusCode).toBe(200);
    expect((await c.overview(token)).funds_total).toBe("100.00");
    // Redelivered, or reported again under another event id: nothing more.
    expect((await deliver()).statusCode).toBe(200);
    expect(await c.notify("fake-card", ref, "success", "evt-2")).toBe(200);
    expect((await c.overview(token)).funds_total).toBe("100.00");
    const shown = await c.call("GET", `/api/user/payment/${payment.id}`, { site: "cash", token });
    expect(shown.json().data).toMatchObject({ status: "success", next_action: { type: "none" } });
  });

  test("the same notification delivered 50 times at once credits once", async () => {
    const { token } = await c.player();
    const payment = (await startDeposit(token, { amount: "250.50" })).json().data;
    const ref = await providerRef(c, payment.id);
    const { payload, headers } = notification({ event: "evt-burst", ref, status: "success" });
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        c.t.app.inject({ method: "POST", url: "/api/payments/fake-card/notify", payload, headers }),
      ),
    );
    expect(statuses.every((response) => response.statusCode === 200)).toBe(true);
    expect((await c.overview(token)).funds_total).toBe("250.50");
  });

  test("a forged or tampered notification is refused and changes nothing", async () => {
    const { token } = await c.player();
    const payment = (await startDeposit(token, { amount: "500" })).json().data;
    const ref = await providerRef(c, payment.id);
    const { payload, headers } = notification({ event: "evt-forged", ref, status: "success" });
    const tampered = payload.replace("success", "success ");
    const forged = await c.t.app.inject({
      method: "POST",
      url: "/api/payments/fake-card/notify",
      payload: tampered,
      headers,
    });
    expect(forged.statusCode).toBe(401);
    const unsigned = await c.t.app.inject({
      method: "POST",
      url: "/api/payments/fake-card/notify",
      payload,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await c.notify("nope", ref, "success")).toBe(404);
    expect((await c.overview(token)).funds_total).toBe("0.00");
  });

  test("a declined card leaves the balance; a provider amount that differs credits nothing until reviewed", async () => {
    const { token } = await c.player();
    const declined = (await startDeposit(token, { amount: "100" })).json().data;
    expect(await c.notify("fake-card", await providerRef(c, declined.id), "failed")).toBe(200);
    const shown = await c.call("GET", `/api/user/payment/${declined.id}`, { site: "cash", token });
    expect(shown.json().data.status).toBe("failed");

    const odd = (await startDeposit(token, { amount: "100" })).json().data;
    const { payload, headers } = notification({
      event: "evt-odd",
      ref: await providerRef(c, odd.id),
      status: "success",
      amount: 1n,
    });
    await c.t.app.inject({ method: "POST", url: "/api/payments/fake-card/notify", payload, headers });
    expect(
      (await c.call("GET", `/api/user/payment/${odd.id}`, { site: "cash", token })).json().data.status,
    ).toBe("review");
    expect((await c.overview(token)).funds_total).toBe("0.00");
  });

  test("an Idempotency-Key replayed returns the first payment; with another body it is a 409", async () => {
    const { token } = await c.player();
    const first = await startDeposit(token, { amount: "60" }, "deposit-key-0001");
    const again = await startDeposit(token, { amount: "60" }, "deposit-key-0001");
    expect(again.json().data.id).toBe(first.json().data.id);
    const parallel = await Promise.all(
      Array.from({ length: 20 }, () => startDeposit(token, { amount: "70" }, "deposit-key-0002")),
    );
    expect(new Set(parallel.map((response) => response.json().data.id)).size).toBe(1);
    const other = await startDeposit(token, { amount: "61" }, "deposit-key-0001");
    expect(other.statusCode).toBe(409);
    // Keys belong to their player: another player's same key is that player's own deposit.
    const stranger = await c.player();
    const theirs = await startDeposit(stranger.token, { amount: "60" }, "deposit-key-0001");
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.id).not.toBe(first.json().data.id);
  });

  test("a token of another site, or none, reads no balance", async () => {
    const { token } = await c.player();
    expect((await c.call("GET", "/api/user/overview", { site: "closed", token })).statusCode).toBe(401);
    expect((await c.call("GET", "/api/user/overview", { site: "cash" })).statusCode).toBe(401);
    expect((await c.call("GET", "/api/user/history", { site: "closed", token })).statusCode).toBe(401);
  });
});

describe("deposit rules", () => {
  test.each([
    ["5", "The minimum deposit is KSh 10.00."],
    ["100001", "The maximum deposit is KSh 100000.00."],
    ["10.123", "Please enter a valid amount"],
    ["-10", "Please enter a valid amount"],
    ["1e3", "Please enter a valid amount"],
  ])("%s is refused: %s", async (amount, message) => {
    const { token } = await c.player();
    const response = await startDeposit(token, { amount });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: "amount", message });
  });

  test("an unknown or other-direction method, another player's payment, a closed site", async () => {
    const { token } = await c.player();
    const wrongMethod = await c.call("POST", "/api/user/deposit", {
      site: "cash",
      token,
      body: { amount: "100", gateway_id: await c.gatewayId(token, "fake-bank", "withdraw") },
    });
    expect(wrongMethod.statusCode).toBe(400);
    expect(wrongMethod.json().errors[0].field).toBe("gateway_id");

    const mine = (await startDeposit(token, { amount: "100" })).json().data;
    const stranger = await c.player();
    expect(
      (await c.call("GET", `/api/user/payment/${mine.id}`, { site: "cash", token: stranger.token }))
        .statusCode,
    ).toBe(404);

    const closed = await c.player("closed");
    const refused = await c.call("POST", "/api/user/deposit", {
      site: "closed",
      token: closed.token,
      body: { amount: "100", gateway_id: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await c.call("POST", "/api/user/deposit", { site: "cash", body: { amount: "100", gateway_id: 1 } }))
        .statusCode,
    ).toBe(401);
  });
});

describe("mobile money", () => {
  test("the code sent to the phone confirms the deposit; only its owner may enter it", async () => {
    const { token } = await c.player();
    const started = await c.call("POST", "/api/user/deposit", {
      site: "cash",
      token,
      body: {
        amount: "300",
        gateway_id: await c.gatewayId(token, "fake-mobile", "deposit"),
        phone_number: "0712000111",
      },
    });
    const payment = started.json().data;
    expect(payment.next_action).toMatchObject({ type: "otp", sent_to: "254712000111" });
    const stranger = await c.player();
    const foreign = await c.call("POST", "/api/user/deposit-otp", {
      site: "cash",
      token: stranger.token,
      body: { payment_id: payment.id, otp: c.mobile.otp },
    });
    expect(foreign.statusCode).toBe(404);
    const confirmed = await c.call("POST", "/api/user/deposit-otp", {
      site: "cash",
      token,
      body: { payment_id: payment.id, otp: c.mobile.otp },
    });
    expect(confirmed.json().data.status).toBe("success");
    expect((await c.overview(token)).funds_total).toBe("300.00");
  });
});

describe("deposit limits (RTS 12)", () => {
  test("a deposit over a limit is refused with what is still allowed; raises wait 24 hours", async () => {
    const { token } = await c.player();
    const limits = (body: Record<string, unknown>) =>
      c.call("POST", "/api/user/deposit-limits", { site: "cash", token, body });
    expect((await limits({ day: "150" })).statusCode).toBe(200);
    expect((await startDeposit(token, { amount: "100" })).statusCode).toBe(200);
    const over = await startDeposit(token, { amount: "60" });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0].message).toBe(
      "This deposit would go over your daily deposit limit. You can deposit up to KSh 50.00 in the next 24 hours.",
    );
    const raised = await limits({ day: "1000" });
    expect(raised.json().data[0]).toMatchObject({
      period: "day",
      amount: "150.00",
      pending_amount: "1000.00",
      used: "100.00",
    });
    expect((await startDeposit(token, { amount: "60" })).statusCode).toBe(400);
    c.time.advance(24 * 3_600_000 + 1);
    expect((await startDeposit(token, { amount: "60" })).statusCode).toBe(200);
    // Lower applies at once.
    await limits({ week: "100" });
    const weekly = await startDeposit(token, { amount: "10" });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().errors[0].message).toContain("weekly");
  });

  test("20 parallel deposits cannot slip past a limit together", async () => {
    const { token } = await c.player();
    await c.call("POST", "/api/user/deposit-limits", { site: "cash", token, body: { day: "100" } });
    const gateway = await c.gatewayId(token, "fake-card", "deposit");
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.call("POST", "/api/user/deposit", {
          site: "cash",
          token,
          body: { amount: "30", gateway_id: gateway },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
  });
});

describe("the books", () => {
  test("after everything above, every account sums to zero and no balance is negative", async () => {
    const [site] = await c.t.testDb.db.query.sites.findMany({
      where: (table, { eq }) => eq(table.siteCode, "cash"),
    });
    expect(ledgerProblems(await trialBalance(c.t.testDb.db, site!.id))).toEqual([]);
  });
});
