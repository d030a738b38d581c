import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Notifier, OutboundMessage } from "../notifier/notifier.ts";
import { offsetClock } from "../test/sandbox-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-db.ts";
import { buildSandboxPay, type SandboxPay } from "./sandbox-pay.ts";

const merchants = [
  {
    id: "acct_a",
    name: "Shop A",
    secretKey: "sk_a_0123456789abcdefghijklmn",
    webhookSecret: "whsec_a_0123456789abcdef",
  },
  {
    id: "acct_b",
    name: "Shop B",
    secretKey: "sk_b_0123456789abcdefghijklmn",
    webhookSecret: "whsec_b_0123456789abcdef",
  },
];
const [a, b] = merchants as [(typeof merchants)[0], (typeof merchants)[0]];

let db: TestDatabase;
const time = offsetClock();
const texts: OutboundMessage[] = [];
const notifier: Notifier = { send: async (message) => void texts.push(message) };
/** What the merchant's notify URL received; answers with `status`. */
const merchantSide = { status: 200, received: [] as { headers: Headers; body: string }[] };

function provider(): SandboxPay {
  return buildSandboxPay({
    db: db.db,
    merchants,
    publicUrl: "https://pay.example",
    notifier,
    clock: time.clock,
    timers: false,
    codeSecret: "fixed-code-secret",
    transport: async (request) => {
      merchantSide.received.push({ headers: request.headers, body: await request.text() });
      return new Response("{}", { status: merchantSide.status });
    },
  });
}

let pay: SandboxPay;
beforeAll(async () => {
  db = await createTestDatabase();
  pay = provider();
  await pay.app.ready();
});
afterAll(async () => {
  await pay.app.close();
  await db.close();
});

function api(method: "GET" | "POST", url: string, key: string | null, body?: object) {
  return pay.app.inject({
    method,
    url: `/sandbox-pay/v1${url}`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    ...(body ? { payload: body } : {}),
  });
}

const checkout = (reference: string, amount = "1000") => ({
  amount,
  currency: "KES",
  reference,
  return_url: "https://shop.example/back",
  notify_url: "https://shop.example/hook",
});

describe("SandboxPay's merchant API", () => {
  test("answers only a known secret key, and each merchant only about its own charges", async () => {
    expect((await api("POST", "/checkouts", null, checkout("r-1"))).statusCode).toBe(401);
    expect((await api("POST", "/checkouts", "sk_wrong", checkout("r-1"))).json().error.type).toBe(
      "authentication_error",
    );
    const created = await api("POST", "/checkouts", a.secretKey, checkout("r-1"));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ object: "checkout", status: "requires_payment", amount: "1000" });
    expect(created.json().url).toBe(`https://pay.example/sandbox-pay/checkout/${created.json().id}`);
    expect((await api("GET", `/charges/${created.json().id}`, b.secretKey)).statusCode).toBe(404);
    expect((await api("POST", `/charges/${created.json().id}/cancel`, b.secretKey)).statusCode).toBe(404);
    expect((await api("GET", `/charges/${created.json().id}`, a.secretKey)).statusCode).toBe(200);
    expect(
      (await api("POST", "/checkouts", a.secretKey, { ...checkout("r-2"), amount: "-5" })).statusCode,
    ).toBe(400);
  });

  test("creating with the same reference again is the same charge; another amount is a 409", async () => {
    const first = await api("POST", "/checkouts", a.secretKey, checkout("r-3"));
    const again = await api("POST", "/checkouts", a.secretKey, checkout("r-3"));
    expect(again.json().id).toBe(first.json().id);
    expect((await api("POST", "/checkouts", a.secretKey, checkout("r-3", "999"))).statusCode).toBe(409);
    // References are per merchant.
    expect((await api("POST", "/checkouts", b.secretKey, checkout("r-3"))).json().id).not.toBe(
      first.json().id,
    );
  });

  test("a collection texts a 6-digit code (stored hashed) and accepts it once", async () => {
    const created = await api("POST", "/collections", a.secretKey, {
      ...checkout("r-4"),
      phone: "254700000001",
      metadata: { site_code: "shop" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: "requires_confirmation",
      sent_to: "254700000001",
      expires_in: 600,
    });
    const text = texts.at(-1)!;
    expect(text).toMatchObject({ siteCode: "shop", to: "254700000001", purpose: "mobile_money_push" });
    const code = /^(\d{6}) /.exec(text.text)![1]!;
    const stored = await db.handle.db.query.sandboxCharges.findFirst({
      where: (table, { eq }) => eq(table.id, created.json().id),
    });
    expect(stored!.codeHash).not.toContain(code);
    const wrong = await api("POST", `/collections/${created.json().id}/confirm`, a.secretKey, {
      code: "0000000".slice(0, 6),
    });
    expect(wrong.statusCode).toBe(code === "000000" ? 200 : 422);
    const right = await api("POST", `/collections/${created.json().id}/confirm`, a.secretKey, { code });
    expect(right.json().status).toBe("succeeded");
  });
});

