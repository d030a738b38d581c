import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountEvents, deactivationReasons } from "../db/schema.ts";
import {
  accountSites,
  caller,
  lastMessage,
  lastOtp,
  otpSite,
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

const PLAIN = plainSite.site_code;
const PASSWORD = "secret12";
const consent = { age_confirmed: true, terms_accepted: true };

async function player(phone: string): Promise<{ token: string; id: string }> {
  const response = await call("POST", "/api/session/register", {
    site: PLAIN,
    body: {
      phone_number: phone,
      password: PASSWORD,
      confirm_password: PASSWORD,
      full_name: "Ama Owusu",
      ...consent,
    },
  });
  const { token, user } = response.json().data;
  return { token, id: user.id };
}

describe("profile, myDetail, updateLocale", () => {
  test("GET profile returns the user; myDetail saves the account-info form", async () => {
    const { token } = await player("0755000001");
    const profile = await call("GET", "/api/user/profile", { site: PLAIN, token });
    expect(profile.json()).toMatchObject({
      status: "success",
      data: { full_name: "Ama Owusu", first_name: "Ama" },
    });

    const saved = await call("POST", "/api/user/myDetail", {
      site: PLAIN,
      token,
      body: {
        full_name: "Ama K. Owusu",
        dob: "1992-02-29",
        gender: "f",
        city: "Nairobi",
        state: "Nairobi",
        id_number: "ID42",
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      last_name: "K. Owusu",
      dob: "1992-02-29",
      city: "Nairobi",
      id_number: "ID42",
    });

    const changeId = await call("POST", "/api/user/myDetail", {
      site: PLAIN,
      token,
      body: { full_name: "Ama Owusu", dob: "1992-02-29", id_number: "OTHER1" },
    });
    expect(changeId.statusCode).toBe(400);
    expect(changeId.json().errors[0].field).toBe("id_number");
  });

  test("myDetail validates with the spec's messages", async () => {
    const { token } = await player("0755000002");
    const response = await call("POST", "/api/user/myDetail", {
      site: PLAIN,
      token,
      body: { full_name: "A", dob: "", gender: "x", id_number: "12-34" },
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().errors.map((error: { message: string }) => error.message);
    expect(messages).toContain("The birthday is required");
    expect(messages).toContain("Please enter your ID Number and Only letters and numbers allowed");
  });

  test("updateLocale accepts only the site's languages", async () => {
    const { token } = await player("0755000003");
    const ok = await call("POST", "/api/user/updateLocale", {
      site: otpSite.site_code,
      token,
      body: { locale: "fr" },
    });
    expect(ok.statusCode).toBe(401);
    const refused = await call("POST", "/api/user/updateLocale", {
      site: PLAIN,
      token,
      body: { locale: "fr" },
    });
    expect(refused.statusCode).toBe(400);
    const accepted = await call("POST", "/api/user/updateLocale", {
      site: PLAIN,
      token,
      body: { locale: "en" },
    });
    expect(accepted.json().data.locale).toBe("en");
  });
});

describe("changePassword", () => {
  test("needs the current password; ends the player's other sessions but not this one", async () => {
    const { token, id } = await player("0755000004");
    const other = (
      await call("POST", "/api/session/login", {
        site: PLAIN,
        body: { phone_number: "0755000004", password: PASSWORD },
      })
    ).json().data.token;
    const wrong = await call("POST", "/api/user/changePassword", {
      site: PLAIN,
      token,
      body: { current_password: "nope1234", password: "fresh123", confirm_password: "fresh123" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: "current_password" });
    const missing = await call("POST", "/api/user/changePassword", {
      site: PLAIN,
      token,
      body: { current_password: "", password: "fresh123", confirm_password: "" },
    });
    expect(missing.json().errors.map((error: { message: string }) => error.message)).toEqual(
      expect.arrayContaining(["Old password is required", "Password confirmation is required"]),
    );

    const ok = await call("POST", "/api/user/changePassword", {
      site: PLAIN,
      token,
      body: { current_password: PASSWORD, password: "fresh123", confirm_password: "fresh123" },
    });
    expect(ok.statusCode).toBe(200);
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token })).statusCode).toBe(200);
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token: other })).statusCode).toBe(401);
    const events = await t.testDb.db.select().from(accountEvents).where(eq(accountEvents.userId, id));
    expect(events.map((event) => event.kind)).toContain("password_changed");
  });
});

