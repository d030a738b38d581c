import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { referralSites } from "../referral/referral-fixtures.ts";
import { type CashierTestApp, createCashierTestApp } from "../test/cashier-fixtures.ts";

let c: CashierTestApp;

beforeAll(async () => {
  c = await createCashierTestApp(referralSites);
});
afterAll(async () => {
  await c.t.close();
});

const contactKey = (site: string, token?: string) =>
  c.call("GET", "/api/user/contact-key", { site, ...(token ? { token } : {}) });

describe("GET api/user/contact-key (spec §6)", () => {
  test("one stable opaque key per player, neither their id nor their phone", async () => {
    const one = await c.player("push");
    const two = await c.player("push");
    const first = await contactKey("push", one.token);
    expect(first.statusCode).toBe(200);
    const key = first.json().data.contact_key as string;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain(one.id.replaceAll("-", ""));
    const again = await Promise.all(Array.from({ length: 50 }, () => contactKey("push", one.token)));
    expect(new Set(again.map((response) => response.json().data.contact_key))).toEqual(new Set([key]));
    expect((await contactKey("push", two.token)).json().data.contact_key).not.toBe(key);
  });

  test("nothing for visitors, foreign tokens, or sites without push", async () => {
    expect((await contactKey("push")).statusCode).toBe(401);
    const foreign = await c.player("ref");
    expect((await contactKey("push", foreign.token)).statusCode).toBe(401);
    const off = await contactKey("ref", foreign.token);
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({
      status: "error",
      message: "Push notifications are not enabled on this site.",
    });
  });
});
