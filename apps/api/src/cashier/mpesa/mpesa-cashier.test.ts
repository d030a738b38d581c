import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MPESA } from "../../seed/demo-sites/cashier.ts";
import { walletTranslations } from "../../seed/translations/wallet.ts";
import { caller, testClock } from "../../test/account-fixtures.ts";
import { cashierSite, PASSWORD } from "../../test/cashier-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  CHECKOUT,
  type Exchange,
  FakeDaraja,
  FIXTURE_TIME,
  fixture,
  MPESA_TEST_ENV,
  PAYOUT_ID,
  pathOf,
} from "./fake-daraja.ts";
import { createMpesaGateway } from "./mpesa-gateway.ts";

const SITE = "mpesatest";

let t: TestApp;
let call: ReturnType<typeof caller>;
const daraja = new FakeDaraja();

beforeAll(async () => {
  const base = cashierSite(SITE);
  const time = testClock(FIXTURE_TIME);
  const mpesa = createMpesaGateway(MPESA_TEST_ENV, { transport: daraja.transport, clock: time.clock });
  if (!mpesa) throw new Error("M-Pesa test configuration missing");
  t = await createTestApp({
    sites: [{ ...base, cashier: { ...base.cashier, gateways: MPESA } }],
    translations: walletTranslations,
    accounts: { clock: time.clock },
    gateways: [mpesa],
  });
  call = caller(t.app);
  daraja.script(fixture("oauth-token"));
});
afterAll(() => t.close());

async function player(): Promise<{ token: string; phone: string }> {
  const national = `7${randomInt(10_000_000, 99_999_999)}`;
  const response = await call("POST", "/api/session/register", {
    site: SITE,
    body: {
      phone_number: `0${national}`,
      password: PASSWORD,
      confirm_password: PASSWORD,
      age_confirmed: true,
      terms_accepted: true,
    },
  });
  expect(response.statusCode).toBe(200);
  return { token: response.json().data.token, phone: `254${national}` };
}

async function gatewayId(token: string, direction: "deposit" | "withdraw"): Promise<number> {
  const response = await call("GET", `/api/user/gateways-${direction}`, { site: SITE, token });
  const gateway = (response.json().data as { id: number; code: string }[]).find(
    (item) => item.code === "mpesa",
  );
  if (!gateway) throw new Error(`no mpesa ${direction} gateway`);
  return gateway.id;
}

async function overview(token: string) {
  return (await call("GET", "/api/user/overview", { site: SITE, token })).json().data;
}

/** Safaricom posting a recorded callback to the URL we gave it. */
function post(url: string, payload: unknown) {
  return t.app.inject({
    method: "POST",
    url: pathOf(url),
    payload: JSON.stringify(payload),
    headers: { "content-type": "application/json" },
  });
}

/** A recorded fixture with the recorded ids replaced by this test's. */
function recorded<T>(name: string, ids: Record<string, string>): T {
  let text = JSON.stringify(fixture<unknown>(name));
  for (const [from, to] of Object.entries(ids)) text = text.replaceAll(from, to);
  return JSON.parse(text) as T;
}

/** The recorded paid callback for `checkout`, reporting `shillings`. */
function paidCallback(checkout: string, shillings: number) {
  const callback = recorded<{
    Body: { stkCallback: { CallbackMetadata: { Item: { Name: string; Value?: unknown }[] } } };
  }>("stk-callback-success", { [CHECKOUT]: checkout });
  for (const item of callback.Body.stkCallback.CallbackMetadata.Item) {
    if (item.Name === "Amount") item.Value = shillings;
  }
  return callback;
}

/** A recorded exchange answering for `checkout`; `body` is what the request must be, if checked. */
function answering(name: string, checkout: string, body?: unknown): Exchange {
  const exchange = recorded<Exchange>(name, { [CHECKOUT]: checkout });
  return { request: { ...exchange.request, body }, response: exchange.response };
}

/** The body of the last request Daraja received. */
function lastSent(): Record<string, unknown> {
  const body = daraja.seen.at(-1)?.body;
  if (typeof body !== "object" || body === null) throw new Error("Daraja received no JSON body");
  return body as Record<string, unknown>;
}

