import { type SiteSettingsInput, siteSettingsSchema } from "@platform/contracts";
import { describe, expect, it } from "vitest";
import { registerFieldsFor, withReferralField } from "./register-fields.ts";

const settingsOf = (input: Partial<SiteSettingsInput>) => siteSettingsSchema.parse({ site: "T", ...input });
const names = (input: Partial<SiteSettingsInput>) => registerFieldsFor(settingsOf(input)).map((f) => f.name);

describe("registerFieldsFor", () => {
  it("derives a phone site's form, with the OTP after the number when required", () => {
    expect(names({ auth_attempt_by: "phone", otp_required: true })).toEqual([
      "phone_number",
      "otp",
      "password",
      "confirm_password",
      "age_confirmed",
      "terms_accepted",
    ]);
    expect(names({ auth_attempt_by: "phone" })).not.toContain("otp");
  });

  it("derives an email site's form, asking for the phone only when the site requires it", () => {
    expect(names({ auth_attempt_by: "email", user_registration_required_phone: false })).toEqual([
      "email",
      "password",
      "confirm_password",
      "age_confirmed",
      "terms_accepted",
    ]);
    expect(names({ auth_attempt_by: "email", user_registration_required_phone: true }).slice(0, 2)).toEqual([
      "email",
      "phone_number",
    ]);
  });

  it("follows the configured order and labels, dropping unknown names and duplicates", () => {
    const fields = registerFieldsFor(
      settingsOf({
        auth_attempt_by: "phone",
        forms: {
          register: [
            { name: "full_name", required: false, label: "my.name" },
            { name: "phone_number" },
            { name: "favourite_colour" },
            { name: "phone_number" },
            { name: "password" },
            { name: "confirm_password" },
            { name: "terms_accepted" },
            { name: "age_confirmed" },
          ],
        },
      }),
    );
    expect(fields.map((f) => f.name)).toEqual([
      "full_name",
      "phone_number",
      "password",
      "confirm_password",
      "terms_accepted",
      "age_confirmed",
    ]);
    expect(fields[0]).toEqual({ name: "full_name", required: false, label: "my.name" });
    expect(fields[1]).toEqual({ name: "phone_number", required: true, label: "auth.field.phone_number" });
  });

  it("adds what the schema requires but the configuration forgot, and drops an OTP the site does not use", () => {
    expect(
      names({
        auth_attempt_by: "email",
        user_registration_required_phone: false,
        otp_required: false,
        forms: { register: [{ name: "otp" }, { name: "password" }, { name: "age_confirmed" }] },
      }),
    ).toEqual(["password", "email", "confirm_password", "age_confirmed", "terms_accepted"]);
  });
});

describe("withReferralField", () => {
  it("adds the field before the declarations only when a code came with the visitor", () => {
    const fields = registerFieldsFor(settingsOf({}));
    expect(withReferralField(fields, false)).toBe(fields);
    const names = withReferralField(fields, true).map((field) => field.name);
    expect(names.indexOf("referral_code")).toBe(names.indexOf("age_confirmed") - 1);
    const once = withReferralField(withReferralField(fields, true), true);
    expect(once.filter((field) => field.name === "referral_code")).toHaveLength(1);
  });
});
