import { siteSettingsSchema } from "@platform/contracts";
import { describe, expect, test } from "vitest";
import { accountAreaOf } from "./account-area.ts";
import { accountLinks } from "./account-links.ts";
import { referralEnabled } from "./referral-enabled.ts";

const settings = (overrides: Record<string, unknown>) =>
  siteSettingsSchema.parse({ site: "Test", ...overrides });
const TIERS = { referral_sport_rewards: [{ title: "First deposit", amount: "50.00" }] };

describe("account links", () => {
  test("feature switches hide the cashier pages", () => {
    const all = accountLinks(
      "/account",
      settings({ allow_voucher: true, show_menu_add_promotion_code: true }),
    ).map((link) => link.to);
    expect(all).toEqual([
      "/account/overview",
      "/account/deposit",
      "/account/withdraw",
      "/account/history",
      "/account/my-bets",
      "/account/notifications",
      "/account/add-voucher",
      "/account/promotion-code",
      "/account/settings",
    ]);
    const closed = accountLinks(
      "/account",
      settings({ allow_deposit: false, allow_withdrawal: false, allow_voucher: false }),
    ).map((link) => link.to);
    expect(closed).toEqual([
      "/account/overview",
      "/account/history",
      "/account/my-bets",
      "/account/notifications",
      "/account/settings",
    ]);
  });

  test("the /users area links to its own twins and keeps codes in /account", () => {
    const links = accountLinks("/users", settings({ allow_voucher: true })).map((link) => link.to);
    expect(links).toEqual([
      "/users/overview",
      "/users/deposit",
      "/users/withdraw",
      "/users/history",
      "/users/my-bets",
      "/users/notification",
      "/account/add-voucher",
      "/users/info",
      "/users/settings",
    ]);
  });

  test("a page belongs to the area in its path, elsewhere to the theme's", () => {
    expect(accountAreaOf("/users/deposit", "default")).toBe("/users");
    expect(accountAreaOf("/account/history", "base3")).toBe("/account");
    expect(accountAreaOf("/", "base3")).toBe("/users");
    expect(accountAreaOf("/games", "base2")).toBe("/account");
  });
});

describe("the referral menu entry", () => {
  test("shown in both areas while a reward tier is configured and the menu switch is on", () => {
    expect(referralEnabled(settings({}))).toBe(false);
    expect(referralEnabled(settings(TIERS))).toBe(true);
    expect(referralEnabled(settings({ ...TIERS, show_menu_referral: false }))).toBe(false);
    expect(
      referralEnabled(settings({ referral_sport_rewards: [{ title: "Nothing", amount: "0.00" }] })),
    ).toBe(false);
    expect(accountLinks("/users", settings(TIERS)).map((link) => link.to)).toContain("/users/referral");
    expect(accountLinks("/account", settings(TIERS)).map((link) => link.to)).toContain("/account/referral");
    expect(accountLinks("/account", settings({})).map((link) => link.to)).not.toContain("/account/referral");
  });
});