/** Starts an M-Pesa deposit; returns the payment, its CheckoutRequestID and our callback URL. */
async function startDeposit(token: string, amount: string, body?: unknown) {
  const checkout = `ws_CO_${randomInt(1e9, 9e9)}`;
  daraja.script(answering("stk-push", checkout, body));
  const started = await call("POST", "/api/user/deposit", {
    site: SITE,
    token,
    body: { amount, gateway_id: await gatewayId(token, "deposit") },
  });
  expect(started.statusCode).toBe(200);
  const callbackUrl = String(lastSent().CallBackURL);
  return { payment: started.json().data, checkout, callbackUrl };
}

describe("M-Pesa through the cashier", () => {
  test("STK deposit: credited once, after the status query, however often the callback comes", async () => {
    const { token, phone } = await player();
    const { payment, checkout, callbackUrl } = await startDeposit(token, "100", {
      ...(fixture("stk-push").request.body as object),
      PartyA: phone,
      PhoneNumber: phone,
      CallBackURL: expect.stringMatching(
        /^https:\/\/bets\.example\.co\.ke\/api\/payments\/mpesa\/notify\?kind=stk&/,
      ),
    });
    expect(payment).toMatchObject({
      status: "pending",
      next_action: { type: "wait", message: "Confirm the payment on your phone" },
    });
    expect(callbackUrl).toContain(`payment=${payment.id}&`);

    const forged = await post(callbackUrl.replace(/token=.*/, "token=forged"), paidCallback(checkout, 100));
    expect(forged.statusCode).toBe(401);

    for (const _delivery of [1, 2]) {
      daraja.script(answering("stk-query-success", checkout));
      const delivered = await post(callbackUrl, paidCallback(checkout, 100));
      expect(delivered.statusCode).toBe(200);
      expect(delivered.json().data).toEqual({ payment: payment.id, state: "success" });
      expect((await overview(token)).funds_total).toBe("100.00");
    }
    daraja.verify();
    const shown = await call("GET", `/api/user/payment/${payment.id}`, { site: SITE, token });
    expect(shown.json().data).toMatchObject({ status: "success", next_action: { type: "none" } });
  });

  test("a callback saying paid is not believed when the query says cancelled", async () => {
    const { token } = await player();
    const { payment, checkout, callbackUrl } = await startDeposit(token, "100");
    daraja.script(answering("stk-query-cancelled", checkout));
    const delivered = await post(callbackUrl, paidCallback(checkout, 100));
    expect(delivered.json().data).toEqual({ payment: payment.id, state: "canceled" });
    expect((await overview(token)).funds_total).toBe("0.00");
    daraja.verify();
  });

  test("paid another amount than asked: nothing is credited, the deposit waits for review", async () => {
    const { token } = await player();
    const { payment, checkout, callbackUrl } = await startDeposit(token, "1000");
    daraja.script(answering("stk-query-success", checkout));
    const delivered = await post(callbackUrl, paidCallback(checkout, 100));
    expect(delivered.json().data).toEqual({ payment: payment.id, state: "review" });
    expect((await overview(token)).funds_total).toBe("0.00");
    daraja.verify();
  });

  test("B2C withdrawal: held at once, paid by its Result, delivered twice", async () => {
    const { token, phone } = await player();
    const deposit = await startDeposit(token, "1000");
    daraja.script(answering("stk-query-success", deposit.checkout));
    await post(deposit.callbackUrl, paidCallback(deposit.checkout, 1000));
    expect((await overview(token)).funds_total).toBe("1000.00");

    const b2c = fixture("b2c-payment");
    daraja.script({ ...b2c, request: { ...b2c.request, body: undefined } });
    const requested = await call("POST", "/api/user/withdraw", {
      site: SITE,
      token,
      body: {
        amount: "250",
        gateway_id: await gatewayId(token, "withdraw"),
        recipient: {
          method: "mobile_money",
          account_number: `0${phone.slice(3)}`,
          account_name: "Jane Wanjiku",
        },
      },
    });
    expect(requested.statusCode).toBe(200);
    const withdrawal = requested.json().data;
    expect(await overview(token)).toMatchObject({ funds_total: "750.00", pending_withdrawals: "250.00" });
    const sent = lastSent();
    expect(sent).toMatchObject({ OriginatorConversationID: withdrawal.id, PartyB: phone, Amount: 250 });

    const result = recorded("b2c-result-success", { [PAYOUT_ID]: withdrawal.id });
    for (const _delivery of [1, 2]) {
      const delivered = await post(String(sent.ResultURL), result);
      expect(delivered.json().data).toEqual({ payment: withdrawal.id, state: "success" });
    }
    expect(await overview(token)).toMatchObject({ funds_total: "750.00", pending_withdrawals: "0.00" });
    daraja.verify();
  });
});
