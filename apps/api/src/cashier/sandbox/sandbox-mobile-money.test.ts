import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { lastMessage, lastOtp } from "../../test/account-fixtures.ts";
import { createSandboxTestApp, type SandboxTestApp, SITE } from "../../test/sandbox-fixtures.ts";

let c: SandboxTestApp;
beforeAll(async () => {
  c = await createSandboxTestApp();
});
afterAll(() => c.close());

async function startCollection(token: string, phone: string, amount = "300") {
  const started = await c.deposit(token, "sandbox-mobile-money", { amount, phone_number: phone });
  expect(started.statusCode).toBe(200);
  return started.json().data as { id: string; next_action: { type: string; sent_to: string } };
}

function confirm(token: string, paymentId: string, otp: string) {
  return c.call("POST", "/api/user/deposit-otp", { site: SITE, token, body: { payment_id: paymentId, otp } });
}

describe("mobile-money deposits through SandboxPay", () => {
  test("the code the network texts to the phone (the site's outbox) confirms the deposit, once", async () => {
    const { token } = await c.player();
    const payment = await startCollection(token, "0712000111");
    expect(payment.next_action).toMatchObject({ type: "otp", sent_to: "254712000111", digits: 6 });
    const message = await lastMessage(c.t.testDb.db, "254712000111");
    expect(message).toMatchObject({ siteCode: SITE, channel: "sms", purpose: "mobile_money_push" });
    expect(message.text).toContain("KES 300.00");
    const code = await lastOtp(c.t.testDb.db, "254712000111");

    const stranger = await c.player();
    expect((await confirm(stranger.token, payment.id, code)).statusCode).toBe(404);
    const confirmed = await confirm(token, payment.id, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.status).toBe("success");
    // The provider's webhook for the same collection arrives too: nothing more is credited.
    await c.pay.idle();
    expect((await c.overview(token)).funds_total).toBe("300.00");
    expect((await confirm(token, payment.id, code)).json().data.status).toBe("success");
    expect((await c.overview(token)).funds_total).toBe("300.00");
  });

  test("a wrong code five times ends the collection: the right one then changes nothing", async () => {
    const { token } = await c.player();
    const payment = await startCollection(token, "0712000222", "120");
    const code = await lastOtp(c.t.testDb.db, "254712000222");
    const wrong = code === "000000" ? "111111" : "000000";
    for (const left of [4, 3, 2, 1]) {
      const response = await confirm(token, payment.id, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field: "otp" });
      expect(response.json().message).toContain(`${left} attempt`);
    }
    const fifth = await confirm(token, payment.id, wrong);
    expect(fifth.json().data).toMatchObject({ status: "failed", failure_reason: "Too many wrong codes." });
    expect((await confirm(token, payment.id, code)).json().data.status).toBe("failed");
    await c.pay.idle();
    expect((await c.overview(token)).funds_total).toBe("0.00");
  });

  test("parallel guesses get no more than five attempts between them", async () => {
    const { token } = await c.player();
    const payment = await startCollection(token, "0712000333", "60");
    const code = await lastOtp(c.t.testDb.db, "254712000333");
    const guesses = Array.from({ length: 12 }, (_, index) =>
      String((Number(code) + index + 1) % 1_000_000).padStart(6, "0"),
    );
    await Promise.all(guesses.map((guess) => confirm(token, payment.id, guess)));
    expect((await confirm(token, payment.id, code)).json().data.status).toBe("failed");
    await c.pay.idle();
    expect((await c.overview(token)).funds_total).toBe("0.00");
  });

  test("an unconfirmed code expires after ten minutes: the status query reports the failure", async () => {
    const { token } = await c.player();
    const payment = await startCollection(token, "0712000444", "80");
    const code = await lastOtp(c.t.testDb.db, "254712000444");
    c.time.advance(10 * 60_000 + 1_000);
    expect((await confirm(token, payment.id, code)).json().data).toMatchObject({
      status: "failed",
      failure_reason: "The payment request expired.",
    });
    expect((await c.overview(token)).funds_total).toBe("0.00");
  });

  test("the books balance after all of the above", async () => {
    expect(await c.books()).toEqual([]);
  });
});
