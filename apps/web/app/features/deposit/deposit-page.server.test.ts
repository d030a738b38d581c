import { describe, expect, it } from "vitest";
import { depositAction, loadDepositPage } from "./deposit-page.server.ts";
import { depositContext, ok, post, testPayment } from "./test-api.ts";

const GATEWAYS = [
  {
    id: 1,
    code: "sandbox-mobile-money",
    name: "M-Pesa",
    method: "mobile_money",
    min: "10.00",
    max: "150000.00",
    has_guide: true,
  },
  {
    id: 2,
    code: "sandbox-card",
    name: "Visa / Mastercard",
    method: "card",
    min: "10.00",
    max: "150000.00",
    has_guide: false,
  },
];
const NO_LIMITS = ["day", "week", "month"].map((period) => ({
  period,
  amount: null,
  pending_amount: null,
  pending_from: null,
  used: "0.00",
}));
const url = new URL("https://site.test/account/deposit");

function api(deposit: (request: Request) => Response | Promise<Response>) {
  return depositContext({
    "GET /api/user/gateways-deposit": ok(GATEWAYS),
    "POST /api/user/deposit": deposit,
  });
}

describe("depositAction", () => {
  it("sends the form's idempotency key and leaves for the hosted page with a document redirect", async () => {
    const { context, sent } = api(ok(testPayment()));
    const response = await depositAction(
      post(url, {
        gateway_id: "2",
        amount: " 100 ",
        phone_number: "0712",
        idempotency_key: "key-0001-abcdef",
      }),
      url,
      context,
    );
    const deposit = sent.find((request) => request.method === "POST")!;
    expect(deposit.headers.get("idempotency-key")).toBe("key-0001-abcdef");
    // A card needs no phone: a stray one is neither checked nor sent.
    expect(await deposit.json()).toEqual({ gateway_id: 2, amount: "100" });
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("location")).toBe("https://pay.example/cs_1");
    expect((response as Response).headers.get("x-remix-reload-document")).toBe("true");
  });

  it("sends mobile money to the code page with the phone to pay from", async () => {
    const otp = { type: "otp", sent_to: "254712000111", digits: 6, expires_in: 300 } as const;
    const { context, sent } = api(ok(testPayment({ next_action: otp })));
    const response = await depositAction(
      post(url, { gateway_id: "1", amount: "300", phone_number: "0712000111", calling_code: "254" }),
      url,
      context,
    );
    const deposit = sent.find((request) => request.method === "POST")!;
    expect(await deposit.json()).toMatchObject({ phone_number: "0712000111", calling_code: "254" });
    expect(deposit.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    expect((response as Response).headers.get("location")).toBe(
      "/account/deposit/otp?payment=3f0c9a52-8d7e-4b1a-9c55-0b9d2f6e1a10",
    );
  });

  it("puts the player's limit refusal next to the amount and keeps what was typed", async () => {
    const message =
      "This deposit would go over your daily deposit limit. You can deposit up to KSh 50.00 in the next 24 hours.";
    const { context } = api(() =>
      Response.json({ status: "error", message, errors: [{ message, field: "amount" }] }, { status: 400 }),
    );
    const result = await depositAction(post(url, { gateway_id: "2", amount: "60" }), url, context);
    expect(result).toMatchObject({
      ok: false,
      form: "deposit",
      fieldErrors: { amount: message },
      values: { gateway_id: "2", amount: "60" },
    });
  });

  it("checks the amount with the contracts' rule before calling the API", async () => {
    const { context, sent } = api(ok(testPayment()));
    const result = await depositAction(post(url, { gateway_id: "2", amount: "1e3" }), url, context);
    expect(result).toMatchObject({ ok: false, fieldErrors: { amount: "Please enter a valid amount" } });
    expect(sent.some((request) => request.method === "POST")).toBe(false);
  });

  it("refuses a post from another site", async () => {
    const { context } = api(ok(testPayment()));
    const request = new Request(url, {
      method: "POST",
      body: "amount=1",
      headers: { "sec-fetch-site": "cross-site" },
    });
    await expect(depositAction(request, url, context)).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("loadDepositPage", () => {
  function page(limits: unknown, historyTotal: number) {
    return depositContext({
      "GET /api/user/gateways-deposit": ok(GATEWAYS),
      "GET /api/user/deposit-limits": ok(limits),
      "GET /api/user/history": ok({ items: [], page: 1, per_page: 1, total: historyTotal }),
      "GET /api/payment-gateway/deposit-guide/1": ok({ id: 1, name: "M-Pesa", steps: ["Enter the amount."] }),
    });
  }

  it("offers limits before the first deposit, picks ?method= and loads the guides", async () => {
    const { context } = page(NO_LIMITS, 0);
    const data = await loadDepositPage(new URL("https://site.test/account/deposit?method=2"), context);
    expect(data).toMatchObject({ chosen: 2, limitsOffer: true, phone: "0812345678" });
    expect(data.guides).toEqual([{ id: 1, steps: ["Enter the amount."] }]);
    expect(data.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("stops offering once the player has a limit or a deposit, or said not now", async () => {
    const limited = NO_LIMITS.map((limit, index) => (index === 0 ? { ...limit, amount: "150.00" } : limit));
    expect((await loadDepositPage(url, page(limited, 0).context)).limitsOffer).toBe(false);
    expect((await loadDepositPage(url, page(NO_LIMITS, 1).context)).limitsOffer).toBe(false);
    const later = new URL("https://site.test/account/deposit?limits=later");
    expect((await loadDepositPage(later, page(NO_LIMITS, 0).context)).limitsOffer).toBe(false);
  });

  it("is a 404 where the site takes no deposits", async () => {
    const { context } = depositContext({}, { settings: { allow_deposit: false } });
    await expect(loadDepositPage(url, context)).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("a repeated post", () => {
  it("waits for the first post's hosted page instead of sending the player to the waiting page", async () => {
    const starting = testPayment({ next_action: { type: "none" } });
    let reads = 0;
    const { context } = depositContext({
      "GET /api/user/gateways-deposit": ok(GATEWAYS),
      "POST /api/user/deposit": ok(starting),
      [`GET /api/user/payment/${starting.id}`]: () => {
        reads += 1;
        return ok(reads < 2 ? starting : testPayment())();
      },
    });
    const response = await depositAction(post(url, { gateway_id: "2", amount: "100" }), url, context);
    expect((response as Response).headers.get("location")).toBe("https://pay.example/cs_1");
    expect(reads).toBe(2);
  });
});
