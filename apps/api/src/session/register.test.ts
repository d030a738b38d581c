import { MESSAGES } from "@platform/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../db/schema.ts";
import { OTP_MAX_ATTEMPTS } from "../otp/otp-service.ts";
import {
  accountSites,
  caller,
  lastMessage,
  lastOtp,
  mailSite,
  otpSite,
  PASSWORD,
  plainSite,
  testClock,
} from "../test/account-fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const time = testClock();
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ sites: accountSites, accounts: { clock: time.clock } });
  call = caller(t.app);
});
afterAll(() => t.close());

const OTP = otpSite.site_code;
const consent = { age_confirmed: true, terms_accepted: true };

function sendOtp(phone: string, site = OTP) {
  return call("POST", "/api/otp/send-otp", { site, body: { purpose: "register", phone_number: phone } });
}
function register(body: Record<string, unknown>, site = OTP) {
  return call("POST", "/api/session/register?locale=fr", { site, body });
}

describe("registration with an SMS code (otp_required)", () => {
  test("send-otp, then register with the code: logged in with a token and the user", async () => {
    const sent = await sendOtp("0811000001");
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: "success",
      data: { expires_in: 600, resend_in: 60, digits: 6, sent_by: "sms" },
    });
    const code = await lastOtp(t.testDb.db, "243811000001");
    expect(code).toMatch(/^\d{6}$/);

    const response = await register({
      phone_number: "0811000001",
      otp: code,
      password: PASSWORD,
      confirm_password: PASSWORD,
      full_name: "Jean  Paul Mukendi",
      ...consent,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe("success");
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user).toMatchObject({
      first_name: "Jean",
      last_name: "Paul Mukendi",
      phone_number: "811000001",
      calling_code: "243",
      email: null,
      locale: "fr",
      previous_login_at: null,
    });
    const profile = await call("GET", "/api/user/profile", { site: OTP, token: body.data.token });
    expect(profile.json().data.id).toBe(body.data.user.id);
  });

  test("the password is stored only as an argon2id hash", async () => {
    const [row] = await t.testDb.db.select().from(users).where(eq(users.phone, "243811000001"));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
  });

  test("the code is in French when the request asks for fr", async () => {
    await call("POST", "/api/otp/send-otp?locale=fr", {
      site: OTP,
      body: { purpose: "register", phone_number: "0811000009" },
    });
    const response = await call("GET", "/api/dev/outbox?to=243811000009", { site: OTP });
    expect(response.json().data[0].text).toContain("Votre code");
  });

  test("a second send within resend_otp_timeout is a 429 with the seconds left", async () => {
    expect((await sendOtp("0811000002")).statusCode).toBe(200);
    time.advance(15_000);
    const again = await sendOtp("0811000002");
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe("Please wait 45 seconds before requesting a new code.");
    expect(again.headers["retry-after"]).toBe("45");
    time.advance(45_000);
    expect((await sendOtp("0811000002")).statusCode).toBe(200);
  });

  test("a wrong code is refused, and the code dies after the attempt limit", async () => {
    await sendOtp("0811000003");
    const code = await lastOtp(t.testDb.db, "243811000003");
    const wrong = code === "000000" ? "111111" : "000000";
    const body = { phone_number: "0811000003", password: PASSWORD, confirm_password: PASSWORD, ...consent };
    const first = await register({ ...body, otp: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().errors).toEqual([{ message: "The code is incorrect", field: "otp" }]);
    for (let attempt = 2; attempt <= OTP_MAX_ATTEMPTS; attempt++) await register({ ...body, otp: wrong });
    const dead = await register({ ...body, otp: code });
    expect(dead.statusCode).toBe(400);
    expect(dead.json().message).toBe("Too many wrong codes. Please request a new one.");
  });

  test("an expired code is refused", async () => {
    time.advance(120_000);
    await sendOtp("0811000004");
    const code = await lastOtp(t.testDb.db, "243811000004");
    time.advance(10 * 60_000 + 1);
    const response = await register({
      phone_number: "0811000004",
      otp: code,
      password: PASSWORD,
      confirm_password: PASSWORD,
      ...consent,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/invalid or has expired/);
  });

  test("a code works once; the same phone cannot register twice", async () => {
    await sendOtp("0811000005");
    const code = await lastOtp(t.testDb.db, "243811000005");
    const body = {
      phone_number: "0811000005",
      otp: code,
      password: PASSWORD,
      confirm_password: PASSWORD,
      ...consent,
    };
    expect((await register(body)).statusCode).toBe(200);
    const again = await register({ ...body, phone_number: "811000005" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("An account with this phone number already exists.");
    expect((await sendOtp("0811000005")).statusCode).toBe(409);
  });

  test("a code sent to one number does not register another", async () => {
    await sendOtp("0811000006");
    const code = await lastOtp(t.testDb.db, "243811000006");
    const response = await register({
      phone_number: "0811000007",
      otp: code,
      password: PASSWORD,
      confirm_password: PASSWORD,
      ...consent,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("registration: bad input", () => {
  test.each([
    [
      "missing phone",
      { password: PASSWORD, confirm_password: PASSWORD, otp: "123456", ...consent },
      "phone_number",
    ],
    [
      "missing OTP",
      { phone_number: "0811000008", password: PASSWORD, confirm_password: PASSWORD, ...consent },
      "otp",
    ],
    [
      "weak password",
      {
        phone_number: "0811000008",
        password: "password",
        confirm_password: "password",
        otp: "123456",
        ...consent,
      },
      "password",
    ],
    [
      "passwords differ",
      {
        phone_number: "0811000008",
        password: PASSWORD,
        confirm_password: "Play12345",
        otp: "123456",
        ...consent,
      },
      "confirm_password",
    ],
    [
      "age not confirmed",
      {
        phone_number: "0811000008",
        password: PASSWORD,
        confirm_password: PASSWORD,
        otp: "123456",
        terms_accepted: true,
        age_confirmed: false,
      },
      "age_confirmed",
    ],
    [
      "terms not accepted",
      {
        phone_number: "0811000008",
        password: PASSWORD,
        confirm_password: PASSWORD,
        otp: "123456",
        age_confirmed: true,
        terms_accepted: false,
      },
      "terms_accepted",
    ],
  ])("%s is a 400 naming the field", async (_name, body, field) => {
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe("error");
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  test("wrong types and over-long strings are refused before anything else", async () => {
    const wrongType = await register({
      phone_number: 811000008,
      password: PASSWORD,
      confirm_password: PASSWORD,
      ...consent,
    });
    expect(wrongType.statusCode).toBe(400);
    const tooLong = await register({
      phone_number: "0811000008",
      password: "A1a".repeat(50),
      confirm_password: "A1a".repeat(50),
      ...consent,
    });
    expect(tooLong.statusCode).toBe(400);
    const longName = await call("POST", "/api/session/register", {
      site: mailSite.site_code,
      body: {
        email: "long@mail.test",
        password: PASSWORD,
        confirm_password: PASSWORD,
        full_name: "x".repeat(101),
        ...consent,
      },
    });
    expect(longName.statusCode).toBe(400);
  });

  // Issue 16: a password manager's long password must learn the length from the message.
  test("a 10-character password is refused with the length first in the message", async () => {
    const response = await register({
      phone_number: "0811000011",
      password: "Xk7pQ2mZ9a",
      confirm_password: "Xk7pQ2mZ9a",
      otp: "123456",
      ...consent,
    });
    expect(response.statusCode).toBe(400);
    const password = response.json().errors.find((error: { field: string }) => error.field === "password");
    expect(password.message).toBe(MESSAGES.password);
    expect(password.message).toMatch(
      /^The password must be 4 to 8 letters and digits, with at least one upper case/,
    );
  });

  test("an unknown site is a 404", async () => {
    const response = await register(
      { phone_number: "0811000010", password: PASSWORD, confirm_password: PASSWORD, ...consent },
      "nowhere",
    );
    expect(response.statusCode).toBe(404);
  });
});

describe("affiliate tracking", () => {
  test("the affiliate code the visitor arrived with is recorded on the player", async () => {
    const response = await register(
      {
        phone_number: "0722000090",
        password: "secret12",
        confirm_password: "secret12",
        affiliate_code: "AFF-42,B7",
        ...consent,
      },
      plainSite.site_code,
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.testDb.db.select().from(users).where(eq(users.id, response.json().data.user.id));
    expect(row?.affiliateCode).toBe("AFF-42,B7");
    const tooLong = await register(
      {
        phone_number: "0722000091",
        password: "secret12",
        confirm_password: "secret12",
        affiliate_code: "x".repeat(201),
        ...consent,
      },
      plainSite.site_code,
    );
    expect(tooLong.statusCode).toBe(400);
  });
});

describe("registration on other sites", () => {
  test("email site: no code, no phone, email login afterwards", async () => {
    const response = await register(
      { email: "Amina@Mail.test", password: PASSWORD, confirm_password: PASSWORD, ...consent },
      mailSite.site_code,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      email: "amina@mail.test",
      phone_number: null,
      email_verified: false,
    });
    // The address gets a confirmation link on the site's own origin (in English: it offers no fr).
    const mail = await lastMessage(t.testDb.db, "amina@mail.test");
    expect(mail).toMatchObject({ purpose: "verify_email", subject: "Confirm your Site mail email address" });
    expect(mail.text).toMatch(/https:\/\/mail\.test\/verify-email\?code=[A-Za-z0-9_-]{43}/);
    const duplicate = await register(
      { email: "AMINA@mail.test", password: PASSWORD, confirm_password: PASSWORD, ...consent },
      mailSite.site_code,
    );
    expect(duplicate.statusCode).toBe(409);
    const login = await call("POST", "/api/session/login-email", {
      site: mailSite.site_code,
      body: { email: "amina@MAIL.test", password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  test("the site's password_pattern replaces the default rule", async () => {
    const body = {
      phone_number: "0722000001",
      password: "longpassword1",
      confirm_password: "longpassword1",
      ...consent,
    };
    const response = await register(body, plainSite.site_code);
    expect(response.statusCode).toBe(200);
    const weak = await register(
      { ...body, phone_number: "0722000002", password: "Ab1", confirm_password: "Ab1" },
      plainSite.site_code,
    );
    expect(weak.statusCode).toBe(400);
    // The site's own words (password_rule), not the default rule's, which would describe another rule.
    expect(weak.json().errors).toContainEqual({
      field: "password",
      message: plainSite.settings.password_rule,
    });
  });

  test("two-step registration: details follow with myDetail", async () => {
    const response = await register(
      { phone_number: "0722000003", password: "secret12", confirm_password: "secret12", ...consent },
      plainSite.site_code,
    );
    const { token, user } = response.json().data;
    expect(user).toMatchObject({ dob: null, id_number: null, calling_code: "254" });
    const detail = await call("POST", "/api/user/myDetail", {
      site: plainSite.site_code,
      token,
      body: { full_name: "Wanjiru Kamau", dob: "1990-04-01", gender: "f", id_number: "A1234567" },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      first_name: "Wanjiru",
      last_name: "Kamau",
      id_number: "A1234567",
    });
  });
});
