import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OAuthProfile, OAuthProvider } from "../session/oauth-provider.ts";
import { OAuthRejectedError } from "../session/oauth-provider.ts";
import { caller, googleSite, lastMessage, mailSite, PASSWORD, testClock } from "../test/account-fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/*
 * Every way in refuses a player on a time-out or self-excluded: the email login, Google sign-in
 * (which needs no password), and an autologin link minted before; a password reset by email
 * changes the password and nothing else.
 */

class FakeGoogle implements OAuthProvider {
  readonly profiles = new Map<string, OAuthProfile>();
  async exchange(code: string): Promise<OAuthProfile> {
    const profile = this.profiles.get(code);
    if (!profile) throw new OAuthRejectedError("unknown code");
    return profile;
  }
}

const google = new FakeGoogle();
const time = testClock(new Date("2026-05-01T10:00:00Z"));
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({
    sites: [mailSite, googleSite],
    accounts: { oauthProviders: { google }, clock: time.clock },
  });
  call = caller(t.app);
});
afterAll(() => t.close());

const MAIL = mailSite.site_code;
const G = googleSite.site_code;
const consent = { age_confirmed: true, terms_accepted: true };
const redirect = "https://gsite.test/login/google";

async function registerByEmail(email: string) {
  const response = await call("POST", "/api/session/register", {
    site: MAIL,
    body: { email, password: PASSWORD, confirm_password: PASSWORD, ...consent },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

const loginByEmail = (email: string, password = PASSWORD) =>
  call("POST", "/api/session/login-email", { site: MAIL, body: { email, password } });

describe("login refused during an exclusion", () => {
  test("email login: the message states the end date; after it, the login works", async () => {
    const token = await registerByEmail("break@mail.test");
    const response = await call("POST", "/api/user/time-out", {
      site: MAIL,
      token,
      body: { period: "1w", password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    // 2026-05-01 10:00 UTC plus 7 days.
    expect(response.json().data.ends_at).toBe("2026-05-08T10:00:00.000Z");

    const login = await loginByEmail("break@mail.test");
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(
      "You are taking a break from gambling until 2026-05-08 10:00 UTC. You can log in again after that.",
    );
    time.advance(7 * 86_400_000 - 1_000);
    expect((await loginByEmail("break@mail.test")).statusCode).toBe(403);
    time.advance(1_000);
    expect((await loginByEmail("break@mail.test")).statusCode).toBe(200);
  });

  test("an autologin link minted before the exclusion no longer opens a session", async () => {
    const token = await registerByEmail("link@mail.test");
    const minted = await call("POST", "/api/user/autologin-token", { site: MAIL, token });
    expect(minted.statusCode).toBe(200);
    const excluded = await call("POST", "/api/user/self-exclusion", {
      site: MAIL,
      token,
      body: { period: "2y", password: PASSWORD },
    });
    expect(excluded.statusCode).toBe(200);
    const autologin = await call("POST", "/api/session/autologin", {
      site: MAIL,
      body: { token: minted.json().data.token },
    });
    expect(autologin.statusCode).toBe(403);
    expect(autologin.json().message).toMatch(/^You have excluded yourself from gambling until /);
  });

  test("Google sign-in (no password) is refused too; the Google-only account confirms by a fresh sign-in", async () => {
    google.profiles.set("g-code", {
      subject: "g-77",
      email: "ex@gmail.test",
      emailVerified: true,
      name: "Ex",
    });
    const signIn = (body: Record<string, unknown> = {}) =>
      call("POST", "/api/session/google", {
        site: G,
        body: { code: "g-code", redirect_uri: redirect, ...body },
      });
    const first = await signIn(consent);
    expect(first.statusCode).toBe(200);
    const token = first.json().data.token;

    // Just signed in with Google: that is the proof a passwordless account gives.
    const excluded = await call("POST", "/api/user/self-exclusion", {
      site: G,
      token,
      body: { period: "6m" },
    });
    expect(excluded.statusCode).toBe(200);
    const again = await signIn();
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toContain(
      `until ${excluded.json().data.ends_at.slice(0, 16).replace("T", " ")} UTC`,
    );
  });

  test("a password reset by email changes the password, not the exclusion", async () => {
    const token = await registerByEmail("reset@mail.test");
    expect(
      (
        await call("POST", "/api/user/self-exclusion", {
          site: MAIL,
          token,
          body: { period: "1y", password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    const forgot = await call("POST", "/api/session/forgot-password-email", {
      site: MAIL,
      body: { email: "reset@mail.test" },
    });
    expect(forgot.statusCode).toBe(200);
    const text = (await lastMessage(t.testDb.db, "reset@mail.test")).text;
    const code = /code=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
    const reset = await call("POST", "/api/session/reset-password", {
      site: MAIL,
      body: { code, password: "Fresh123", confirm_password: "Fresh123" },
    });
    expect(reset.statusCode).toBe(200);
    const login = await loginByEmail("reset@mail.test", "Fresh123");
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/^You have excluded yourself from gambling until /);
  });
});
