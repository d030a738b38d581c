import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signWebhook } from "../../sandbox-pay/webhook-signature.ts";
import {
  card,
  createSandboxTestApp,
  PROVIDER_URL,
  type SandboxTestApp,
  SITE,
  WEBHOOK_SECRET,
} from "../../test/sandbox-fixtures.ts";

let c: SandboxTestApp;
beforeAll(async () => {
  c = await createSandboxTestApp();
});
afterAll(() => c.close());

describe("card deposits through SandboxPay's hosted page", () => {
  test("4242 pays: the signed webhook credits once, redelivered or delivered 20 times at once", async () => {
    const { token } = await c.player();
    const started = await c.deposit(token, "sandbox-card", { amount: "100" });
    expect(started.statusCode).toBe(200);
    const payment = started.json().data;
    expect(payment).toMatchObject({ status: "pending", next_action: { type: "redirect" } });
    expect(payment.next_action.url).toMatch(new RegExp(`^${PROVIDER_URL}/sandbox-pay/checkout/cs_`));

    const page = await c.pay.app.inject({ method: "GET", url: new URL(payment.next_action.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("KES 100.00");
    expect(page.body).toContain(`Site ${SITE}`);
    for (const name of ["card_number", "card_expiry", "card_cvc", "card_holder"]) {
      expect(page.body).toMatch(
        new RegExp(`<label for="${name}">[^<]+</label>\\s*<input id="${name}" name="${name}"`),
      );
    }
    expect(page.body).not.toContain("<script");
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/style-src 'nonce-[^']+'/);
    expect(csp).not.toContain("script-src");

    const before = c.sent.length;
    const paid = await c.submitCard(payment.next_action.url, card("4242 4242 4242 4242"));
    expect(paid.statusCode).toBe(303);
    // Back to exactly the return URL the platform gave: nothing appended.
    expect(paid.headers.location).toBe(`https://${SITE}.test/account/deposit/result?payment=${payment.id}`);
    await c.pay.idle();
    expect((await c.overview(token)).funds_total).toBe("100.00");
    expect((await c.payment(token, payment.id)).data).toMatchObject({ status: "success" });

    const webhook = c.sent[before]!;
    expect(webhook.path).toBe("/api/payments/sandbox-card/notify");
    expect(webhook.headers["sandbox-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect((await c.redeliver(webhook)).statusCode).toBe(200);
    const burst = await Promise.all(Array.from({ length: 20 }, () => c.redeliver(webhook)));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect((await c.overview(token)).funds_total).toBe("100.00");

    // A completed charge cannot be paid again.
    const again = await c.submitCard(payment.next_action.url, card("4242424242424242"));
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("This payment is complete.");
    await c.pay.idle();
    expect((await c.overview(token)).funds_total).toBe("100.00");
  });

  test("4000 0000 0000 0002 is declined: nothing is credited and the player sees why", async () => {
    const { token } = await c.player();
    const { id } = await c.payByCard(token, "50", "4000000000000002");
    expect((await c.payment(token, id)).data).toMatchObject({
      status: "failed",
      failure_reason: "Your card was declined.",
    });
    expect((await c.overview(token)).funds_total).toBe("0.00");
  });

  test("4000 0000 0000 0077 stays pending, then pays when its processing time has passed", async () => {
    const { token } = await c.player();
    const { id } = await c.payByCard(token, "75", "4000000000000077");
    expect((await c.payment(token, id)).data.status).toBe("pending");
    await c.pay.tick();
    expect((await c.payment(token, id)).data.status).toBe("pending");

    c.time.advance(61_000);
    await c.pay.tick();
    expect((await c.payment(token, id)).data.status).toBe("success");
    expect((await c.overview(token)).funds_total).toBe("75.00");
  });

  test("a wrong number, a past expiry or a bad CVC shows the problems on the page", async () => {
    const { token } = await c.player();
    const url = (await c.deposit(token, "sandbox-card", { amount: "20" })).json().data.next_action.url;
    const wrong = await c.submitCard(
      url,
      card("4242424242424241", { card_expiry: "01/20", card_cvc: "12", card_holder: "" }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain("Enter a valid card number.");
    expect(wrong.body).toContain("This card has expired.");
    expect(wrong.body).toContain("Enter the 3 or 4 digit security code.");
    expect(wrong.body).toContain("Enter the name on the card.");
    expect(wrong.body).toContain('aria-describedby="card_number-error"');
    const other = await c.submitCard(url, card("5555555555554444"));
    expect(other.statusCode).toBe(422);
    expect(other.body).toContain("takes only its test cards");
    // Still payable after the mistakes.
    expect((await c.submitCard(url, card("4242424242424242"))).statusCode).toBe(303);
  });

  test("Cancel sends the player back and cancels the deposit", async () => {
    const { token } = await c.player();
    const payment = (await c.deposit(token, "sandbox-card", { amount: "30" })).json().data;
    const canceled = await c.submitCard(payment.next_action.url, { action: "cancel" });
    expect(canceled.statusCode).toBe(303);
    await c.pay.idle();
    expect((await c.payment(token, payment.id)).data.status).toBe("canceled");
  });

  test("a forged signature, a stale timestamp and a tampered replay are refused and change nothing", async () => {
    const { token } = await c.player();
    c.network.dropWebhooks = true;
    const before = c.sent.length;
    const { id } = await c.payByCard(token, "40");
    c.network.dropWebhooks = false;
    const genuine = c.sent[before]!;
    const signed = (secret: string, body: string, at = c.time.clock()) => ({
      ...genuine.headers,
      "sandbox-signature": signWebhook(secret, body, at),
    });

    const forged = await c.redeliver(genuine, signed("whsec_not_the_real_secret_000000", genuine.body));
    expect(forged.statusCode).toBe(401);
    const stale = new Date(c.time.clock().getTime() - 6 * 60_000);
    expect((await c.redeliver(genuine, signed(WEBHOOK_SECRET, genuine.body, stale))).statusCode).toBe(401);
    const tampered = genuine.body.replace('"amount":"4000"', '"amount":"400000"');
    expect(tampered).not.toBe(genuine.body);
    expect((await c.redeliver(genuine, genuine.headers, tampered)).statusCode).toBe(401);
    const unsigned = { "content-type": "application/json" };
    expect((await c.redeliver(genuine, unsigned)).statusCode).toBe(401);
    expect((await c.overview(token)).funds_total).toBe("0.00");
    expect((await c.payment(token, id)).data.status).toBe("pending");

    expect((await c.redeliver(genuine)).statusCode).toBe(200);
    expect((await c.overview(token)).funds_total).toBe("40.00");
  });

  test("another player can neither read nor confirm someone else's payment", async () => {
    const owner = await c.player();
    const stranger = await c.player();
    const payment = (await c.deposit(owner.token, "sandbox-card", { amount: "25" })).json().data;
    expect((await c.payment(stranger.token, payment.id)).statusCode).toBe(404);
    const confirm = await c.call("POST", "/api/user/deposit-otp", {
      site: SITE,
      token: stranger.token,
      body: { payment_id: payment.id, otp: "123456" },
    });
    expect(confirm.statusCode).toBe(404);
  });

  test("the site's settings let a deposit form be redirected to the hosted page (CSP form-action)", async () => {
    const response = await c.t.app.inject({
      method: "GET",
      url: "/api/settings",
      headers: { "fe-domain": `${SITE}.test` },
    });
    expect(response.json().data.settings.content_security_policy.form_action).toEqual([PROVIDER_URL]);
  });

  test("the books balance after all of the above", async () => {
    expect(await c.books()).toEqual([]);
  });
});
