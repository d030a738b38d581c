import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type CashierTestApp, cashierSite, createCashierTestApp } from "../test/cashier-fixtures.ts";
import {
  createPromotionCode,
  createVoucherBatch,
  listPendingPayments,
  OperatorError,
  playerLedger,
  printTrialBalance,
  settlePayment,
} from "./operator-commands.ts";

let c: CashierTestApp;
let lines: string[];
const out = (line: string) => lines.push(line);
beforeAll(async () => {
  c = await createCashierTestApp([cashierSite("cash")]);
});
afterAll(() => c.t.close());

describe("operator commands", () => {
  test("vouchers made by the operator are redeemable once; the codes are printed once", async () => {
    lines = [];
    await createVoucherBatch(c.t.testDb.db, out, "cash", { amount: "75", count: 3, promo: false });
    const codes = lines.filter((line) => /^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/.test(line));
    expect(codes).toHaveLength(3);
    const { token } = await c.player();
    const redeem = (code: string) =>
      c.call("POST", "/api/user/addVoucher", { site: "cash", token, body: { voucher: code } });
    expect((await redeem(codes[0]!)).json().data.amount).toBe("75.00");
    expect((await redeem(codes[0]!)).statusCode).toBe(400);
    await expect(
      createVoucherBatch(c.t.testDb.db, out, "nope", { amount: "1", count: 1, promo: false }),
    ).rejects.toBeInstanceOf(OperatorError);
    await expect(
      createVoucherBatch(c.t.testDb.db, out, "cash", { amount: "1.234", count: 1, promo: false }),
    ).rejects.toBeInstanceOf(OperatorError);
  });

  test("promotion codes, a player's ledger and the trial balance", async () => {
    lines = [];
    await createPromotionCode(c.t.testDb.db, out, "cash", "spring24", { amount: "30", promo: true, max: 10 });
    await expect(
      createPromotionCode(c.t.testDb.db, out, "cash", "SPRING24", { amount: "30", promo: true }),
    ).rejects.toThrow(/exists/);
    const { token, id } = await c.player();
    await c.fund(token, "500");
    await c.call("POST", "/api/user/add-promotion-code", {
      site: "cash",
      token,
      body: { promotion_code: "SPRING24" },
    });
    lines = [];
    await playerLedger(c.t.testDb.db, out, "cash", id);
    expect(lines.join("\n")).toMatch(/player_cash\s+500\.00 KES/);
    expect(lines.join("\n")).toMatch(/player_promo\s+30\.00 KES/);
    lines = [];
    expect(await printTrialBalance(c.t.testDb.db, out, "cash")).toBe(true);
    expect(lines.at(-1)).toMatch(/^Balanced: \d+ accounts sum to zero\.$/);
  });

  test("a stuck withdrawal is settled by hand exactly once", async () => {
    const { token } = await c.player();
    await c.fund(token, "300");
    const payment = (
      await c.call("POST", "/api/user/withdraw", {
        site: "cash",
        token,
        body: {
          amount: "200",
          gateway_id: await c.gatewayId(token, "fake-bank", "withdraw"),
          recipient: { method: "bank", bank_code: "KCB", account_number: "55556666", account_name: "Ama" },
        },
      })
    ).json().data;
    lines = [];
    await listPendingPayments(c.t.testDb.db, out);
    expect(lines.join("\n")).toContain(payment.id);
    lines = [];
    await settlePayment(c.t.testDb.db, out, payment.id, "failed", "Bank rejected the account");
    await settlePayment(c.t.testDb.db, out, payment.id, "success", "");
    expect(lines).toEqual([
      `Payment ${payment.id}: pending → failed.`,
      `Payment ${payment.id} was already failed; nothing changed.`,
    ]);
    expect((await c.overview(token)).funds_total).toBe("300.00");
  });
});
