import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { registerSchemaFor, SITE_PASSWORD_RULE_KEY, sitePasswordSchema } from "./auth.ts";
import { DEFAULT_PASSWORD_PATTERN, MESSAGES } from "./validation.ts";

const phoneSite = {
  auth_attempt_by: "phone",
  otp_required: true,
  user_registration_required_phone: true,
} as const;
const emailSite = {
  auth_attempt_by: "email",
  otp_required: false,
  user_registration_required_phone: false,
} as const;
const consent = { age_confirmed: true, terms_accepted: true } as const;

/** Passwords the default rule accepts: 4–8 letters and digits with an upper, a lower and a digit. */
const goodPassword = fc
  .tuple(
    fc.constantFrom(..."ABCXYZ"),
    fc.constantFrom(..."abcxyz"),
    fc.constantFrom(..."0189"),
    fc.stringMatching(/^[A-Za-z0-9]{1,5}$/),
  )
  .map(([upper, lower, digit, rest]) => `${rest}${upper}${lower}${digit}`);

describe("the default password rule (spec §5)", () => {
  test("accepts every 4–8 character mix of upper, lower and digit", () => {
    fc.assert(
      fc.property(goodPassword, (password) => {
        expect(DEFAULT_PASSWORD_PATTERN.test(password)).toBe(true);
      }),
    );
  });

  test("refuses anything without a digit, or longer than 8", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{4,8}$/), (password) => {
        expect(DEFAULT_PASSWORD_PATTERN.test(password)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(goodPassword, fc.stringMatching(/^[a-z]{5,10}$/), (password, tail) => {
        expect(DEFAULT_PASSWORD_PATTERN.test(`${password}${tail}`)).toBe(false);
      }),
    );
  });

  test("a site pattern replaces it", () => {
    const schema = sitePasswordSchema({ password_pattern: "^\\d{6}$" });
    expect(schema.safeParse("123456").success).toBe(true);
    expect(schema.safeParse("Play1234").success).toBe(false);
  });

  test("a site pattern is refused with the site's own words, never the default rule's", () => {
    const rule = "The password must be 6 digits";
    const own = sitePasswordSchema({ password_pattern: "^\\d{6}$", password_rule: rule });
    const issue = own.safeParse("Play1234").error?.issues[0];
    expect(issue?.message).toBe(rule);
    // The key of the rule's translations travels with the issue, for the forms.
    expect(issue).toMatchObject({ code: "custom", params: { key: SITE_PASSWORD_RULE_KEY } });
    const unexplained = sitePasswordSchema({ password_pattern: "^\\d{6}$" });
    expect(unexplained.safeParse("Play1234").error?.issues[0]?.message).toBe(MESSAGES.passwordCustom);
  });

  test("without a site pattern the default rule and its message apply", () => {
    const schema = sitePasswordSchema({ password_rule: "ignored without a pattern" });
    expect(schema.safeParse("Xk7pQ2mZ9a").error?.issues[0]?.message).toBe(MESSAGES.password);
  });
});

describe("registerSchemaFor", () => {
  test("a phone site needs the phone and the code; an email site the email", () => {
    const phone = registerSchemaFor(phoneSite);
    const email = registerSchemaFor(emailSite);
    const base = { password: "Play1234", confirm_password: "Play1234", ...consent };
    expect(phone.safeParse({ ...base, phone_number: "0811000000", otp: "123456" }).success).toBe(true);
    expect(phone.safeParse({ ...base, phone_number: "0811000000" }).success).toBe(false);
    expect(email.safeParse({ ...base, email: "a@b.co" }).success).toBe(true);
    expect(email.safeParse({ ...base, phone_number: "0811000000" }).success).toBe(false);
  });

  test("any valid form with different confirmation is refused on confirm_password", () => {
    fc.assert(
      fc.property(goodPassword, goodPassword, (password, confirmation) => {
        fc.pre(password !== confirmation);
        const result = registerSchemaFor(emailSite).safeParse({
          email: "a@b.co",
          password,
          confirm_password: confirmation,
          ...consent,
        });
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["confirm_password"]);
      }),
    );
  });
});