describe("changeEmail and changeConfirmEmail", () => {
  test("a code goes to the new address; it applies once", async () => {
    const { token } = await player("0755000005");
    const wrongPassword = await call("POST", "/api/user/changeEmail", {
      site: PLAIN,
      token,
      body: { email: "new@plain.test", password: "bad12345" },
    });
    expect(wrongPassword.statusCode).toBe(400);
    const sent = await call("POST", "/api/user/changeEmail", {
      site: PLAIN,
      token,
      body: { email: "New@Plain.test", password: PASSWORD },
    });
    expect(sent.statusCode).toBe(200);
    const message = await lastMessage(t.testDb.db, "new@plain.test");
    const code = /code=([A-Za-z0-9_-]+)/.exec(message.text)?.[1] ?? "";
    expect(code).toHaveLength(43);

    const bad = await call("GET", "/api/user/changeConfirmEmail?code=notthecode", { site: PLAIN, token });
    expect(bad.statusCode).toBe(400);
    const other = await player("0755000006");
    const foreign = await call("GET", `/api/user/changeConfirmEmail?code=${code}`, {
      site: PLAIN,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(400);

    const confirmed = await call("GET", `/api/user/changeConfirmEmail?code=${code}`, { site: PLAIN, token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ email: "new@plain.test", email_verified: true });
    const reused = await call("GET", `/api/user/changeConfirmEmail?code=${code}`, { site: PLAIN, token });
    expect(reused.statusCode).toBe(400);

    const taken = await call("POST", "/api/user/changeEmail", {
      site: PLAIN,
      token: other.token,
      body: { email: "new@plain.test", password: PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
  });

  test("an email confirmation code expires after 24 hours", async () => {
    const { token } = await player("0755000007");
    await call("POST", "/api/user/changeEmail", {
      site: PLAIN,
      token,
      body: { email: "late@plain.test", password: PASSWORD },
    });
    const code =
      /code=([A-Za-z0-9_-]+)/.exec((await lastMessage(t.testDb.db, "late@plain.test")).text)?.[1] ?? "";
    time.advance(24 * 3_600_000 + 1);
    // The session itself ended long before (12 h lifetime): log in again to try the old code.
    const again = await call("POST", "/api/session/login", {
      site: PLAIN,
      body: { phone_number: "0755000007", password: PASSWORD },
    });
    const fresh = again.json().data.token;
    const response = await call("GET", `/api/user/changeConfirmEmail?code=${code}`, {
      site: PLAIN,
      token: fresh,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("changePhone with send-otp purpose change_phone", () => {
  test("the code goes to the new number and is needed to switch", async () => {
    const { token } = await player("0755000008");
    const anonymous = await call("POST", "/api/otp/send-otp", {
      site: PLAIN,
      body: { purpose: "change_phone", phone_number: "0755000099" },
    });
    expect(anonymous.statusCode).toBe(401);
    const sent = await call("POST", "/api/otp/send-otp", {
      site: PLAIN,
      token,
      body: { purpose: "change_phone", phone_number: "0755000099" },
    });
    expect(sent.statusCode).toBe(200);
    const otp = await lastOtp(t.testDb.db, "254755000099");

    const wrong = await call("POST", "/api/user/changePhone", {
      site: PLAIN,
      token,
      body: { phone_number: "0755000099", otp: otp === "000000" ? "111111" : "000000", password: PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await call("POST", "/api/user/changePhone", {
      site: PLAIN,
      token,
      body: { phone_number: "0755000099", otp, password: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.phone_number).toBe("755000099");

    const { token: other } = await player("0755000009");
    const taken = await call("POST", "/api/otp/send-otp", {
      site: PLAIN,
      token: other,
      body: { purpose: "change_phone", phone_number: "0755000099" },
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe("send-otp", () => {
  test("a registration code goes where the site verifies (send_otp_by), whatever else is listed", async () => {
    const none = await call("POST", "/api/otp/send-otp", {
      site: otpSite.site_code,
      body: { purpose: "register" },
    });
    expect(none.statusCode).toBe(400);
    const both = await call("POST", "/api/otp/send-otp", {
      site: otpSite.site_code,
      body: { purpose: "register", phone_number: "0812220000", email: "both@otp.test" },
    });
    expect(both.json().data.sent_by).toBe("sms");
    // An SMS site proves phones: an email alone cannot stand in for the phone.
    const emailOnly = await call("POST", "/api/otp/send-otp", {
      site: otpSite.site_code,
      body: { purpose: "register", email: "only@otp.test" },
    });
    expect(emailOnly.statusCode).toBe(400);
    expect(emailOnly.json().errors[0].field).toBe("phone_number");
    await expect(lastMessage(t.testDb.db, "only@otp.test")).rejects.toThrow();
    const badPurpose = await call("POST", "/api/otp/send-otp", {
      site: otpSite.site_code,
      body: { purpose: "anything", email: "x@otp.test" },
    });
    expect(badPurpose.statusCode).toBe(400);
  });
});

describe("deactivateOption and deactivate", () => {
  test("options come translated; deactivation records the reason and ends every session", async () => {
    const { token, id } = await player("0755000010");
    const english = await call("GET", "/api/user/deactivateOption", { site: PLAIN, token });
    expect(english.json().data).toContainEqual({ id: "take_break", label: "I want to take a break" });
    const french = await call("GET", "/api/user/deactivateOption?locale=fr", { site: PLAIN, token });
    expect(french.json().data).toContainEqual({ id: "take_break", label: "Je veux faire une pause" });

    const unknown = await call("POST", "/api/user/deactivate", {
      site: PLAIN,
      token,
      body: { option_id: "nope", password: PASSWORD },
    });
    expect(unknown.statusCode).toBe(400);
    const wrongPassword = await call("POST", "/api/user/deactivate", {
      site: PLAIN,
      token,
      body: { option_id: "take_break", password: "bad12345" },
    });
    expect(wrongPassword.statusCode).toBe(400);
    const ok = await call("POST", "/api/user/deactivate", {
      site: PLAIN,
      token,
      body: { option_id: "take_break", password: PASSWORD, comment: "Exams" },
    });
    expect(ok.statusCode).toBe(200);
    const [reason] = await t.testDb.db
      .select()
      .from(deactivationReasons)
      .where(eq(deactivationReasons.userId, id));
    expect(reason).toMatchObject({ optionCode: "take_break", comment: "Exams" });
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token })).statusCode).toBe(401);
  });
});
