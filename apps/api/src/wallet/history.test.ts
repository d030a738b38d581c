import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type CashierTestApp, cashierSite, createCashierTestApp } from "../test/cashier-fixtures.ts";

let c: CashierTestApp;
beforeAll(async () => {
  c = await createCashierTestApp([cashierSite("cash", { time_zone: "Africa/Nairobi" })]);
});
afterAll(() => c.t.close());

const history = (token: string, query = "") =>
  c.call("GET", `/api/user/history${query}`, { site: "cash", token });

describe("history", () => {
  test("every movement of the player's own balances, newest first, with the balance after", async () => {
    const { token } = await c.player();
    await c.fund(token, "100");
    await c.call("POST", "/api/user/add-promotion-code", {
      site: "cash",
      token,
      body: { promotion_code: "WELCOME" },
    });
    await c.call("POST", "/api/user/withdraw", {
      site: "cash",
      token,
      body: {
        amount: "60",
        gateway_id: await c.gatewayId(token, "fake-bank", "withdraw"),
        recipient: { method: "bank", bank_code: "KCB", account_number: "99887766", account_name: "Ama" },
      },
    });
    const response = await history(token);
    expect(response.statusCode).toBe(200);
    const { items, total, page, per_page: perPage } = response.json().data;
    expect({ total, page, perPage }).toEqual({ total: 3, page: 1, perPage: 10 });
    expect(
      items.map((item: { type: string; amount: string; balance: string; balance_after: string }) => [
        item.type,
        item.amount,
        item.balance,
        item.balance_after,
      ]),
    ).toEqual([
      ["withdrawal_hold", "-60.00", "cash", "40.00"],
      ["promotion_code", "25.00", "promo", "25.00"],
      ["deposit", "100.00", "cash", "100.00"],
    ]);
    expect(items[2].description).toBe("Deposit");
    expect(items[2].reference.payment).toMatch(/[0-9a-f-]{36}/);

    const stranger = await c.player();
    expect((await history(stranger.token)).json().data).toMatchObject({ items: [], total: 0 });
  });

  test("filters by type and date range, pages by 10, names types in the player's language", async () => {
    const { token } = await c.player();
    for (let deposit = 0; deposit < 12; deposit++) await c.fund(token, "10");
    const types = await c.call("GET", "/api/user/transactionType", {
      site: "cash",
      token,
      headers: { locale: "fr" },
    });
    expect(types.json().data).toContainEqual({ id: "deposit", name: "Dépôt" });

    const first = (await history(token, "?transaction_description_id=deposit")).json().data;
    expect(first).toMatchObject({ total: 12, per_page: 10 });
    expect(first.items).toHaveLength(10);
    expect(
      (await history(token, "?transaction_description_id=deposit&page=2")).json().data.items,
    ).toHaveLength(2);
    expect((await history(token, "?transaction_description_id=voucher")).json().data.total).toBe(0);

    // Today in Nairobi holds them all; yesterday none.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(c.time.clock());
    const yesterday = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(
      new Date(c.time.clock().getTime() - 86_400_000),
    );
    expect((await history(token, `?date_from=${today}&date_to=${today}`)).json().data.total).toBe(12);
    expect((await history(token, `?date_to=${yesterday}`)).json().data.total).toBe(0);
    const bad = await history(token, "?date_from=yesterday&per_page=1000");
    expect(bad.statusCode).toBe(400);
  });
});
