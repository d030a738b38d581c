import {
  loginPhoneRequestSchema,
  registerSchemaFor,
  resetPasswordSchemaFor,
  siteSettingsSchema,
} from "@platform/contracts";
import { describe, expect, it } from "vitest";
import { formValues, refillValues, validateForm } from "./validate-form.server.ts";

const t = (key: string) => `<${key}>`;

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("formValues", () => {
  it("leaves empty inputs out and turns ticked checkboxes into true", () => {
    expect(
      formValues(form({ phone_number: "0812", email: "", age_confirmed: "on" }), [
        "age_confirmed",
        "terms_accepted",
      ]),
    ).toEqual({
      phone_number: "0812",
      age_confirmed: true,
      terms_accepted: false,
    });
  });
});

describe("refillValues", () => {
  it("never sends passwords, codes or the intent back into the page", () => {
    expect(
      refillValues(
        form({
          phone_number: "0812",
          password: "x",
          confirm_password: "x",
          otp: "1",
          code: "c",
          intent: "i",
          code_sent: "1",
        }),
      ),
    ).toEqual({ phone_number: "0812", code_sent: "1" });
  });
});

describe("validateForm", () => {
  it("translates the spec §5 messages and says what is missing per field", () => {
    const settings = siteSettingsSchema.parse({ site: "T", otp_required: true });
    const result = validateForm(registerSchemaFor(settings), { password: "short", age_confirmed: false }, t);
    expect(result).toMatchObject({
      ok: false,
      message: "<form.check_fields>",
      fieldErrors: {
        phone_number: "<validation.phone_required>",
        password: "<validation.password>",
        confirm_password: "<validation.confirm_password_required>",
        otp: "<validation.otp>",
        age_confirmed: "<validation.age_confirmed>",
      },
    });
  });

  it("a site's own password rule reads in the site's translation, else as the site wrote it", () => {
    const rule = "The password must be 6 digits";
    const settings = siteSettingsSchema.parse({
      site: "T",
      password_pattern: "^\\d{6}$",
      password_rule: rule,
    });
    const values = { password: "Abc12345" };
    const untranslated = validateForm(resetPasswordSchemaFor(settings), values, (key) => key);
    expect(untranslated).toMatchObject({ fieldErrors: { password: rule } });
    const translated = validateForm(resetPasswordSchemaFor(settings), values, t);
    expect(translated).toMatchObject({ fieldErrors: { password: "<validation.password_rule>" } });
  });

  it("a site pattern without its words gets the generic message, never the default rule's", () => {
    const settings = siteSettingsSchema.parse({ site: "T", password_pattern: "^\\d{6}$" });
    const result = validateForm(resetPasswordSchemaFor(settings), { password: "Abc12345" }, t);
    expect(result).toMatchObject({ fieldErrors: { password: "<validation.password_custom>" } });
  });

  it("returns the parsed data when valid", () => {
    const result = validateForm(
      loginPhoneRequestSchema,
      { phone_number: "0812345678", password: "x", extra: 1 },
      t,
    );
    expect(result).toEqual({ ok: true, data: { phone_number: "0812345678", password: "x" } });
  });
});
