import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type CashierTestApp, createCashierTestApp, PASSWORD } from "../test/cashier-fixtures.ts";
import { OWN_REFERRAL_CODE, REFERRAL_CODE_INVALID } from "./refer-friend.ts";
import { newDevice, newPhone, referralHelpers, referralSites } from "./referral-fixtures.ts";

let c: CashierTestApp;
let r: ReturnType<typeof referralHelpers>;

beforeAll(async () => {
  c = await createCashierTestApp(referralSites);
  r = referralHelpers(c);
});
afterAll(async () => {
  await c.t.close();
});

describe("GET api/bring-a-friend/referral-code", () => {
  test("a player's own code, the same every time, with its share link and the rules", async () => {
    const { token } = await c.player("ref");
    const first = await c.call("GET", "/api/bring-a-friend/referral-code", { site: "ref", token });
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(data.link).toBe(`https://ref.test/register?ref=${data.code}`);
    expect(data.rules).toMatchObject({
      qualify_days: 30,
      max_rewards: 50,
      currency_code: "KES",
      tiers: [
        { title: "Friend deposits", amount: "50.00", credit: "promo", min_deposit: "10.00" },
        { title: "Friend deposits big", amount: "200.00", credit: "cash", min_deposit: "500.00" },
      ],
    });
    expect(await r.code("ref", token)).toBe(data.code);
  });

  test("fifty first requests at once make one code", async () => {
    const { token } = await c.player("ref");
    const codes = await Promise.all(Array.from({ length: 50 }, () => r.code("ref", token)));
    expect(new Set(codes).size).toBe(1);
  });

  test("visitors, foreign tokens and sites without the programme get nothing", async () => {
    expect((await c.call("GET", "/api/bring-a-friend/referral-code", { site: "ref" })).statusCode).toBe(401);
    const foreign = await c.player("ref-other");
    for (const path of ["referral-code", "rewards", "referral-friend"]) {
      const response = await c.call("GET", `/api/bring-a-friend/${path}`, {
        site: "ref",
        token: foreign.token,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: "error" });
    }
    const plain = await c.player("plain");
    const off = await c.call("GET", "/api/bring-a-friend/referral-code", {
      site: "plain",
      token: plain.token,
    });
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe("Bring-a-friend is not available on this site.");
  });
});

