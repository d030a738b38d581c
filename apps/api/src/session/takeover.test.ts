import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outboxMessages, users } from "../db/schema.ts";
import type { DemoSite } from "../seed/demo-site.ts";
import { accountSites, caller, lastMessage, lastOtp, testClock } from "../test/account-fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/*
 * Account takeovers as an attacker would try them: someone else's code, a forged Host header in
 * a reset link, a registration proven by the wrong contact, a session token in a URL.
 */

/** Phone accounts that also keep an email, recovery codes by SMS: both contacts in play. */
const dualSite: DemoSite = {
  site_code: "dual",
  domains: ["dual.test", "www.dual.test"],
  languages: ["en"],
  settings: {
    site: "Dual Bet",
    auth_attempt_by: "phone",
    otp_required: true,
    send_otp_by: "sms",
    calling_code: "254",
    resend_otp_timeout: 10,
  },
  seo: {},
  pages: [],
  banners: {},
};

const time = testClock();
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ sites: [...accountSites, dualSite], accounts: { clock: time.clock } });
  call = caller(t.app);
});
afterAll(() => t.close());

const DUAL = dualSite.site_code;
const PASSWORD = "Play1234";
const consent = { age_confirmed: true, terms_accepted: true };

async function registerDual(phone: string, email: string): Promise<{ token: string; id: string }> {
  await call("POST", "/api/otp/send-otp", { site: DUAL, body: { purpose: "register", phone_number: phone } });
  const otp = await lastOtp(t.testDb.db, `254${phone.replace(/^0/, "")}`);
  const response = await call("POST", "/api/session/register", {
    site: DUAL,
    body: { phone_number: phone, email, otp, password: PASSWORD, confirm_password: PASSWORD, ...consent },
  });
  expect(response.statusCode).toBe(200);
  return { token: response.json().data.token, id: response.json().data.user.id };
}

