import { describe, expect, test } from "vitest";
import { GatewayRejectedError } from "../payment-gateway.ts";
import {
  CHECKOUT,
  callbackBody,
  DEPOSIT_ID,
  FakeDaraja,
  fixture,
  PAYOUT_ID,
  pathOf,
  testGateway,
  testPayment,
} from "./fake-daraja.ts";
import type { MpesaGateway } from "./mpesa-gateway.ts";

const CALLBACK_URL = pathOf((fixture("stk-push").request.body as { CallBackURL: string }).CallBackURL);
const pushed = (overrides = {}) => testPayment("deposit", { providerRef: CHECKOUT, ...overrides });

function notify(adapter: MpesaGateway, callback: string, url = CALLBACK_URL) {
  return adapter.parseNotification({ body: callbackBody(callback), headers: {}, url });
}

describe("M-Pesa deposit callbacks", () => {
  test.each([
    ["no token", CALLBACK_URL.replace(/&token=[^&]+/, "")],
    [
      "a forged token",
      CALLBACK_URL.replace(/token=[^&]+/, "token=vIOXToecwyNBPKoj5nf9pssxybAkhYvqvXVFv6V59A5"),
    ],
    ["another payment's token", CALLBACK_URL.replace(DEPOSIT_ID, PAYOUT_ID)],
    ["a token issued for another kind", CALLBACK_URL.replace("kind=stk", "kind=b2c-result")],
    ["no query at all", "/api/payments/mpesa/notify"],
  ])("a callback with %s is refused", async (_case, url) => {
    const fake = new FakeDaraja();
    await expect(notify(testGateway(fake), "stk-callback-success", url)).rejects.toThrowError(
      GatewayRejectedError,
    );
    expect(fake.seen).toEqual([]);
  });

  test("a body that is not an STK callback is refused even at the right URL", async () => {
    const adapter = testGateway(new FakeDaraja());
    for (const body of ["not json", "{}", JSON.stringify({ Body: { stkCallback: { ResultCode: 0 } } })]) {
      await expect(
        adapter.parseNotification({ body: Buffer.from(body), headers: {}, url: CALLBACK_URL }),
      ).rejects.toThrowError(GatewayRejectedError);
    }
  });

  test("a callback is never trusted: paid by callback, cancelled by the query, is canceled", async () => {
    const fake = new FakeDaraja().script(fixture("oauth-token"), fixture("stk-query-cancelled"));
    const adapter = testGateway(fake);
    expect(await notify(adapter, "stk-callback-success")).toEqual({
      eventId: `stk:${CHECKOUT}`,
      providerRef: CHECKOUT,
      outcome: { status: "pending" },
      confirmed: false,
    });
    expect(fake.seen).toEqual([]);
    expect(await adapter.queryStatus(pushed())).toEqual({
      status: "canceled",
      reason: "The payment was cancelled on the phone.",
    });
    fake.verify();
  });

  test("paid: the query's success carries the callback's amount (in minor units) and receipt", async () => {
    const fake = new FakeDaraja().script(fixture("oauth-token"), fixture("stk-query-success"));
    const adapter = testGateway(fake);
    await notify(adapter, "stk-callback-success");
    expect(await adapter.queryStatus(pushed())).toEqual({
      status: "success",
      providerRef: CHECKOUT,
      amount: 10_000n,
      receipt: "TE1QK7V9PL",
    });
    fake.verify();
  });

  test("without a callback (reconciliation), or one issued for another payment, success has no amount", async () => {
    const query = fixture("stk-query-success");
    const fake = new FakeDaraja().script(fixture("oauth-token"), query, query);
    const adapter = testGateway(fake);
    expect(await adapter.queryStatus(pushed())).toEqual({ status: "success", providerRef: CHECKOUT });
    await notify(adapter, "stk-callback-success");
    const other = pushed({ id: "5d1e8a3b-7f2c-4e9d-b6a0-1c3f5e7a9b2d" });
    expect(await adapter.queryStatus(other)).toEqual({ status: "success", providerRef: CHECKOUT });
    fake.verify();
  });

  test.each<[string, string, object]>([
    ["stk-callback-cancelled", "stk-query-cancelled", { status: "canceled" }],
    [
      "stk-callback-unreachable",
      "stk-query-unreachable",
      { status: "failed", reason: expect.stringMatching(/phone could not be reached/) },
    ],
    [
      "stk-callback-insufficient-funds",
      "stk-query-insufficient-funds",
      { status: "failed", reason: expect.stringMatching(/balance is not enough/) },
    ],
    ["stk-callback-success", "stk-query-processing", { status: "pending" }],
  ])("%s, confirmed by %s", async (callback, query, outcome) => {
    const fake = new FakeDaraja().script(fixture("oauth-token"), fixture(query));
    const adapter = testGateway(fake);
    expect((await notify(adapter, callback)).confirmed).toBe(false);
    expect(await adapter.queryStatus(pushed())).toMatchObject(outcome);
    fake.verify();
  });

  test("a deposit without a provider reference is pending without asking Daraja", async () => {
    const fake = new FakeDaraja();
    expect(await testGateway(fake).queryStatus(testPayment("deposit"))).toEqual({ status: "pending" });
    expect(fake.seen).toEqual([]);
  });
});

describe("M-Pesa deposit expiry", () => {
  test.each<[string, object]>([
    ["stk-query-success", { status: "success" }],
    ["stk-query-cancelled", { status: "canceled" }],
    [
      "stk-query-unreachable",
      { status: "canceled", reason: expect.stringMatching(/phone could not be reached/) },
    ],
    ["stk-query-processing", { status: "pending" }],
  ])("an abandoned push is cancelled only on a final answer: %s", async (query, outcome) => {
    const fake = new FakeDaraja().script(fixture("oauth-token"), fixture(query));
    expect(await testGateway(fake).cancelDeposit(pushed())).toMatchObject(outcome);
    fake.verify();
  });
});
