import { describe, expect, test } from "vitest";
import { type GatewayPayment, type GatewayRecipient, GatewayRejectedError } from "../payment-gateway.ts";
import {
  callbackBody,
  DEPOSIT_ID,
  FakeDaraja,
  FIXTURE_TIME,
  fixture,
  MPESA_TEST_ENV,
  PAYOUT_ID,
  pathOf,
  testGateway,
  testPayment,
} from "./fake-daraja.ts";
import { createMpesaGateway, type MpesaGateway } from "./mpesa-gateway.ts";
import { PAYOUT_STATUS_INTERVAL_MS } from "./transaction-status.ts";

const B2C = fixture("b2c-payment");
const b2cBody = B2C.request.body as { ResultURL: string; QueueTimeOutURL: string };
const RESULT_URL = pathOf(b2cBody.ResultURL);
const TIMEOUT_URL = pathOf(b2cBody.QueueTimeOutURL);
const STATUS_URL = pathOf((fixture("transaction-status").request.body as { ResultURL: string }).ResultURL);
const payout = (overrides = {}) => testPayment("withdrawal", overrides);
const gateway = (fake: FakeDaraja) => testGateway(fake);

const recipient: GatewayRecipient = {
  method: "mobile_money",
  bankCode: null,
  accountNumber: "254712345678",
  accountName: "Jane Wanjiku",
};

function notify(adapter: MpesaGateway, body: string, url: string) {
  return adapter.parseNotification({ body: callbackBody(body), headers: {}, url });
}

const WAIT = { type: "wait", message: "The payout is on its way to your M-Pesa" };

describe("M-Pesa payouts (B2C)", () => {
  test("the payout is the recorded request; its reference is our OriginatorConversationID", async () => {
    const fake = new FakeDaraja().script(fixture("oauth-token"), B2C);
    expect(await gateway(fake).startPayout(payout(), recipient)).toEqual({
      providerRef: PAYOUT_ID,
      next: WAIT,
    });
    fake.verify();
  });

  test("refused by Daraja: failed at once, so the held amount returns", async () => {
    const fake = new FakeDaraja().script(fixture("oauth-token"), fixture("b2c-payment-refused"));
    expect(await gateway(fake).startPayout(payout(), recipient)).toEqual({
      providerRef: PAYOUT_ID,
      next: WAIT,
      outcome: {
        status: "failed",
        reason: "M-Pesa refused the payout: Bad Request - Invalid PartyB.",
      },
    });
    fake.verify();
  });

  test("no OAuth token: nothing was sent, failed at once", async () => {
    const fake = new FakeDaraja().script(fixture("oauth-invalid-credentials"));
    const started = await gateway(fake).startPayout(payout(), recipient);
    expect(started.outcome).toEqual({
      status: "failed",
      reason: expect.stringMatching(/could not be reached/),
    });
    fake.verify();
  });

  test("no answer (5xx or a lost connection): pending, never failed, as Daraja may be paying", async () => {
    const fake = new FakeDaraja().script(fixture("oauth-token"), fixture("b2c-payment-gateway-timeout"));
    const adapter = gateway(fake);
    expect(await adapter.startPayout(payout(), recipient)).toEqual({ providerRef: PAYOUT_ID, next: WAIT });
    fake.verify();

    let calls = 0;
    const lost = createMpesaGateway(MPESA_TEST_ENV, {
      transport: async (request) => {
        calls += 1;
        if (calls === 1) return fake.transport(request);
        throw new TypeError("fetch failed");
      },
    });
    fake.script(fixture("oauth-token"));
    expect(await lost?.startPayout(payout(), recipient)).toEqual({ providerRef: PAYOUT_ID, next: WAIT });
    expect(calls).toBe(2);
  });

  test.each<[string, Partial<GatewayPayment>, GatewayRecipient, RegExp]>([
    ["cents", { amount: 25_050n }, recipient, /whole shillings only/],
    ["a bank account", {}, { ...recipient, method: "bank", bankCode: "KCB" }, /pays to phones only/],
    ["a number outside Safaricom", {}, { ...recipient, accountNumber: "255712345678" }, /Safaricom number/],
  ])("%s is refused before anything is sent", async (_case, overrides, to, reason) => {
    const fake = new FakeDaraja();
    const started = await gateway(fake).startPayout(payout(overrides), to);
    expect(started.outcome).toEqual({ status: "failed", reason: expect.stringMatching(reason) });
    expect(fake.seen).toEqual([]);
  });
});

