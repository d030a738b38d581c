import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountEvents, sessions, users } from "../db/schema.ts";
import { accountSites, caller, mailSite, PASSWORD, plainSite, testClock } from "../test/account-fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const time = testClock();
const logLines: string[] = [];
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    sites: accountSites,
    accounts: { clock: time.clock },
    logger: { level: "info", stream },
  });
  call = caller(t.app);
});
afterAll(() => t.close());

const PLAIN = plainSite.site_code;
const MAIL = mailSite.site_code;
const PLAIN_PASSWORD = "secret12";
const consent = { age_confirmed: true, terms_accepted: true };

async function registerPlain(phone: string): Promise<{ token: string; user: { id: string } }> {
  const response = await call("POST", "/api/session/register", {
    site: PLAIN,
    body: { phone_number: phone, password: PLAIN_PASSWORD, confirm_password: PLAIN_PASSWORD, ...consent },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
function login(phone: string, password: string, site = PLAIN) {
  return call("POST", "/api/session/login", {
    site,
    body: { phone_number: phone, password },
    headers: { "user-agent": "vitest-agent" },
  });
}

describe("POST /api/session/login", () => {
  test("logs in by phone; previous_login_at holds the login before", async () => {
    const registered = await registerPlain("0733000001");
    time.advance(60_000);
    const first = await login("0733000001", PLAIN_PASSWORD);
    expect(first.statusCode).toBe(200);
    const registeredAt = first.json().data.user.previous_login_at;
    expect(registeredAt).not.toBeNull();
    time.advance(60_000);
    const second = await login("733000001", PLAIN_PASSWORD);
    expect(second.json().data.user.previous_login_at).not.toBe(registeredAt);
    expect(new Date(second.json().data.user.previous_login_at).getTime()).toBeGreaterThan(
      new Date(registeredAt).getTime(),
    );
    expect(second.json().data.token).not.toBe(registered.token);
  });

  test("wrong password: 400, recorded with IP and user agent", async () => {
    const { user } = await registerPlain("0733000002");
    const response = await login("0733000002", "wrong1234");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: "error",
      message: "The phone number or password is incorrect.",
    });
    const events = await t.testDb.db
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.userId, user.id), eq(accountEvents.kind, "login_failed")));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ip: "127.0.0.1", userAgent: "vitest-agent" });
  });

  test("an unknown phone answers exactly like a wrong password", async () => {
    const response = await login("0799999999", PLAIN_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The phone number or password is incorrect.");
  });

  test("5 failures from one address lock it out of the account for 15 minutes, even with the right password", async () => {
    await registerPlain("0733000003");
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login("0733000003", "wrong1234")).statusCode).toBe(400);
    }
    const fifth = await login("0733000003", "wrong1234");
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().message).toBe(
      "Too many wrong passwords from this device or network. Try again in 15 minutes, or reset your password.",
    );
    expect(fifth.headers["retry-after"]).toBe("900");
    const locked = await login("0733000003", PLAIN_PASSWORD);
    expect(locked.statusCode).toBe(423);
    time.advance(10 * 60_000);
    expect((await login("0733000003", PLAIN_PASSWORD)).json().message).toContain("Try again in 5 minutes");
    time.advance(5 * 60_000 + 1);
    expect((await login("0733000003", PLAIN_PASSWORD)).statusCode).toBe(200);
  });

  test("missing or malformed fields are a 400", async () => {
    const missing = await call("POST", "/api/session/login", {
      site: PLAIN,
      body: { phone_number: "0733000001" },
    });
    expect(missing.statusCode).toBe(400);
    const letters = await login("abc", PLAIN_PASSWORD);
    expect(letters.statusCode).toBe(400);
    expect(letters.json().errors[0]).toMatchObject({ field: "phone_number" });
    const long = await login("0733000001", "x".repeat(129));
    expect(long.statusCode).toBe(400);
  });

  test("a deactivated account cannot log in", async () => {
    const { token } = await registerPlain("0733000004");
    const options = await call("GET", "/api/user/deactivateOption", { site: PLAIN, token });
    const [option] = options.json().data;
    const deactivated = await call("POST", "/api/user/deactivate", {
      site: PLAIN,
      token,
      body: { option_id: option.id, password: PLAIN_PASSWORD },
    });
    expect(deactivated.statusCode).toBe(200);
    const response = await login("0733000004", PLAIN_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("This account has been deactivated.");
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token })).statusCode).toBe(401);
  });
});

