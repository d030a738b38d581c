import { randomBytes, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { referrals } from "../db/schema.ts";
import { type CashierTestApp, cashierSite, PASSWORD, providerRef } from "../test/cashier-fixtures.ts";

/** Tiers: 10.00 first deposit earns 50.00 promo credit, 500.00 earns 200.00 cash. */
export const REFERRAL_SETTINGS = {
  referral_sport_rewards: [
    { title: "Friend deposits", amount: "50.00", credit: "promo" as const, min_deposit: "10.00" },
    { title: "Friend deposits big", amount: "200.00", credit: "cash" as const, min_deposit: "500.00" },
  ],
  referral_qualify_days: 30,
};

export const referralSites = [
  cashierSite("ref", REFERRAL_SETTINGS),
  cashierSite("ref-other", REFERRAL_SETTINGS),
  cashierSite("plain"),
  cashierSite("ref-mail", {
    ...REFERRAL_SETTINGS,
    auth_attempt_by: "email",
    send_otp_by: "email",
    user_registration_required_phone: false,
  }),
  cashierSite("ref-one", { ...REFERRAL_SETTINGS, referral_max_rewards: 1 }),
  cashierSite("ref-high", {
    referral_sport_rewards: [{ title: "Big friends", amount: "30.00", min_deposit: "100.00" }],
  }),
  cashierSite("push", { dengageEnable: true }),
];

export function newDevice(): string {
  return randomBytes(32).toString("base64url");
}

export function newPhone(): string {
  return `07${randomInt(10_000_000, 99_999_999)}`;
}

/** Referral helpers over the cashier test app. */
export function referralHelpers(c: CashierTestApp) {
  const helpers = {
    register(
      site: string,
      fields: { phone_number?: string; email?: string; referral_code?: string; full_name?: string },
      device?: string,
    ) {
      return c.call("POST", "/api/session/register", {
        site,
        body: {
          ...(fields.email ? {} : { phone_number: fields.phone_number ?? newPhone() }),
          ...fields,
          password: PASSWORD,
          confirm_password: PASSWORD,
          age_confirmed: true,
          terms_accepted: true,
        },
        ...(device ? { headers: { "x-device-token": device } } : {}),
      });
    },
    async friendOf(site: string, code: string, fields: { phone_number?: string; full_name?: string } = {}) {
      const response = await helpers.register(site, { ...fields, referral_code: code });
      expect(response.statusCode, response.body).toBe(200);
      return { token: response.json().data.token as string, id: response.json().data.user.id as string };
    },
    async code(site: string, token: string): Promise<string> {
      const response = await c.call("GET", "/api/bring-a-friend/referral-code", { site, token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.code;
    },
    async rewards(site: string, token: string) {
      const response = await c.call("GET", "/api/bring-a-friend/rewards", { site, token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    },
    /** A card deposit started and left pending: its provider reference. */
    async startCardDeposit(site: string, token: string, amount: string): Promise<string> {
      const response = await c.call("POST", "/api/user/deposit", {
        site,
        token,
        body: { amount, gateway_id: await c.gatewayId(token, "fake-card", "deposit", site) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return providerRef(c, response.json().data.id);
    },
    /** A mobile-money deposit paid from `phone`, confirmed with the code. */
    async mobileDeposit(site: string, token: string, amount: string, phone: string) {
      const started = await c.call("POST", "/api/user/deposit", {
        site,
        token,
        body: {
          amount,
          gateway_id: await c.gatewayId(token, "fake-mobile", "deposit", site),
          phone_number: phone,
        },
      });
      expect(started.statusCode, started.body).toBe(200);
      const confirmed = await c.call("POST", "/api/user/deposit-otp", {
        site,
        token,
        body: { payment_id: started.json().data.id, otp: c.mobile.otp },
      });
      expect(confirmed.json().data.status).toBe("success");
    },
    async referralOf(friendId: string) {
      const [row] = await c.t.testDb.db.select().from(referrals).where(eq(referrals.friendId, friendId));
      return row;
    },
  };
  return helpers;
}
