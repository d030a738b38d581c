import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSandboxTestApp, type SandboxTestApp, SITE } from "../../test/sandbox-fixtures.ts";

let c: SandboxTestApp;
beforeAll(async () => {
  c = await createSandboxTestApp();
});
afterAll(() => c.close());

/** A player with 500.00 from a card deposit. */
async function fundedPlayer() {
  const player = await c.player();
  await c.payByCard(player.token, "500");
  expect((await c.overview(player.token)).funds_total).toBe("500.00");
  return player;
}

async function withdraw(
  token: string,
  code: "sandbox-bank" | "sandbox-mobile-money",
  accountNumber: string,
  amount = "200",
) {
  const response = await c.call("POST", "/api/user/withdraw", {
    site: SITE,
    token,
    body: {
      amount,
      gateway_id: await c.gatewayId(token, code, "withdraw"),
      recipient: {
        method: code === "sandbox-bank" ? "bank" : "mobile_money",
        ...(code === "sandbox-bank" ? { bank_code: "KCB" } : {}),
        account_number: accountNumber,
        account_name: "Test Player",
      },
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; status: string; next_action: { type: string } };
}

describe("payouts through SandboxPay", () => {
  test.each([
    ["sandbox-bank", "0123456789"],
    ["sandbox-mobile-money", "0712345678"],
  ] as const)("%s: held at once, paid a moment later (webhook)", async (code, account) => {
    const { token } = await fundedPlayer();
    const payout = await withdraw(token, code, account);
    expect(payout).toMatchObject({ status: "pending", next_action: { type: "wait" } });
    expect(await c.overview(token)).toMatchObject({ funds_total: "300.00", pending_withdrawals: "200.00" });

    await c.pay.tick();
    expect((await c.payment(token, payout.id)).data.status).toBe("pending");
    c.time.advance(61_000);
    await c.pay.tick();
    expect((await c.payment(token, payout.id)).data.status).toBe("success");
    expect(await c.overview(token)).toMatchObject({ funds_total: "300.00", pending_withdrawals: "0.00" });
  });

  test.each([
    ["sandbox-bank", "9876540000", "The bank refused the transfer: unknown account."],
    ["sandbox-mobile-money", "0712340000", "This number has no mobile-money account."],
  ] as const)(
    "%s to an account ending in 0000 fails and the held money comes back",
    async (code, account, reason) => {
      const { token } = await fundedPlayer();
      const payout = await withdraw(token, code, account);
      expect((await c.overview(token)).funds_total).toBe("300.00");
      c.time.advance(61_000);
      await c.pay.tick();
      expect((await c.payment(token, payout.id)).data).toMatchObject({
        status: "failed",
        failure_reason: reason,
      });
      expect(await c.overview(token)).toMatchObject({ funds_total: "500.00", pending_withdrawals: "0.00" });
    },
  );

  test("the payout's outcome survives a lost webhook: the status query finds it", async () => {
    const { token } = await fundedPlayer();
    c.network.dropWebhooks = true;
    const payout = await withdraw(token, "sandbox-bank", "0123450001");
    c.time.advance(61_000);
    await c.pay.tick();
    expect((await c.payment(token, payout.id)).data.status).toBe("pending");
    c.network.dropWebhooks = false;
    const report = await c.job().sweep();
    expect(report.leader).toBe(true);
    expect((await c.payment(token, payout.id)).data.status).toBe("success");
    expect((await c.overview(token)).funds_total).toBe("300.00");
  });

  test("the books balance after all of the above", async () => {
    expect(await c.books()).toEqual([]);
  });
});
