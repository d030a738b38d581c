import { loginPhoneRequestSchema, registerSchemaFor, siteSettingsSchema } from "@platform/contracts";
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

  it("returns the parsed data when valid", () => {
    const result = validateForm(
      loginPhoneRequestSchema,
      { phone_number: "0812345678", password: "x", extra: 1 },
      t,
    );
    expect(result).toEqual({ ok: true, data: { phone_number: "0812345678", password: "x" } });
  });
});
