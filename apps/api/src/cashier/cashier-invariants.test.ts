import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createPromotionCode, createVoucherBatch } from "../operator/operator-commands.ts";
import {
  type CashierTestApp,
  cashierSite,
  createCashierTestApp,
  providerRef,
} from "../test/cashier-fixtures.ts";
import { ledgerProblems, trialBalance } from "../wallet/trial-balance.ts";

/*
 * Model-based property test of the whole cashier through its HTTP API, on two sites: random
 * sequences of card and mobile-money deposits (paid, declined or left pending), withdrawals
 * (paid, failed or left pending, some replayed with their Idempotency-Key), vouchers and
 * promotion codes. After every sequence each player's balances equal what a plain model of the
 * rules predicts, no balance is negative, and every site's books sum to zero.
 */

const SITES = ["inv-a", "inv-b"] as const;
const bankRecipient = {
  method: "bank",
  bank_code: "KCB",
  account_number: "1234567890",
  account_name: "Kofi",
};

let c: CashierTestApp;
beforeAll(async () => {
  c = await createCashierTestApp(SITES.map((site) => cashierSite(site)));
});
afterAll(() => c.t.close());

interface Player {
  site: (typeof SITES)[number];
  token: string;
  /** What the model says, in cents. */
  cash: number;
  promo: number;
  pending: { paymentId: string; amount: number }[];
}

type Operation =
  | { op: "card"; p: number; amount: number; outcome: "success" | "failed" | "none" }
  | { op: "mobile"; p: number; amount: number; rightCode: boolean }
  | { op: "withdraw"; p: number; amount: number; replay: boolean }
  | { op: "settle"; p: number; paid: boolean }
  | { op: "voucher"; p: number; amount: number; promo: boolean }
  | { op: "promotion"; p: number; amount: number; promo: boolean };

const player = fc.nat(3);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant("card" as const),
    p: player,
    amount: fc.integer({ min: 10, max: 2000 }),
    outcome: fc.constantFrom("success" as const, "failed" as const, "none" as const),
  }),
  fc.record({
    op: fc.constant("mobile" as const),
    p: player,
    amount: fc.integer({ min: 10, max: 2000 }),
    rightCode: fc.boolean(),
  }),
  fc.record({
    op: fc.constant("withdraw" as const),
    p: player,
    amount: fc.integer({ min: 50, max: 1500 }),
    replay: fc.boolean(),
  }),
  fc.record({ op: fc.constant("settle" as const), p: player, paid: fc.boolean() }),
  fc.record({
    op: fc.constant("voucher" as const),
    p: player,
    amount: fc.integer({ min: 1, max: 500 }),
    promo: fc.boolean(),
  }),
  fc.record({
    op: fc.constant("promotion" as const),
    p: player,
    amount: fc.integer({ min: 1, max: 500 }),
    promo: fc.boolean(),
  }),
);

async function apply(players: Player[], operation: Operation): Promise<void> {
  const who = players[operation.p]!;
  const { site, token } = who;
  const cents = "amount" in operation ? operation.amount * 100 : 0;
  switch (operation.op) {
    case "card": {
      const response = await c.call("POST", "/api/user/deposit", {
        site,
        token,
        body: {
          amount: String(operation.amount),
          gateway_id: await c.gatewayId(token, "fake-card", "deposit", site),
        },
      });
      expect(response.statusCode).toBe(200);
      if (operation.outcome === "none") return;
      const ref = await providerRef(c, response.json().data.id);
      expect(await c.notify("fake-card", ref, operation.outcome)).toBe(200);
      if (operation.outcome === "success") who.cash += cents;
      return;
    }
    case "mobile": {
      const started = await c.call("POST", "/api/user/deposit", {
        site,
        token,
        body: {
          amount: String(operation.amount),
          gateway_id: await c.gatewayId(token, "fake-mobile", "deposit", site),
        },
      });
      expect(started.statusCode).toBe(200);
      const confirmed = await c.call("POST", "/api/user/deposit-otp", {
        site,
        token,
        body: { payment_id: started.json().data.id, otp: operation.rightCode ? c.mobile.otp : "000000" },
      });
      expect(confirmed.statusCode).toBe(200);
      if (operation.rightCode) who.cash += cents;
      return;
    }
    case "withdraw": {
      const key = randomUUID();
      const gatewayId = await c.gatewayId(token, "fake-bank", "withdraw", site);
      const request = () =>
        c.call("POST", "/api/user/withdraw", {
          site,
          token,
          headers: { "idempotency-key": key },
          body: { amount: String(operation.amount), gateway_id: gatewayId, recipient: bankRecipient },
        });
      const responses = operation.replay ? await Promise.all([request(), request()]) : [await request()];
      if (cents > who.cash) {
        for (const response of responses) expect(response.statusCode).toBe(409);
        return;
      }
      for (const response of responses) expect(response.statusCode).toBe(200);
      const ids = new Set(responses.map((response) => response.json().data.id as string));
      expect(ids.size).toBe(1);
      who.cash -= cents;
      who.pending.push({ paymentId: [...ids][0]!, amount: cents });
      return;
    }
    case "settle": {
      const withdrawal = who.pending.shift();
      if (!withdrawal) return;
      const ref = await providerRef(c, withdrawal.paymentId);
      expect(await c.notify("fake-bank", ref, operation.paid ? "success" : "failed")).toBe(200);
      if (!operation.paid) who.cash += withdrawal.amount;
      return;
    }
    case "voucher": {
      const codes: string[] = [];
      await createVoucherBatch(c.t.testDb.db, (line) => codes.push(line), site, {
        amount: String(operation.amount),
        count: 1,
        promo: operation.promo,
      });
      const response = await c.call("POST", "/api/user/addVoucher", {
        site,
        token,
        body: { voucher: codes.at(-1) },
      });
      expect(response.statusCode).toBe(200);
      if (operation.promo) who.promo += cents;
      else who.cash += cents;
      return;
    }
    case "promotion": {
      const code = `P${randomUUID().slice(0, 8)}`;
      await createPromotionCode(c.t.testDb.db, () => {}, site, code, {
        amount: String(operation.amount),
        promo: operation.promo,
      });
      const response = await c.call("POST", "/api/user/add-promotion-code", {
        site,
        token,
        body: { promotion_code: code },
      });
      expect(response.statusCode).toBe(200);
      if (operation.promo) who.promo += cents;
      else who.cash += cents;
      return;
    }
  }
}

const money = (cents: number) => (cents / 100).toFixed(2);

describe("the cashier against a model of its rules", () => {
  test("random deposits, withdrawals, vouchers and codes: balances as predicted, books at zero", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (operations) => {
        const players: Player[] = [];
        for (const site of [SITES[0], SITES[0], SITES[1], SITES[1]]) {
          players.push({ site, token: (await c.player(site)).token, cash: 0, promo: 0, pending: [] });
        }
        for (const step of operations) await apply(players, step);

        for (const who of players) {
          const held = who.pending.reduce((sum, item) => sum + item.amount, 0);
          expect(await c.overview(who.token, who.site)).toMatchObject({
            funds_total: money(who.cash),
            promo_credit: money(who.promo),
            pending_withdrawals: money(held),
          });
        }
        for (const siteCode of SITES) {
          const site = await c.t.testDb.db.query.sites.findFirst({
            where: (table, { eq }) => eq(table.siteCode, siteCode),
          });
          expect(ledgerProblems(await trialBalance(c.t.testDb.db, site!.id))).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
  });
});