describe("registering with a code", () => {
  test("the friend is listed for the referrer only, masked, pending until a first deposit", async () => {
    const referrer = await c.player("ref");
    const code = await r.code("ref", referrer.token);
    const friend = await r.friendOf("ref", code.toLowerCase(), {
      phone_number: "0711223344",
      full_name: "Jane Wanjiru Doe",
    });
    const list = await c.call("GET", "/api/bring-a-friend/referral-friend", {
      site: "ref",
      token: referrer.token,
    });
    expect(list.json().data).toMatchObject({ page: 1, per_page: 10, total: 1 });
    expect(list.json().data.items[0]).toMatchObject({
      friend: { name: "Jane W.", contact: "71•••••44" },
      qualified: false,
      status: "pending",
    });
    expect(list.body).not.toContain("711223344");
    const rewards = await r.rewards("ref", referrer.token);
    expect(rewards.items).toHaveLength(1);
    expect(rewards.items[0]).toMatchObject({ status: "pending", amount: null });
    expect(rewards.totals).toEqual({ paid: "0.00", paid_count: 0, pending_count: 1, withheld_count: 0 });
    // The friend sees their own (empty) lists, never the referrer's.
    expect((await r.rewards("ref", friend.token)).items).toEqual([]);
    const theirs = await c.call("GET", "/api/bring-a-friend/referral-friend", {
      site: "ref",
      token: friend.token,
    });
    expect(theirs.json().data.total).toBe(0);
  });

  test("friends are paged", async () => {
    const referrer = await c.player("ref");
    const code = await r.code("ref", referrer.token);
    for (let i = 0; i < 3; i += 1) await r.friendOf("ref", code);
    const page = await c.call("GET", "/api/bring-a-friend/referral-friend?page=2&per_page=2", {
      site: "ref",
      token: referrer.token,
    });
    expect(page.json().data).toMatchObject({ page: 2, per_page: 2, total: 3 });
    expect(page.json().data.items).toHaveLength(1);
    const bad = await c.call("GET", "/api/bring-a-friend/referral-friend?page=0", {
      site: "ref",
      token: referrer.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe("error");
  });

  test("an unknown code, or another site's, is refused on the field and no account is made", async () => {
    const other = await c.player("ref-other");
    const foreignCode = await r.code("ref-other", other.token);
    for (const code of ["NOPE2345", foreignCode]) {
      const phone = newPhone();
      const response = await r.register("ref", { phone_number: phone, referral_code: code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: "error",
        message: REFERRAL_CODE_INVALID,
        errors: [{ message: REFERRAL_CODE_INVALID, field: "referral_code" }],
      });
      expect((await r.register("ref", { phone_number: phone })).statusCode).toBe(200);
    }
  });

  test("the referrer's own code from their own browser is refused as self-referral", async () => {
    const device = newDevice();
    const owner = await r.register("ref", {}, device);
    const code = await r.code("ref", owner.json().data.token);
    const again = await r.register("ref", { referral_code: code }, device);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: OWN_REFERRAL_CODE,
      errors: [{ message: OWN_REFERRAL_CODE, field: "referral_code" }],
    });
    // Another browser is another person.
    expect((await r.register("ref", { referral_code: code }, newDevice())).statusCode).toBe(200);
  });

  test("the same mailbox under another spelling is the referrer's own code", async () => {
    const owner = await r.register("ref-mail", { email: `jane.doe.${Date.now()}@gmail.com` });
    expect(owner.statusCode, owner.body).toBe(200);
    const email = owner.json().data.user.email as string;
    const code = await r.code("ref-mail", owner.json().data.token);
    const alias = `${email.replace("@gmail.com", "").replaceAll(".", "")}+bets@googlemail.com`;
    const response = await r.register("ref-mail", { email: alias, referral_code: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(OWN_REFERRAL_CODE);
  });
});

describe("the reward", () => {
  test("paid once at the friend's first deposit, as the tier's credit; later deposits pay nothing", async () => {
    const referrer = await c.player("ref");
    const friend = await r.friendOf("ref", await r.code("ref", referrer.token));
    await c.fund(friend.token, "100", "ref");
    expect(await c.overview(referrer.token, "ref")).toMatchObject({
      funds_total: "0.00",
      promo_credit: "50.00",
    });
    const rewards = await r.rewards("ref", referrer.token);
    expect(rewards.items[0]).toMatchObject({
      status: "paid",
      amount: "50.00",
      credit: "promo",
      reason: null,
    });
    expect(rewards.totals).toMatchObject({ paid: "50.00", paid_count: 1, pending_count: 0 });
    await c.fund(friend.token, "600", "ref");
    expect(await c.overview(referrer.token, "ref")).toMatchObject({
      promo_credit: "50.00",
      funds_total: "0.00",
    });
    const history = await c.call("GET", "/api/user/history?transaction_description_id=referral_reward", {
      site: "ref",
      token: referrer.token,
    });
    expect(history.json().data.total).toBe(1);
    const friends = await c.call("GET", "/api/bring-a-friend/referral-friend", {
      site: "ref",
      token: referrer.token,
    });
    expect(friends.json().data.items[0]).toMatchObject({ qualified: true, status: "paid" });
  });

  test("a big first deposit earns the higher tier, in cash", async () => {
    const referrer = await c.player("ref");
    const friend = await r.friendOf("ref", await r.code("ref", referrer.token));
    await c.fund(friend.token, "750", "ref");
    expect(await c.overview(referrer.token, "ref")).toMatchObject({
      funds_total: "200.00",
      promo_credit: "0.00",
    });
  });

  test("a webhook delivered twice, and fifty deliveries at once, pay once", async () => {
    const referrer = await c.player("ref");
    const friend = await r.friendOf("ref", await r.code("ref", referrer.token));
    const ref = await r.startCardDeposit("ref", friend.token, "100");
    const event = randomUUID();
    expect(await c.notify("fake-card", ref, "success", event)).toBe(200);
    expect(await c.notify("fake-card", ref, "success", event)).toBe(200);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => c.notify("fake-card", ref, "success")),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await c.overview(referrer.token, "ref")).toMatchObject({ promo_credit: "50.00" });
    expect(await c.overview(friend.token, "ref")).toMatchObject({ funds_total: "100.00" });
  });

  test("fifty of the friend's deposits succeeding at once pay one reward", async () => {
    const referrer = await c.player("ref");
    const friend = await r.friendOf("ref", await r.code("ref", referrer.token));
    const refs: string[] = [];
    for (let i = 0; i < 50; i += 1) refs.push(await r.startCardDeposit("ref", friend.token, "20"));
    const statuses = await Promise.all(refs.map((ref) => c.notify("fake-card", ref, "success")));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await c.overview(friend.token, "ref")).toMatchObject({ funds_total: "1000.00" });
    expect(await c.overview(referrer.token, "ref")).toMatchObject({
      promo_credit: "50.00",
      funds_total: "0.00",
    });
    expect((await r.rewards("ref", referrer.token)).totals).toMatchObject({ paid: "50.00", paid_count: 1 });
  });

  test("a failed deposit decides nothing; a first deposit below the minimum earns nothing, for good", async () => {
    const referrer = await c.player("ref-high");
    const friend = await r.friendOf("ref-high", await r.code("ref-high", referrer.token));
    const failed = await r.startCardDeposit("ref-high", friend.token, "500");
    expect(await c.notify("fake-card", failed, "failed")).toBe(200);
    expect((await r.referralOf(friend.id))?.status).toBe("pending");
    await c.fund(friend.token, "20", "ref-high");
    expect(await r.referralOf(friend.id)).toMatchObject({ status: "not_qualified", reason: "below_minimum" });
    await c.fund(friend.token, "500", "ref-high");
    expect(await c.overview(referrer.token, "ref-high")).toMatchObject({
      promo_credit: "0.00",
      funds_total: "0.00",
    });
    const friends = await c.call("GET", "/api/bring-a-friend/referral-friend", {
      site: "ref-high",
      token: referrer.token,
    });
    expect(friends.json().data.items[0]).toMatchObject({ qualified: false, status: "not_qualified" });
    // Out of the rewards list, which shows what was or may still be earned.
    expect((await r.rewards("ref-high", referrer.token)).items).toEqual([]);
  });

  test("a friend's first deposit after the qualifying days earns nothing", async () => {
    const referrer = await c.player("ref");
    const phone = newPhone();
    const friend = await r.friendOf("ref", await r.code("ref", referrer.token), { phone_number: phone });
    c.time.advance(31 * 86_400_000);
    // Both sessions ended while the clock moved: log in again.
    const login = (phone_number: string) =>
      c.call("POST", "/api/session/login", { site: "ref", body: { phone_number, password: PASSWORD } });
    const friendToken = (await login(phone)).json().data.token;
    await c.fund(friendToken, "100", "ref");
    expect(await r.referralOf(friend.id)).toMatchObject({ status: "not_qualified", reason: "too_late" });
    const rewards = await c.t.testDb.db.execute(
      sql`select count(*)::int as n from ledger_transactions where kind = 'referral_reward' and user_id = ${referrer.id}::uuid`,
    );
    expect((rewards as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  test("the referrer's reward limit holds when friends qualify at once", async () => {
    const referrer = await c.player("ref-one");
    const code = await r.code("ref-one", referrer.token);
    const friends = await Promise.all(Array.from({ length: 5 }, () => r.friendOf("ref-one", code)));
    const refs = await Promise.all(
      friends.map((friend) => r.startCardDeposit("ref-one", friend.token, "100")),
    );
    await Promise.all(refs.map((ref) => c.notify("fake-card", ref, "success")));
    expect(await c.overview(referrer.token, "ref-one")).toMatchObject({ promo_credit: "50.00" });
    const rows = await Promise.all(friends.map((friend) => r.referralOf(friend.id)));
    expect(rows.filter((row) => row?.status === "paid")).toHaveLength(1);
    expect(rows.filter((row) => row?.reason === "limit_reached")).toHaveLength(4);
  });
});

describe("one person's second account", () => {
  test("a first deposit paid from the referrer's own mobile number is withheld", async () => {
    const referrerPhone = newPhone();
    const owner = await r.register("ref", { phone_number: referrerPhone });
    const referrer = { token: owner.json().data.token as string };
    const friend = await r.friendOf("ref", await r.code("ref", referrer.token));
    await r.mobileDeposit("ref", friend.token, "100", referrerPhone);
    expect(await r.referralOf(friend.id)).toMatchObject({
      status: "withheld",
      reason: "same_payment_instrument",
      rewardAmount: 5000n,
    });
    expect(await c.overview(referrer.token, "ref")).toMatchObject({
      promo_credit: "0.00",
      funds_total: "0.00",
    });
    const rewards = await r.rewards("ref", referrer.token);
    expect(rewards.items[0]).toMatchObject({ status: "withheld", reason: "same_payment_instrument" });
    expect(rewards.totals).toMatchObject({ paid: "0.00", withheld_count: 1 });
  });

  test("a number another referred friend paid from marks the next friend as the same person", async () => {
    const referrer = await c.player("ref");
    const code = await r.code("ref", referrer.token);
    const shared = newPhone();
    const first = await r.friendOf("ref", code);
    await r.mobileDeposit("ref", first.token, "100", shared);
    const second = await r.friendOf("ref", code);
    await r.mobileDeposit("ref", second.token, "100", shared);
    expect((await r.referralOf(first.id))?.status).toBe("paid");
    expect(await r.referralOf(second.id)).toMatchObject({
      status: "withheld",
      reason: "same_payment_instrument",
    });
    expect(await c.overview(referrer.token, "ref")).toMatchObject({ promo_credit: "50.00" });
  });

  test("a friend who logs in from the referrer's browser is withheld as the same device", async () => {
    const device = newDevice();
    const owner = await r.register("ref", {}, device);
    const code = await r.code("ref", owner.json().data.token);
    const phone = newPhone();
    const friend = await r.register("ref", { phone_number: phone, referral_code: code }, newDevice());
    expect(friend.statusCode).toBe(200);
    const login = await c.call("POST", "/api/session/login", {
      site: "ref",
      body: { phone_number: phone, password: PASSWORD },
      headers: { "x-device-token": device },
    });
    expect(login.statusCode, login.body).toBe(200);
    await c.fund(friend.json().data.token, "100", "ref");
    expect(await r.referralOf(friend.json().data.user.id)).toMatchObject({
      status: "withheld",
      reason: "same_device",
    });
  });
});
