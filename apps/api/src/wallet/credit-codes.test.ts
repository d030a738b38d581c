import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type CashierTestApp, cashierSite, createCashierTestApp } from "../test/cashier-fixtures.ts";

let c: CashierTestApp;
beforeAll(async () => {
  c = await createCashierTestApp([
    cashierSite("cash"),
    cashierSite("plain", { allow_voucher: false, show_menu_add_promotion_code: false }),
  ]);
});
afterAll(() => c.t.close());

const voucher = (token: string, code: string, site = "cash") =>
  c.call("POST", "/api/user/addVoucher", { site, token, body: { voucher: code } });
const promotion = (token: string, code: string, site = "cash") =>
  c.call("POST", "/api/user/add-promotion-code", { site, token, body: { promotion_code: code } });

describe("vouchers", () => {
  test("a voucher credits once; the second try, by anyone, gets a clear message", async () => {
    const { token } = await c.player();
    const first = await voucher(token, "test-voucher-1");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: "Your voucher has been added.",
      data: { amount: "100.00", credited_to: "cash", overview: { funds_total: "100.00" } },
    });
    const again = await voucher(token, "TEST-VOUCHER-1");
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toEqual({
      field: "voucher",
      message: "You have already used this voucher.",
    });
    const other = await c.player();
    expect((await voucher(other.token, "TESTVOUCHER1")).json().message).toBe(
      "This voucher has already been used.",
    );
    expect((await voucher(other.token, "NOPE-NOPE-NOPE")).json().message).toBe(
      "This voucher code is not valid.",
    );
    expect((await c.overview(token)).funds_total).toBe("100.00");
  });

  test("200 parallel claims of one voucher by 200 players: exactly one is credited", async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => c.player()));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        voucher(players[index % players.length]!.token, "TEST-VOUCHER-2"),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const totals = await Promise.all(
      players.map(async (player) => (await c.overview(player.token)).funds_total),
    );
    expect(totals.filter((total) => total === "100.00")).toHaveLength(1);
    expect(totals.filter((total) => total === "0.00")).toHaveLength(19);
  });

  test("a promo voucher credits promo credit; guessing codes is stopped after 10 wrong ones", async () => {
    const { token } = await c.player();
    expect((await voucher(token, "TEST-VOUCHER-5")).json().data.credited_to).toBe("promo");
    for (let guess = 0; guess < 10; guess++)
      expect((await voucher(token, `GUESS-${guess}`)).statusCode).toBe(400);
    const blocked = await voucher(token, "TEST-VOUCHER-6");
    expect(blocked.statusCode).toBe(429);
    expect((await c.overview(token)).promo_credit).toBe("100.00");
  });

  test("switched off, the call is refused", async () => {
    const { token } = await c.player("plain");
    expect((await voucher(token, "TEST-VOUCHER-3", "plain")).statusCode).toBe(403);
    expect((await promotion(token, "WELCOME", "plain")).statusCode).toBe(403);
  });
});

describe("promotion codes", () => {
  test("once per player, in any case; 50 parallel tries by one player credit once", async () => {
    const { token } = await c.player();
    const tries = await Promise.all(Array.from({ length: 50 }, () => promotion(token, "welcome")));
    expect(tries.filter((response) => response.statusCode === 200)).toHaveLength(1);
    // The others are refused as used; past ten refusals the guess limit answers instead, and which
    // requests those are depends on the order the 50 are handled in.
    const refusals = tries
      .filter((response) => response.statusCode !== 200)
      .map((response) => response.json().errors[0].message as string);
    expect(refusals).toContain("You have already used this promotion code.");
    for (const message of refusals)
      expect([
        "You have already used this promotion code.",
        "Too many wrong codes. Please try again in an hour.",
      ]).toContain(message);
    expect((await c.overview(token)).promo_credit).toBe("25.00");
  });

  test("a code with a total stops at it", async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => c.player()));
    const responses = await Promise.all(players.map((player) => promotion(player.token, "FIRST2")));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(responses.find((response) => response.statusCode === 400)?.json().message).toBe(
      "This promotion code has been fully claimed.",
    );
  });
});