describe("M-Pesa payout results", () => {
  test("success Result: paid, confirmed, with amount in minor units and the receipt", async () => {
    expect(await notify(gateway(new FakeDaraja()), "b2c-result-success", RESULT_URL)).toEqual({
      eventId: "b2c-result:AG_20260501_2010325b025970fbc403",
      providerRef: PAYOUT_ID,
      outcome: { status: "success", amount: 25_000n, receipt: "TE15ABCXYZ" },
      confirmed: true,
    });
  });

  test("failure Result: failed with Daraja's description", async () => {
    const notification = await notify(gateway(new FakeDaraja()), "b2c-result-failed", RESULT_URL);
    expect(notification).toMatchObject({
      providerRef: PAYOUT_ID,
      outcome: { status: "failed", reason: "The initiator information is invalid." },
      confirmed: true,
    });
  });

  test("a queue timeout is unknown: pending, never failed nor paid again", async () => {
    const fake = new FakeDaraja();
    const notification = await notify(gateway(fake), "b2c-queue-timeout", TIMEOUT_URL);
    expect(notification).toMatchObject({ providerRef: PAYOUT_ID, outcome: { status: "pending" } });
    expect(fake.seen).toEqual([]);
  });

  test.each([
    ["no token", RESULT_URL.replace(/&token=[^&]+/, "")],
    ["the timeout URL's token", TIMEOUT_URL.replace("kind=b2c-timeout", "kind=b2c-result")],
    ["another payout's token", RESULT_URL.replace(PAYOUT_ID, DEPOSIT_ID)],
  ])("a Result with %s is refused", async (_case, url) => {
    await expect(notify(gateway(new FakeDaraja()), "b2c-result-success", url)).rejects.toThrowError(
      GatewayRejectedError,
    );
  });

  test("a Result at this payout's URL that names another payout is refused", async () => {
    const adapter = gateway(new FakeDaraja());
    const body = callbackBody("b2c-result-success", (json) =>
      json.replace(
        `"OriginatorConversationID":"${PAYOUT_ID}"`,
        '"OriginatorConversationID":"10571-7910404-1"',
      ),
    );
    await expect(adapter.parseNotification({ body, headers: {}, url: RESULT_URL })).rejects.toThrowError(
      /names another payout/,
    );
  });
});

describe("M-Pesa payout status", () => {
  test("queryStatus asks the transaction status (asynchronous) and is pending; its Result settles", async () => {
    const fake = new FakeDaraja().script(fixture("oauth-token"), fixture("transaction-status"));
    const adapter = gateway(fake);
    expect(await adapter.queryStatus(payout({ providerRef: PAYOUT_ID }))).toEqual({ status: "pending" });
    fake.verify();
    expect(await notify(adapter, "transaction-status-result-completed", STATUS_URL)).toEqual({
      eventId: "status-result:AG_20260501_0000749f5d9c1b2c4e31",
      providerRef: PAYOUT_ID,
      outcome: { status: "success", amount: 25_000n, receipt: "TE15ABCXYZ" },
      confirmed: true,
    });
  });

  test("a status Result that is not a definite answer about this payout leaves it pending", async () => {
    const adapter = gateway(new FakeDaraja());
    const pendingBody = callbackBody("transaction-status-result-completed", (json) =>
      json.replace('"Value":"Completed"', '"Value":"Pending"'),
    );
    const failedQuery = callbackBody("transaction-status-result-completed", (json) =>
      json.replace('"ResultCode":0', '"ResultCode":2001'),
    );
    for (const body of [pendingBody, failedQuery]) {
      const notification = await adapter.parseNotification({ body, headers: {}, url: STATUS_URL });
      expect(notification.outcome).toEqual({ status: "pending" });
    }
    const failed = callbackBody("transaction-status-result-completed", (json) =>
      json.replace('"Value":"Completed"', '"Value":"Failed"'),
    );
    const notification = await adapter.parseNotification({ body: failed, headers: {}, url: STATUS_URL });
    expect(notification.outcome).toMatchObject({ status: "failed" });
  });

  test("Daraja is asked about a payout at most once per interval, however often the job asks", async () => {
    let now = FIXTURE_TIME.getTime();
    const status = fixture("transaction-status");
    const fake = new FakeDaraja().script(fixture("oauth-token"), status);
    const adapter = testGateway(fake, () => new Date(now));
    const queried = payout({ providerRef: PAYOUT_ID });
    await adapter.queryStatus(queried);
    now += 20_000;
    expect(await adapter.queryStatus(queried)).toEqual({ status: "pending" });
    expect(fake.seen).toHaveLength(2);
    now += PAYOUT_STATUS_INTERVAL_MS;
    fake.script(status);
    await adapter.queryStatus(queried);
    expect(fake.seen).toHaveLength(3);
    fake.verify();
  });

  test("a payout without a reference is pending without asking Daraja", async () => {
    const fake = new FakeDaraja();
    expect(await gateway(fake).queryStatus(payout())).toEqual({ status: "pending" });
    expect(fake.seen).toEqual([]);
  });
});