describe("SandboxPay's webhooks and time-derived outcomes", () => {
  test("signed Stripe-style, retried with backoff under the same event id until answered 2xx", async () => {
    await pay.idle();
    merchantSide.received.length = 0;
    merchantSide.status = 503;
    const payout = await api("POST", "/payouts", a.secretKey, {
      ...checkout("r-5"),
      method: "bank",
      account_number: "12345678",
      account_name: "Someone",
    });
    expect(payout.json().status).toBe("processing");
    time.advance(2_001);
    await pay.tick();
    expect(merchantSide.received).toHaveLength(1);
    const [first] = merchantSide.received;
    const signature = first!.headers.get("sandbox-signature")!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!;
    expect(createHmac("sha256", a.webhookSecret).update(`${t}.${first!.body}`).digest("hex")).toBe(v1);
    expect(JSON.parse(first!.body)).toMatchObject({
      type: "payout.succeeded",
      data: { object: { reference: "r-5" } },
    });

    await pay.tick();
    expect(merchantSide.received).toHaveLength(1);
    merchantSide.status = 200;
    time.advance(5_001);
    await pay.tick();
    expect(merchantSide.received).toHaveLength(2);
    expect(JSON.parse(merchantSide.received[1]!.body).id).toBe(JSON.parse(first!.body).id);
    // Delivered: never sent again (the unpaid checkouts above expire meanwhile: other events).
    time.advance(3_600_000);
    await pay.tick();
    const eventId = JSON.parse(first!.body).id;
    expect(merchantSide.received.filter((item) => JSON.parse(item.body).id === eventId)).toHaveLength(2);
  });

  test("after a restart (timers lost), a status query past the due time reports and records the outcome", async () => {
    const payout = await api("POST", "/payouts", a.secretKey, {
      ...checkout("r-6"),
      method: "mobile_money",
      account_number: "254711110000",
      account_name: "Someone",
    });
    await pay.app.close();
    time.advance(2_001);
    pay = provider();
    await pay.app.ready();
    const status = await api("GET", `/charges/${payout.json().id}`, a.secretKey);
    expect(status.json()).toMatchObject({
      status: "failed",
      failure_reason: "This number has no mobile-money account.",
    });
    await pay.idle();
    expect(JSON.parse(merchantSide.received.at(-1)!.body)).toMatchObject({
      type: "payout.failed",
      data: { object: { id: payout.json().id } },
    });
  });

  test("an unpaid checkout expires after an hour and cannot be paid then", async () => {
    const created = await api("POST", "/checkouts", a.secretKey, checkout("r-7"));
    time.advance(3_600_001);
    expect((await api("GET", `/charges/${created.json().id}`, a.secretKey)).json()).toMatchObject({
      status: "canceled",
      failure_reason: "The checkout expired.",
    });
    const page = await pay.app.inject({ method: "GET", url: new URL(created.json().url).pathname });
    expect(page.body).toContain("This payment was cancelled.");
  });

  test("an unknown or malformed checkout id is a plain 404 page", async () => {
    for (const id of ["cs_nope_nope_nope_nope", "../../etc", "mm_0123456789abcdefghij"]) {
      const page = await pay.app.inject({
        method: "GET",
        url: `/sandbox-pay/checkout/${encodeURIComponent(id)}`,
      });
      expect(page.statusCode).toBe(404);
      expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });
});
