import { advisoryLeadership } from "@platform/server/advisory-lock";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDatabase } from "../db/create-database.ts";
import { card, createSandboxTestApp, type SandboxTestApp, SITE } from "../test/sandbox-fixtures.ts";
import { RECONCILE_LOCK_KEY } from "./reconcile-job.ts";

const EXPIRY_MS = 30 * 60_000;

let c: SandboxTestApp;
beforeAll(async () => {
  // Payouts take two hours here, so a withdrawal is still pending when deposits expire.
  c = await createSandboxTestApp({ payoutMs: 2 * 3_600_000 });
});
afterAll(() => c.close());

describe("the reconciliation job", () => {
  test("a lost webhook is settled by the sweep once the payment is 20 s old, and only once", async () => {
    const { token } = await c.player();
    c.network.dropWebhooks = true;
    const { id } = await c.payByCard(token, "90");
    c.network.dropWebhooks = false;
    const job = c.job();
    expect((await job.sweep()).settled).toBe(0);
    expect((await c.payment(token, id)).data.status).toBe("pending");

    c.time.advance(21_000);
    const report = await job.sweep();
    expect(report).toMatchObject({ leader: true, settled: 1, expired: 0, unanswered: 0 });
    expect((await c.payment(token, id)).data.status).toBe("success");
    expect((await c.overview(token)).funds_total).toBe("90.00");
    // The provider's webhook, retried later, and another sweep change nothing.
    await c.pay.tick();
    expect((await job.sweep()).settled).toBe(0);
    expect((await c.overview(token)).funds_total).toBe("90.00");
    await job.stop();
  });

  test("an abandoned deposit expires (the provider cancels it too); a withdrawal never does", async () => {
    const { token } = await c.player();
    await c.payByCard(token, "500");
    const abandoned = (await c.deposit(token, "sandbox-card", { amount: "70" })).json().data;
    const withdrawal = (
      await c.call("POST", "/api/user/withdraw", {
        site: SITE,
        token,
        body: {
          amount: "200",
          gateway_id: await c.gatewayId(token, "sandbox-bank", "withdraw"),
          recipient: {
            method: "bank",
            bank_code: "KCB",
            account_number: "0123456789",
            account_name: "Player",
          },
        },
      })
    ).json().data;
    const job = c.job({ depositExpiryMs: EXPIRY_MS });
    c.time.advance(EXPIRY_MS - 60_000);
    expect((await job.sweep()).expired).toBe(0);
    expect((await c.payment(token, abandoned.id)).data.status).toBe("pending");

    c.time.advance(2 * 60_000);
    expect((await job.sweep()).expired).toBe(1);
    expect((await c.payment(token, abandoned.id)).data).toMatchObject({
      status: "canceled",
      failure_reason: "expired",
    });
    // The hosted page no longer takes the card.
    expect((await c.submitCard(abandoned.next_action.url, card("4242424242424242"))).statusCode).toBe(409);

    // Three times the expiry, the provider still processing: the money stays held.
    c.time.advance(EXPIRY_MS + 30 * 60_000);
    await job.sweep();
    expect((await c.payment(token, withdrawal.id)).data.status).toBe("pending");
    expect(await c.overview(token)).toMatchObject({ funds_total: "300.00", pending_withdrawals: "200.00" });
    await job.stop();
  });

  test("a deposit paid just before its expiry is credited, not cancelled", async () => {
    const { token } = await c.player();
    c.network.dropWebhooks = true;
    const { id } = await c.payByCard(token, "65");
    c.network.dropWebhooks = false;
    c.time.advance(EXPIRY_MS + 60_000);
    const job = c.job({ depositExpiryMs: EXPIRY_MS });
    await job.sweep();
    expect((await c.payment(token, id)).data.status).toBe("success");
    expect((await c.overview(token)).funds_total).toBe("65.00");
    await job.stop();
  });

  test("a provider that does not answer settles and expires nothing", async () => {
    const { token } = await c.player();
    const payment = (await c.deposit(token, "sandbox-card", { amount: "45" })).json().data;
    await c.pay.app.close();
    c.time.advance(EXPIRY_MS * 2);
    const report = await c.job({ depositExpiryMs: EXPIRY_MS }).sweep();
    expect(report.unanswered).toBeGreaterThanOrEqual(1);
    expect((await c.payment(token, payment.id)).data.status).toBe("pending");
  });

  test("the books balance after all of the above", async () => {
    expect(await c.books()).toEqual([]);
  });
});

describe("one runner across nodes", () => {
  test.runIf(process.env.TEST_DATABASE_URL)(
    "a second node cannot take the lock until the first lets go",
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const first = await createDatabase({ url: url.toString() });
      const second = await createDatabase({ url: url.toString() });
      const a = advisoryLeadership(first, RECONCILE_LOCK_KEY + 1000);
      const b = advisoryLeadership(second, RECONCILE_LOCK_KEY + 1000);
      try {
        expect(await a.acquire()).toBe(true);
        expect(await a.acquire()).toBe(true);
        expect(await b.acquire()).toBe(false);
        await a.release();
        expect(await b.acquire()).toBe(true);
        expect(await a.acquire()).toBe(false);
      } finally {
        await a.release();
        await b.release();
        await first.close();
        await second.close();
      }
    },
  );

  test("on PGlite the one process takes and releases it", async () => {
    const leadership = advisoryLeadership(c.t.testDb.handle, RECONCILE_LOCK_KEY + 2000);
    expect(await leadership.acquire()).toBe(true);
    await leadership.release();
    expect(await leadership.acquire()).toBe(true);
    await leadership.release();
  });
});
