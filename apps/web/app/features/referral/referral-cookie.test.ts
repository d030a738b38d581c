import { siteSettingsSchema } from "@platform/contracts";
import { describe, expect, test } from "vitest";
import { accountLinks } from "../account-area/account-links.ts";
import { registerFieldsFor } from "../auth/register-fields.ts";
import { incomingReferralCode, withReferralField } from "./referral-cookie.ts";
import { referralEnabled } from "./referral-enabled.ts";

const settings = (overrides: Record<string, unknown>) =>
  siteSettingsSchema.parse({ site: "Test", ...overrides });
const TIERS = { referral_sport_rewards: [{ title: "First deposit", amount: "50.00" }] };

describe("the referral code a visitor brings", () => {
  test("a share link's code wins and is stored; a stored one is reused; junk is ignored", () => {
    expect(incomingReferralCode(new URLSearchParams("ref=AB23CD45"), undefined)).toEqual({
      code: "AB23CD45",
      store: true,
    });
    expect(incomingReferralCode(new URLSearchParams("ref=AB23CD45"), "AB23CD45")).toEqual({
      code: "AB23CD45",
      store: false,
    });
    expect(incomingReferralCode(new URLSearchParams(""), "ZZ23CD45")).toEqual({
      code: "ZZ23CD45",
      store: false,
    });
    expect(incomingReferralCode(new URLSearchParams("ref=<script>"), undefined)).toEqual({
      code: null,
      store: false,
    });
  });

  test("the form gains the field before the declarations only when a code came with the visitor", () => {
    const fields = registerFieldsFor(settings({}));
    expect(withReferralField(fields, false)).toBe(fields);
    const names = withReferralField(fields, true).map((field) => field.name);
    expect(names.indexOf("referral_code")).toBe(names.indexOf("age_confirmed") - 1);
    const once = withReferralField(withReferralField(fields, true), true);
    expect(once.filter((field) => field.name === "referral_code")).toHaveLength(1);
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