describe("POST /api/session/login-email", () => {
  test("logs in by email, case-insensitively; a wrong password is a 400", async () => {
    await call("POST", "/api/session/register", {
      site: MAIL,
      body: { email: "kofi@mail.test", password: PASSWORD, confirm_password: PASSWORD, ...consent },
    });
    const ok = await call("POST", "/api/session/login-email", {
      site: MAIL,
      body: { email: "KOFI@mail.test", password: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    const wrong = await call("POST", "/api/session/login-email", {
      site: MAIL,
      body: { email: "kofi@mail.test", password: "Wrong123" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("The email or password is incorrect.");
    const invalid = await call("POST", "/api/session/login-email", {
      site: MAIL,
      body: { email: "not-an-email", password: PASSWORD },
    });
    expect(invalid.json().errors[0]).toMatchObject({
      field: "email",
      message: "Please enter a valid email address",
    });
  });
});

describe("tokens", () => {
  test("a token from one site is refused on another", async () => {
    const { token } = await registerPlain("0733000005");
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token })).statusCode).toBe(200);
    const foreign = await call("GET", "/api/user/profile", { site: MAIL, token });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toMatchObject({ status: "error", errors: [{ message: expect.any(String) }] });
  });

  test("logout revokes the token; other tokens of the player keep working", async () => {
    const { token } = await registerPlain("0733000006");
    const other = (await login("0733000006", PLAIN_PASSWORD)).json().data.token;
    const response = await call("POST", "/api/session/logout", { site: PLAIN, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", message: "You have been logged out." });
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token })).statusCode).toBe(401);
    expect((await call("POST", "/api/session/logout", { site: PLAIN, token })).statusCode).toBe(401);
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token: other })).statusCode).toBe(200);
  });

  test("missing, malformed and unknown tokens are 401", async () => {
    expect((await call("GET", "/api/user/profile", { site: PLAIN })).statusCode).toBe(401);
    const malformed = await call("GET", "/api/user/profile", {
      site: PLAIN,
      headers: { authorization: "Basic abc" },
    });
    expect(malformed.statusCode).toBe(401);
    const unknown = await call("GET", "/api/user/profile", { site: PLAIN, token: "A".repeat(43) });
    expect(unknown.statusCode).toBe(401);
  });

  test("a session ends after 30 minutes without use (defaults), and use keeps it alive", async () => {
    const { token } = await registerPlain("0733000007");
    const profile = () => call("GET", "/api/user/profile", { site: PLAIN, token });
    for (let step = 0; step < 4; step++) {
      time.advance(25 * 60_000);
      expect((await profile()).statusCode).toBe(200);
    }
    time.advance(30 * 60_000);
    expect((await profile()).statusCode).toBe(401);
  });

  test("a session in use still ends 12 hours after login (defaults)", async () => {
    const { token } = await registerPlain("0733000010");
    const profile = () => call("GET", "/api/user/profile", { site: PLAIN, token });
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      expect((await profile()).statusCode).toBe(200);
      time.advance(20 * 60_000);
    }
    expect((await profile()).statusCode).toBe(401);
  });

  test("only the token's hash is stored", async () => {
    const { token, user } = await registerPlain("0733000008");
    const rows = await t.testDb.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain(token);
    const [account] = await t.testDb.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
  });

  test("logs never carry a password or token", async () => {
    const { token } = await registerPlain("0733000009");
    await call("GET", "/api/user/changeConfirmEmail?code=secretcode123", { site: PLAIN, token });
    const logs = logLines.join("\n");
    expect(logs).toContain("/api/user/changeConfirmEmail");
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(PLAIN_PASSWORD);
    expect(logs).not.toContain("secretcode123");
  });
});