describe("check-code proves only the destination of the player it resets", () => {
  test("the victim's phone with the attacker's own email and code gets no reset code", async () => {
    await registerDual("0700100001", "victim@dual.test");
    await registerDual("0700100002", "attacker@dual.test");
    time.advance(11_000);
    // The attacker asks for a reset code by email, to their own address.
    const sent = await call("POST", "/api/otp/send-otp", {
      site: DUAL,
      body: { purpose: "forgot_password", email: "attacker@dual.test" },
    });
    expect(sent.statusCode).toBe(200);
    const attackerCode = await lastOtp(t.testDb.db, "attacker@dual.test");

    const hijack = await call("POST", "/api/session/check-code", {
      site: DUAL,
      body: { code: attackerCode, phone_number: "0700100001", email: "attacker@dual.test" },
    });
    expect(hijack.statusCode).toBe(400);
    expect(hijack.json().data).toBeUndefined();
    // The victim's phone alone with the attacker's code: no code went there, so nothing matches.
    const phoneOnly = await call("POST", "/api/session/check-code", {
      site: DUAL,
      body: { code: attackerCode, phone_number: "0700100001" },
    });
    expect(phoneOnly.statusCode).toBe(400);
    // The attacker's code still resets the attacker's own account.
    const own = await call("POST", "/api/session/check-code", {
      site: DUAL,
      body: { code: attackerCode, email: "attacker@dual.test" },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe("links in messages come from the site's own domain", () => {
  test("a forged Host or x-forwarded-host never reaches a reset link", async () => {
    await call("POST", "/api/session/register", {
      site: "mail",
      body: { email: "victim@mail.test", password: PASSWORD, confirm_password: PASSWORD, ...consent },
    });
    const response = await call("POST", "/api/session/forgot-password-email", {
      site: "mail",
      body: { email: "victim@mail.test" },
      headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
    });
    expect(response.statusCode).toBe(200);
    const { text } = await lastMessage(t.testDb.db, "victim@mail.test");
    expect(text).not.toContain("evil.example");
    expect(text).toMatch(/https:\/\/mail\.test\/reset-password\?code=[A-Za-z0-9_-]{43}/);
  });

  test("the primary domain and the configured scheme build the link", async () => {
    await registerDual("0700100003", "primary@dual.test");
    const { token } = (
      await call("POST", "/api/session/login", {
        site: DUAL,
        body: { phone_number: "0700100003", password: PASSWORD },
        headers: { "x-forwarded-host": "www.dual.test" },
      })
    ).json().data;
    await call("POST", "/api/user/changeEmail", {
      site: DUAL,
      token,
      body: { email: "moved@dual.test", password: PASSWORD },
      headers: { "x-forwarded-host": "evil.example" },
    });
    expect((await lastMessage(t.testDb.db, "moved@dual.test")).text).toContain(
      "https://dual.test/account/settings?tab=change-email&code=",
    );
  });
});

describe("a registration code proves the contact the site verifies", () => {
  test("a code mailed to the attacker cannot register someone else's phone", async () => {
    // The SMS site sends registration codes only to the phone being registered.
    const toEmail = await call("POST", "/api/otp/send-otp", {
      site: DUAL,
      body: { purpose: "register", phone_number: "0700100009", email: "attacker2@dual.test" },
    });
    expect(toEmail.json().data.sent_by).toBe("sms");
    await expect(lastMessage(t.testDb.db, "attacker2@dual.test")).rejects.toThrow();
    const emailOnly = await call("POST", "/api/otp/send-otp", {
      site: DUAL,
      body: { purpose: "register", email: "attacker2@dual.test" },
    });
    expect(emailOnly.statusCode).toBe(400);

    // A register code that did reach the attacker (sent for their own phone) does not carry over.
    await call("POST", "/api/otp/send-otp", {
      site: DUAL,
      body: { purpose: "register", phone_number: "0700100010" },
    });
    const attackerCode = await lastOtp(t.testDb.db, "254700100010");
    const stolen = await call("POST", "/api/session/register", {
      site: DUAL,
      body: {
        phone_number: "0700100011",
        email: "attacker2@dual.test",
        otp: attackerCode,
        password: PASSWORD,
        confirm_password: PASSWORD,
        ...consent,
      },
    });
    expect(stolen.statusCode).toBe(400);
    expect(await t.testDb.db.select().from(users).where(eq(users.phone, "254700100011"))).toEqual([]);
  });

  test("the proven phone is marked verified; an email nobody proved is not", async () => {
    const { id } = await registerDual("0700100012", "unproven@dual.test");
    const [row] = await t.testDb.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ phoneVerified: true, emailVerified: false });
  });
});

describe("autologin takes a single-use token minted for it, never a session token", () => {
  test("mint, exchange once; a session token or a replay is refused", async () => {
    const { token } = await registerDual("0700100020", "auto@dual.test");
    const asSession = await call("POST", "/api/session/autologin", { site: DUAL, body: { token } });
    expect(asSession.statusCode).toBe(401);

    const minted = await call("POST", "/api/user/autologin-token", { site: DUAL, token });
    expect(minted.statusCode).toBe(200);
    const { token: once, url, expires_in: expiresIn } = minted.json().data;
    expect(url).toBe(`https://dual.test/autologin?token=${once}`);
    expect(expiresIn).toBe(120);
    const first = await call("POST", "/api/session/autologin", { site: DUAL, body: { token: once } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.token).not.toBe(token);
    const replay = await call("POST", "/api/session/autologin", { site: DUAL, body: { token: once } });
    expect(replay.statusCode).toBe(401);
  });

  test("an autologin token expires after 2 minutes and works on its own site only", async () => {
    const { token } = await registerDual("0700100021", "auto2@dual.test");
    const late = (await call("POST", "/api/user/autologin-token", { site: DUAL, token })).json().data.token;
    time.advance(120_001);
    expect(
      (await call("POST", "/api/session/autologin", { site: DUAL, body: { token: late } })).statusCode,
    ).toBe(401);
    const { token: fresh } = (
      await call("POST", "/api/session/login", {
        site: DUAL,
        body: { phone_number: "0700100021", password: PASSWORD },
      })
    ).json().data;
    const foreign = (await call("POST", "/api/user/autologin-token", { site: DUAL, token: fresh })).json()
      .data.token;
    expect(
      (await call("POST", "/api/session/autologin", { site: "mail", body: { token: foreign } })).statusCode,
    ).toBe(401);
  });
});

describe("the outbox shows each site only its own messages", () => {
  test("another site's codes are not listed", async () => {
    await call("POST", "/api/otp/send-otp", {
      site: DUAL,
      body: { purpose: "register", phone_number: "0700100030" },
    });
    const own = await call("GET", "/api/dev/outbox?to=254700100030", { site: DUAL });
    expect(own.json().data).toHaveLength(1);
    const other = await call("GET", "/api/dev/outbox?to=254700100030", { site: "mail" });
    expect(other.json().data).toEqual([]);
    const all = await call("GET", "/api/dev/outbox", { site: "mail" });
    const rows = await t.testDb.db.select().from(outboxMessages).where(eq(outboxMessages.siteCode, DUAL));
    expect(rows.length).toBeGreaterThan(0);
    for (const message of all.json().data) expect(message.site_code).toBe("mail");
  });
});
