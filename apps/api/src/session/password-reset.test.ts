import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  accountSites,
  caller,
  lastMessage,
  lastOtp,
  mailSite,
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

const PLAIN = plainSite.site_code;
const MAIL = mailSite.site_code;
const consent = { age_confirmed: true, terms_accepted: true };
const NEW_PASSWORD = "newpass99";

async function registerPlain(phone: string): Promise<string> {
  const response = await call("POST", "/api/session/register", {
    site: PLAIN,
    body: { phone_number: phone, password: "secret12", confirm_password: "secret12", ...consent },
  });
  return response.json().data.token;
}

describe("forgot-password by SMS, check-code, reset-password", () => {
  test("the full flow: code by SMS, reset code, new password, old sessions ended", async () => {
    const oldToken = await registerPlain("0744000001");
    const forgot = await call("POST", "/api/session/forgot-password?locale=en", {
      site: PLAIN,
      body: { phone_number: "0744000001" },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toMatchObject({ status: "success", data: { sent_by: "sms", digits: 6 } });
    const otp = await lastOtp(t.testDb.db, "254744000001");

    const checked = await call("POST", "/api/session/check-code", {
      site: PLAIN,
      body: { code: otp, phone_number: "0744000001" },
    });
    expect(checked.statusCode).toBe(200);
    const resetCode = checked.json().data.code;
    expect(resetCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      (
        await call("POST", "/api/session/check-code", {
          site: PLAIN,
          body: { code: otp, phone_number: "0744000001" },
        })
      ).statusCode,
    ).toBe(400);

    const reset = await call("POST", "/api/session/reset-password", {
      site: PLAIN,
      body: { code: resetCode, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().status).toBe("success");
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token: oldToken })).statusCode).toBe(401);
    const login = await call("POST", "/api/session/login", {
      site: PLAIN,
      body: { phone_number: "0744000001", password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const reused = await call("POST", "/api/session/reset-password", {
      site: PLAIN,
      body: { code: resetCode, password: "other123", confirm_password: "other123" },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0].field).toBe("code");
  });

  test("an unknown number gets the same answer and no message", async () => {
    const response = await call("POST", "/api/session/forgot-password", {
      site: PLAIN,
      body: { phone_number: "0744999999" },
    });
    expect(response.statusCode).toBe(200);
    const outbox = await call("GET", "/api/dev/outbox?to=254744999999", { site: PLAIN });
    expect(outbox.json().data).toEqual([]);
    const check = await call("POST", "/api/session/check-code", {
      site: PLAIN,
      body: { code: "123456", phone_number: "0744999999" },
    });
    expect(check.statusCode).toBe(400);
  });

  test("a wrong SMS code is refused; the new password must follow the site rule", async () => {
    await registerPlain("0744000002");
    await call("POST", "/api/session/forgot-password", { site: PLAIN, body: { phone_number: "0744000002" } });
    const otp = await lastOtp(t.testDb.db, "254744000002");
    const wrong = await call("POST", "/api/session/check-code", {
      site: PLAIN,
      body: { code: otp === "999999" ? "111111" : "999999", phone_number: "0744000002" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: "code" });
    const { code } = (
      await call("POST", "/api/session/check-code", {
        site: PLAIN,
        body: { code: otp, phone_number: "0744000002" },
      })
    ).json().data;
    const weak = await call("POST", "/api/session/reset-password", {
      site: PLAIN,
      body: { code, password: "short", confirm_password: "short" },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe("password");
  });

  test("requests per number and address are capped", async () => {
    await registerPlain("0744000003");
    for (let request = 0; request < 5; request++) {
      // Past the resend countdown (300 s by default), so only the per-account cap can refuse.
      time.advance(301_000);
      const response = await call("POST", "/api/session/forgot-password", {
        site: PLAIN,
        body: { phone_number: "0744000003" },
      });
      expect(response.statusCode).toBe(200);
    }
    const capped = await call("POST", "/api/session/forgot-password", {
      site: PLAIN,
      body: { phone_number: "0744000003" },
    });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/^Too many reset requests\. Try again in \d+ minutes\.$/);
    // A stranger elsewhere has not used up the owner's own requests.
    time.advance(301_000);
    const owner = await call("POST", "/api/session/forgot-password", {
      site: PLAIN,
      body: { phone_number: "0744000003" },
      ip: "198.51.100.7",
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe("forgot-password-email", () => {
  test("emails a /reset-password?code= link; the code expires after 30 minutes", async () => {
    await call("POST", "/api/session/register", {
      site: MAIL,
      body: { email: "reset@mail.test", password: PASSWORD, confirm_password: PASSWORD, ...consent },
    });
    const response = await call("POST", "/api/session/forgot-password-email?locale=sw", {
      site: MAIL,
      body: { email: "reset@mail.test" },
      headers: { "x-forwarded-host": "mail.test", "x-forwarded-proto": "https" },
    });
    expect(response.statusCode).toBe(200);
    const message = await lastMessage(t.testDb.db, "reset@mail.test");
    expect(message.purpose).toBe("reset_password");
    expect(message.text).toContain("Fungua kiungo");
    const link = /(https:\/\/mail\.test\/reset-password\?code=([A-Za-z0-9_-]+))/.exec(message.text);
    expect(link).not.toBeNull();
    const code = link?.[2] ?? "";

    time.advance(30 * 60_000 + 1);
    const expired = await call("POST", "/api/session/reset-password", {
      site: MAIL,
      body: { code, password: "Abcd12", confirm_password: "Abcd12" },
    });
    expect(expired.statusCode).toBe(400);

    time.advance(61_000);
    await call("POST", "/api/session/forgot-password-email", {
      site: MAIL,
      body: { email: "reset@mail.test" },
    });
    const fresh =
      /code=([A-Za-z0-9_-]+)/.exec((await lastMessage(t.testDb.db, "reset@mail.test")).text)?.[1] ?? "";
    const ok = await call("POST", "/api/session/reset-password", {
      site: MAIL,
      body: { code: fresh, password: "Abcd12", confirm_password: "Abcd12" },
    });
    expect(ok.statusCode).toBe(200);
    const foreign = await call("POST", "/api/session/reset-password", {
      site: PLAIN,
      body: { code: fresh, password: "Abcd12x1", confirm_password: "Abcd12x1" },
    });
    expect(foreign.statusCode).toBe(400);
  });

  test("an unknown email gets the same answer", async () => {
    const response = await call("POST", "/api/session/forgot-password-email", {
      site: MAIL,
      body: { email: "nobody@mail.test" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/If an account exists/);
  });
});
