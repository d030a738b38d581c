import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountEvents } from "../db/schema.ts";
import { OTP_MAX_ATTEMPTS } from "../otp/otp-service.ts";
import { accountSites, caller, lastOtp, otpSite, plainSite, testClock } from "../test/account-fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/*
 * The attacker's side of login and code lockouts: guesses fired in parallel, a stranger trying to
 * lock a known player out, and guessing spread over many addresses.
 */

const time = testClock();
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ sites: accountSites, accounts: { clock: time.clock } });
  call = caller(t.app);
});
afterAll(() => t.close());

const PLAIN = plainSite.site_code;
const OTP = otpSite.site_code;
const PASSWORD = "secret12";
const PARALLEL = 50;
const consent = { age_confirmed: true, terms_accepted: true };
const deviceToken = () => randomBytes(32).toString("base64url");

async function registerPlain(phone: string, device?: string): Promise<string> {
  const response = await call("POST", "/api/session/register", {
    site: PLAIN,
    body: { phone_number: phone, password: PASSWORD, confirm_password: PASSWORD, ...consent },
    ...(device ? { headers: { "x-device-token": device } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.user.id;
}

function login(phone: string, password: string, options: { ip?: string; device?: string } = {}) {
  return call("POST", "/api/session/login", {
    site: PLAIN,
    body: { phone_number: phone, password },
    ...(options.ip ? { ip: options.ip } : {}),
    ...(options.device ? { headers: { "x-device-token": options.device } } : {}),
  });
}

async function failedChecks(userId: string): Promise<number> {
  const rows = await t.testDb.db
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.userId, userId), eq(accountEvents.kind, "login_failed")));
  return rows.length;
}

describe("parallel guesses never get more checks than the budget", () => {
  test(`${PARALLEL} parallel logins after 4 wrong ones: exactly one password is checked`, async () => {
    const id = await registerPlain("0766000001");
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login("0766000001", `wrong00${attempt}`)).statusCode).toBe(400);
    }
    // 49 wrong guesses and the right password, all at once: one attempt is left.
    const right = Math.floor(Math.random() * PARALLEL);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        login("0766000001", index === right ? PASSWORD : `guess${String(index).padStart(3, "0")}`),
      ),
    );
    const successes = responses.filter((response) => response.statusCode === 200).length;
    const checkedWrong = (await failedChecks(id)) - 4;
    expect(successes + checkedWrong).toBe(1);
    for (const response of responses.filter((item) => item.statusCode !== 200)) {
      expect(response.statusCode).toBe(423);
    }
  });

  test(`${PARALLEL} parallel logins with the right password on a locked account: none gets in`, async () => {
    await registerPlain("0766000002");
    for (let attempt = 0; attempt < 5; attempt++) await login("0766000002", `wrong00${attempt}`);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => login("0766000002", PASSWORD)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(PARALLEL).fill(423));
  });

  test(`${PARALLEL} parallel registration codes after ${OTP_MAX_ATTEMPTS - 1} wrong ones: exactly one is compared`, async () => {
    const phone = "0811500001";
    await call("POST", "/api/otp/send-otp", {
      site: OTP,
      body: { purpose: "register", phone_number: phone },
    });
    const code = await lastOtp(t.testDb.db, "243811500001");
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, "0");
    const body = { phone_number: phone, password: "Play1234", confirm_password: "Play1234", ...consent };
    const register = (otp: string) =>
      call("POST", "/api/session/register", { site: OTP, body: { ...body, otp } });
    for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS - 1; attempt++) {
      expect((await register(wrong(attempt))).json().message).toBe("The code is incorrect");
    }
    const right = Math.floor(Math.random() * PARALLEL);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) => register(index === right ? code : wrong(100 + index))),
    );
    const compared = responses.filter(
      (response) =>
        response.statusCode === 200 ||
        response.json().message ===
          "The code is incorrect, and that was the last try. Please request a new one.",
    );
    expect(compared).toHaveLength(1);
  });

  test(`${PARALLEL} parallel check-code guesses on someone's reset code: at most ${OTP_MAX_ATTEMPTS} compared`, async () => {
    await registerPlain("0766000003");
    await call("POST", "/api/session/forgot-password", { site: PLAIN, body: { phone_number: "0766000003" } });
    const code = await lastOtp(t.testDb.db, "254766000003");
    const guesses = Array.from({ length: PARALLEL }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, "0"),
    );
    const responses = await Promise.all(
      guesses.map((guess) =>
        call("POST", "/api/session/check-code", {
          site: PLAIN,
          body: { code: guess, phone_number: "0766000003" },
        }),
      ),
    );
    const messages = responses.map((response) => response.json().message);
    expect(messages.filter((message) => message === "The code is incorrect")).toHaveLength(
      OTP_MAX_ATTEMPTS - 1,
    );
    // Spent: even the right code is refused now.
    const late = await call("POST", "/api/session/check-code", {
      site: PLAIN,
      body: { code, phone_number: "0766000003" },
    });
    expect(late.statusCode).toBe(400);
  });
});

describe("a stranger cannot lock a player out", () => {
  test("wrong passwords from another address do not lock the owner's own network", async () => {
    await registerPlain("0766000010");
    for (let attempt = 0; attempt < 10; attempt++) {
      await login("0766000010", `wrong${attempt}x`, { ip: "203.0.113.66" });
    }
    const attacker = await login("0766000010", PASSWORD, { ip: "203.0.113.66" });
    expect(attacker.statusCode).toBe(423);
    expect(attacker.json().message).toContain("from this device or network");
    expect((await login("0766000010", PASSWORD, { ip: "198.51.100.10" })).statusCode).toBe(200);
  });

  test("guessing spread over many addresses trips the account ceiling; the owner's device still gets in", async () => {
    const device = deviceToken();
    await registerPlain("0766000011", device);
    // 30 failures from 10 addresses, 3 each: under every per-address limit.
    for (let address = 0; address < 10; address++) {
      for (let attempt = 0; attempt < 3; attempt++) {
        await login("0766000011", `wrong${address}${attempt}`, { ip: `203.0.113.${address + 1}` });
      }
    }
    const newAddress = await login("0766000011", PASSWORD, { ip: "198.51.100.11" });
    expect(newAddress.statusCode).toBe(423);
    expect(newAddress.json().message).toContain("Log in from a device you have used before");
    expect(newAddress.headers["retry-after"]).toBeDefined();
    // The browser that registered holds a trusted device token.
    const owner = await login("0766000011", PASSWORD, { ip: "198.51.100.11", device });
    expect(owner.statusCode).toBe(200);
    // A made-up device token is just an untrusted client.
    const forged = await login("0766000011", PASSWORD, { ip: "198.51.100.12", device: deviceToken() });
    expect(forged.statusCode).toBe(423);
    // The ceiling lifts after its hour.
    time.advance(60 * 60_000 + 1);
    expect((await login("0766000011", PASSWORD, { ip: "198.51.100.13" })).statusCode).toBe(200);
  });

  test("one address guessing across many accounts is throttled; a trusted device behind it is not", async () => {
    const device = deviceToken();
    await registerPlain("0766000020", device);
    for (let account = 0; account < 100; account++) {
      await login(`07661${String(account).padStart(5, "0")}`, "wrong123", { ip: "192.0.2.50" });
    }
    const throttled = await login("0766000020", PASSWORD, { ip: "192.0.2.50" });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toContain("from your network");
    expect((await login("0766000020", PASSWORD, { ip: "192.0.2.50", device })).statusCode).toBe(200);
  });
});
