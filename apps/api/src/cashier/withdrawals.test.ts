import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type CashierTestApp,
  cashierSite,
  createCashierTestApp,
  providerRef,
} from "../test/cashier-fixtures.ts";

let c: CashierTestApp;
beforeAll(async () => {
  c = await createCashierTestApp([
    cashierSite("cash"),
    cashierSite("kyc", { required_fica_to_play: true }),
    cashierSite("nowithdraw", { allow_withdrawal: false, show_menu_banking: false }),
  ]);
});
afterAll(() => c.t.close());

const bankRecipient = {
  method: "bank",
  bank_code: "KCB",
  account_number: "1234567890",
  account_name: "Ama Owusu",
};

async function withdraw(token: string, body: Record<string, unknown>, key?: string, site = "cash") {
  return c.call("POST", "/api/user/withdraw", {
    site,
    token,
    body: { gateway_id: await c.gatewayId(token, "fake-bank", "withdraw", site), ...body },
    ...(key ? { headers: { "idempotency-key": key } } : {}),
  });
}

describe("withdrawals", () => {
  test("the amount is held at once, then paid; a failed payout returns it", async () => {
    const { token } = await c.player();
    await c.fund(token, "1000");
    const requested = await withdraw(token, {
      amount: "400",
      recipient: bankRecipient,
      save_recipient: true,
    });
    expect(requested.statusCode).toBe(200);
    const payment = requested.json().data;
    expect(payment).toMatchObject({ status: "pending", amount: "400.00", recipient: "KCB ••••7890" });
    expect(await c.overview(token)).toMatchObject({ funds_total: "600.00", pending_withdrawals: "400.00" });
    expect(await c.notify("fake-bank", await providerRef(c, payment.id), "success")).toBe(200);
    expect(await c.overview(token)).toMatchObject({ funds_total: "600.00", pending_withdrawals: "0.00" });

    const banking = await c.call("GET", "/api/user/banking", { site: "cash", token });
    const [saved] = banking.json().data.recipients;
    expect(saved).toMatchObject({ account_number: "••••7890", bank_name: "KCB Bank" });
    const failing = (await withdraw(token, { amount: "100", recipient_id: saved.id })).json().data;
    expect((await c.overview(token)).funds_total).toBe("500.00");
    expect(await c.notify("fake-bank", await providerRef(c, failing.id), "failed")).toBe(200);
    expect(await c.overview(token)).toMatchObject({ funds_total: "600.00", pending_withdrawals: "0.00" });
    const shown = await c.call("GET", `/api/user/payment/${failing.id}`, { site: "cash", token });
    expect(shown.json().data.status).toBe("failed");
  });

  test("200 parallel withdrawals of one balance: no overdraft, each refused one says why", async () => {
    const { token } = await c.player();
    await c.fund(token, "1000");
    const gateway = await c.gatewayId(token, "fake-bank", "withdraw");
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        c.call("POST", "/api/user/withdraw", {
          site: "cash",
          token,
          body: { amount: "300", gateway_id: gateway, recipient: bankRecipient },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    for (const response of responses.filter((item) => item.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe("Your balance is not enough for this.");
    }
    expect(await c.overview(token)).toMatchObject({ funds_total: "100.00", pending_withdrawals: "900.00" });
  });

  test("a replayed Idempotency-Key holds once", async () => {
    const { token } = await c.player();
    await c.fund(token, "500");
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        withdraw(token, { amount: "200", recipient: bankRecipient }, "withdraw-key-01"),
      ),
    );
    expect(new Set(responses.map((response) => response.json().data.id)).size).toBe(1);
    expect((await c.overview(token)).funds_total).toBe("300.00");
  });

  test("promo credit is never withdrawable", async () => {
    const { token } = await c.player();
    const code = await c.call("POST", "/api/user/add-promotion-code", {
      site: "cash",
      token,
      body: { promotion_code: "welcome" },
    });
    expect(code.json().data.overview).toMatchObject({ funds_total: "0.00", promo_credit: "25.00" });
    await c.fund(token, "40");
    const response = await withdraw(token, { amount: "60", recipient: bankRecipient });
    expect(response.statusCode).toBe(409);
    expect(await c.overview(token)).toMatchObject({ funds_total: "40.00", promo_credit: "25.00" });
  });

  test("rules: limits, the recipient's kind, other players' recipients, switches and identity checks", async () => {
    const { token } = await c.player();
    await c.fund(token, "1000");
    const small = await withdraw(token, { amount: "20", recipient: bankRecipient });
    expect(small.json().errors[0]).toMatchObject({
      field: "amount",
      message: "The minimum withdrawal is KSh 50.00.",
    });
    const mobileToBank = await withdraw(token, {
      amount: "100",
      recipient: { method: "mobile_money", account_number: "0712345678", account_name: "Ama" },
    });
    expect(mobileToBank.json().errors[0].field).toBe("recipient_id");
    const neither = await withdraw(token, { amount: "100" });
    expect(neither.statusCode).toBe(400);

    const stranger = await c.player();
    await c.call("POST", "/api/user/banking", { site: "cash", token: stranger.token, body: bankRecipient });
    const theirs = (await c.call("GET", "/api/user/banking", { site: "cash", token: stranger.token })).json()
      .data.recipients[0].id;
    const stolen = await withdraw(token, { amount: "100", recipient_id: theirs });
    expect(stolen.statusCode).toBe(400);
    const removeTheirs = await c.call("DELETE", `/api/user/banking/${theirs}`, { site: "cash", token });
    expect(removeTheirs.statusCode).toBe(404);
    expect((await c.overview(token)).funds_total).toBe("1000.00");

    const kyc = await c.player("kyc");
    const unverified = await c.call("POST", "/api/user/withdraw", {
      site: "kyc",
      token: kyc.token,
      body: { amount: "100", gateway_id: 1, recipient: bankRecipient },
    });
    expect(unverified.statusCode).toBe(403);
    const off = await c.player("nowithdraw");
    const closed = await c.call("POST", "/api/user/withdraw", {
      site: "nowithdraw",
      token: off.token,
      body: { amount: "100", gateway_id: 1, recipient: bankRecipient },
    });
    expect(closed.statusCode).toBe(403);
    expect(
      (await c.call("GET", "/api/user/banking", { site: "nowithdraw", token: off.token })).statusCode,
    ).toBe(403);
  });

  test("a mobile-money payout goes to the number in international form", async () => {
    const { token } = await c.player();
    await c.fund(token, "500");
    const response = await c.call("POST", "/api/user/withdraw", {
      site: "cash",
      token,
      body: {
        amount: "100",
        gateway_id: await c.gatewayId(token, "fake-mobile", "withdraw"),
        recipient: { method: "mobile_money", account_number: "0712345678", account_name: "Ama" },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(c.mobile.started.at(-1)?.recipient?.accountNumber).toBe("254712345678");
  });
});
