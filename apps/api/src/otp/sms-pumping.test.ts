import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../app.ts";
import type { DemoSite } from "../seed/demo-site.ts";
import { caller, testClock } from "../test/account-fixtures.ts";
import { createTestApp, TEST_ARGON2, type TestApp } from "../test/test-app.ts";

/*
 * SMS pumping: fraudsters trigger codes to numbers whose termination fees they share. Codes go
 * only to the site's own calling codes and stay under daily caps kept in the database.
 */

function smsSite(siteCode: string, settings: Omit<DemoSite["settings"], "site">): DemoSite {
  return {
    site_code: siteCode,
    domains: [`${siteCode}.test`],
    languages: ["en"],
    settings: {
      site: siteCode,
      auth_attempt_by: "phone",
      otp_required: true,
      send_otp_by: "sms",
      ...settings,
    },
    seo: {},
    pages: [],
    banners: {},
  };
}
const kenya = smsSite("kenya", {
  calling_code: "254",
  calling_codes: ["254", "255"],
  resend_otp_timeout: 10,
});
const tiny = smsSite("tiny", { calling_code: "243", otp_daily_limit_per_site: 3, resend_otp_timeout: 10 });

const time = testClock();
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ sites: [kenya, tiny], accounts: { clock: time.clock } });
  call = caller(t.app);
});
afterAll(() => t.close());

const send = (site: string, phone: string, callingCode?: string) =>
  call("POST", "/api/otp/send-otp", {
    site,
    body: { purpose: "register", phone_number: phone, ...(callingCode ? { calling_code: callingCode } : {}) },
  });

describe("only the site's own calling codes", () => {
  test("a number abroad is refused with the codes the site accepts", async () => {
    const abroad = await send("kenya", "7700900123", "44");
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().errors[0]).toEqual({
      field: "calling_code",
      message: "Phone numbers with +44 are not accepted on this site. Please use a number with +254, +255.",
    });
    expect((await send("kenya", "712000001", "255")).statusCode).toBe(200);
    const login = await call("POST", "/api/session/login", {
      site: "kenya",
      body: { phone_number: "7700900123", calling_code: "882", password: "x" },
    });
    expect(login.statusCode).toBe(400);
  });
});

describe("daily caps", () => {
  test("10 codes a day per number; the 11th waits for the next day", async () => {
    for (let code = 0; code < 10; code++) {
      time.advance(11_000);
      expect((await send("kenya", "712000002")).statusCode).toBe(200);
    }
    time.advance(11_000);
    const capped = await send("kenya", "712000002");
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(
      /^Too many codes were sent to this number today\. Try again in \d+ minutes\.$/,
    );
    expect(Number(capped.headers["retry-after"])).toBeGreaterThan(3600);
    time.advance(24 * 3_600_000);
    expect((await send("kenya", "712000002")).statusCode).toBe(200);
  });

  test("the per-site cap holds across API nodes sharing the database", async () => {
    const second = buildApp({
      db: t.testDb.db,
      rateLimit: false,
      accounts: {
        env: { NOTIFY_TRANSPORT: "outbox", MAIL_FROM: "x@test" },
        argon2: TEST_ARGON2,
        clock: time.clock,
      },
    });
    await second.ready();
    try {
      const callSecond = caller(second);
      expect((await send("tiny", "811000001")).statusCode).toBe(200);
      expect(
        (
          await callSecond("POST", "/api/otp/send-otp", {
            site: "tiny",
            body: { purpose: "register", phone_number: "811000002" },
          })
        ).statusCode,
      ).toBe(200);
      expect((await send("tiny", "811000003")).statusCode).toBe(200);
      const capped = await callSecond("POST", "/api/otp/send-otp", {
        site: "tiny",
        body: { purpose: "register", phone_number: "811000004" },
      });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toBe("We cannot send more codes right now. Please try again later.");
    } finally {
      await second.close();
    }
  });

  test("50 parallel sends to one number send one code", async () => {
    const same = await Promise.all(Array.from({ length: 50 }, () => send("kenya", "712000050")));
    // One code per resend window, whatever the concurrency.
    expect(same.filter((response) => response.statusCode === 200)).toHaveLength(1);
  });
});
