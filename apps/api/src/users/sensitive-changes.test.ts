import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outboxMessages } from "../db/schema.ts";
import type { DemoSite } from "../seed/demo-site.ts";
import type { OAuthProfile, OAuthProvider } from "../session/oauth-provider.ts";
import { OAuthRejectedError } from "../session/oauth-provider.ts";
import { accountSites, caller, googleSite, lastOtp, plainSite, testClock } from "../test/account-fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/*
 * Changing phone, email or password as someone holding only a stolen session would try it, and
 * the player's view of their sessions.
 */

class FakeGoogle implements OAuthProvider {
  readonly profiles = new Map<string, OAuthProfile>();
  async exchange(code: string): Promise<OAuthProfile> {
    const profile = this.profiles.get(code);
    if (!profile) throw new OAuthRejectedError("unknown code");
    return profile;
  }
}

/** Short session limits of its own (settings.session_idle_timeout and session_lifetime). */
const briefSite: DemoSite = {
  site_code: "brief",
  domains: ["brief.test"],
  languages: ["en"],
  settings: {
    site: "Brief",
    auth_attempt_by: "phone",
    password_pattern: "^(?=.*\\d)[A-Za-z\\d]{6,20}$",
    session_idle_timeout: 300,
    session_lifetime: 3600,
  },
  seo: {},
  pages: [],
  banners: {},
};

const google = new FakeGoogle();
const time = testClock();
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({
    sites: [...accountSites, briefSite],
    accounts: { clock: time.clock, oauthProviders: { google } },
  });
  call = caller(t.app);
});
afterAll(() => t.close());

const PLAIN = plainSite.site_code;
const G = googleSite.site_code;
const PASSWORD = "secret12";
const consent = { age_confirmed: true, terms_accepted: true };

async function player(phone: string, email?: string, site = PLAIN) {
  const response = await call("POST", "/api/session/register", {
    site,
    body: { phone_number: phone, email, password: PASSWORD, confirm_password: PASSWORD, ...consent },
    headers: {
      "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36",
    },
  });
  expect(response.statusCode).toBe(200);
  return { token: response.json().data.token as string, id: response.json().data.user.id as string };
}

async function messagesTo(to: string) {
  return t.testDb.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.id));
}

describe("a stolen session alone cannot move the account", () => {
  test("changePhone needs the current password; the old phone and email are told", async () => {
    const { token } = await player("0757000001", "owner1@plain.test");
    await call("POST", "/api/otp/send-otp", {
      site: PLAIN,
      token,
      body: { purpose: "change_phone", phone_number: "0757000091" },
    });
    const otp = await lastOtp(t.testDb.db, "254757000091");
    const change = (password?: string) =>
      call("POST", "/api/user/changePhone", {
        site: PLAIN,
        token,
        body: { phone_number: "0757000091", otp, ...(password === undefined ? {} : { password }) },
      });
    const none = await change();
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ field: "password" });
    expect((await change("wrong123")).statusCode).toBe(400);
    const ok = await change(PASSWORD);
    expect(ok.statusCode).toBe(200);

    const [sms] = await messagesTo("254757000001");
    expect(sms?.purpose).toBe("phone_changed_notice");
    expect(sms?.text).toContain("phone number of your");
    const [mail] = await messagesTo("owner1@plain.test");
    expect(mail?.purpose).toBe("phone_changed_notice");
  });

  test("changeEmail needs the current password; the old address is told when it changes", async () => {
    const { token } = await player("0757000002", "owner2@plain.test");
    const noPassword = await call("POST", "/api/user/changeEmail", {
      site: PLAIN,
      token,
      body: { email: "thief@plain.test" },
    });
    expect(noPassword.statusCode).toBe(400);
    await call("POST", "/api/user/changeEmail", {
      site: PLAIN,
      token,
      body: { email: "thief@plain.test", password: PASSWORD },
    });
    const [link] = await messagesTo("thief@plain.test");
    const code = /code=([A-Za-z0-9_-]+)/.exec(link?.text ?? "")?.[1] ?? "";
    expect(
      (await call("GET", `/api/user/changeConfirmEmail?code=${code}`, { site: PLAIN, token })).statusCode,
    ).toBe(200);
    const [notice] = await messagesTo("owner2@plain.test");
    expect(notice).toMatchObject({ purpose: "email_changed_notice", channel: "email" });
  });

  test("five wrong current passwords in parallel lock the confirmation, not the guesser's luck", async () => {
    const { token } = await player("0757000003");
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call("POST", "/api/user/changePassword", {
          site: PLAIN,
          token,
          body: { current_password: `guess${index}xx`, password: "newpass1", confirm_password: "newpass1" },
        }),
      ),
    );
    const checked = attempts.filter((response) => response.json().message === "The password is incorrect.");
    expect(checked.length).toBeLessThanOrEqual(4);
    const right = await call("POST", "/api/user/changePassword", {
      site: PLAIN,
      token,
      body: { current_password: PASSWORD, password: "newpass1", confirm_password: "newpass1" },
    });
    expect(right.statusCode).toBe(423);
  });

  test("a password change ends every other session and tells the player", async () => {
    const { token } = await player("0757000004", "owner4@plain.test");
    const other = (
      await call("POST", "/api/session/login", {
        site: PLAIN,
        body: { phone_number: "0757000004", password: PASSWORD },
      })
    ).json().data.token;
    const changed = await call("POST", "/api/user/changePassword", {
      site: PLAIN,
      token,
      body: { current_password: PASSWORD, password: "newpass1", confirm_password: "newpass1" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token: other })).statusCode).toBe(401);
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token })).statusCode).toBe(200);
    expect((await messagesTo("owner4@plain.test"))[0]?.purpose).toBe("password_changed_notice");
  });

  test("a reset ends every session", async () => {
    await player("0757000005", "owner5@plain.test");
    const { token } = (
      await call("POST", "/api/session/login", {
        site: PLAIN,
        body: { phone_number: "0757000005", password: PASSWORD },
      })
    ).json().data;
    await call("POST", "/api/session/forgot-password", { site: PLAIN, body: { phone_number: "0757000005" } });
    const otp = await lastOtp(t.testDb.db, "254757000005");
    const { code } = (
      await call("POST", "/api/session/check-code", {
        site: PLAIN,
        body: { code: otp, phone_number: "0757000005" },
      })
    ).json().data;
    const reset = await call("POST", "/api/session/reset-password", {
      site: PLAIN,
      body: { code, password: "newpass2", confirm_password: "newpass2" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token })).statusCode).toBe(401);
  });
});

describe("the player's sessions", () => {
  test("listed with device, address and last use; another player's session cannot be ended", async () => {
    const { token } = await player("0757000010");
    const second = (
      await call("POST", "/api/session/login", {
        site: PLAIN,
        body: { phone_number: "0757000010", password: PASSWORD },
        ip: "198.51.100.40",
      })
    ).json().data.token;
    time.advance(2 * 60_000);
    const list = await call("GET", "/api/user/sessions", { site: PLAIN, token });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data as { id: string; device: string; ip: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    const current = sessions.find((session) => session.current);
    expect(current).toMatchObject({ device: "Chrome on Android", ip: "127.0.0.1" });
    const otherSession = sessions.find((session) => !session.current);
    expect(otherSession?.ip).toBe("198.51.100.40");

    const stranger = await player("0757000011");
    const foreign = await call("POST", `/api/user/sessions/${otherSession?.id}/end`, {
      site: PLAIN,
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token: second })).statusCode).toBe(200);

    const ended = await call("POST", `/api/user/sessions/${otherSession?.id}/end`, { site: PLAIN, token });
    expect(ended.statusCode).toBe(200);
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token: second })).statusCode).toBe(401);
    const again = await call("POST", `/api/user/sessions/${otherSession?.id}/end`, { site: PLAIN, token });
    expect(again.statusCode).toBe(404);
    const malformed = await call("POST", "/api/user/sessions/not-a-uuid/end", { site: PLAIN, token });
    expect(malformed.statusCode).toBe(400);
  });

  test("end every other session, or all of them", async () => {
    const { token } = await player("0757000012");
    const login = async () =>
      (
        await call("POST", "/api/session/login", {
          site: PLAIN,
          body: { phone_number: "0757000012", password: PASSWORD },
        })
      ).json().data.token as string;
    const [a, b] = [await login(), await login()];
    const others = await call("POST", "/api/user/sessions/end-all", { site: PLAIN, token, body: {} });
    expect(others.json().data).toEqual({ ended: 2 });
    for (const ended of [a, b]) {
      expect((await call("GET", "/api/user/profile", { site: PLAIN, token: ended })).statusCode).toBe(401);
    }
    const everywhere = await call("POST", "/api/user/sessions/end-all", {
      site: PLAIN,
      token,
      body: { include_current: true },
    });
    expect(everywhere.json().data).toEqual({ ended: 1 });
    expect((await call("GET", "/api/user/profile", { site: PLAIN, token })).statusCode).toBe(401);
  });

  test("a site's own idle timeout and lifetime apply", async () => {
    const { token } = await player("0757000013", undefined, briefSite.site_code);
    const profile = () => call("GET", "/api/user/profile", { site: briefSite.site_code, token });
    time.advance(4 * 60_000);
    expect((await profile()).statusCode).toBe(200);
    time.advance(5 * 60_000 + 1);
    expect((await profile()).statusCode).toBe(401);

    const { token: busy } = (
      await call("POST", "/api/session/login", {
        site: briefSite.site_code,
        body: { phone_number: "0757000013", password: PASSWORD },
      })
    ).json().data;
    for (let minutes = 0; minutes < 60; minutes += 4) {
      expect(
        (await call("GET", "/api/user/profile", { site: briefSite.site_code, token: busy })).statusCode,
      ).toBe(200);
      time.advance(4 * 60_000);
    }
    expect(
      (await call("GET", "/api/user/profile", { site: briefSite.site_code, token: busy })).statusCode,
    ).toBe(401);
  });
});

describe("an account that only signs in with Google proves itself by a fresh sign-in", () => {
  test("changes need a Google sign-in of the same account within 10 minutes", async () => {
    google.profiles.set("own", {
      subject: "g-own",
      email: "own@gmail.test",
      emailVerified: true,
      name: "Own",
    });
    google.profiles.set("other", {
      subject: "g-other",
      email: "other@gmail.test",
      emailVerified: true,
      name: "X",
    });
    const signIn = await call("POST", "/api/session/google", {
      site: G,
      body: { code: "own", redirect_uri: "https://gsite.test/auth/google/callback", ...consent },
    });
    const { token } = signIn.json().data;
    const changeEmail = () =>
      call("POST", "/api/user/changeEmail", { site: G, token, body: { email: "new-own@gmail.test" } });
    // Fresh from signing in: allowed.
    expect((await changeEmail()).statusCode).toBe(200);
    time.advance(11 * 60_000);
    // The session is still alive (used within the idle timeout below), but the proof is stale.
    const stale = await changeEmail();
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errors[0].field).toBe("reauthenticate");

    const reauth = (code: string) =>
      call("POST", "/api/user/reauthenticate", {
        site: G,
        token,
        body: { method: "google", code, redirect_uri: "https://gsite.test/auth/google/callback" },
      });
    expect((await reauth("other")).statusCode).toBe(403);
    expect((await reauth("nope")).statusCode).toBe(400);
    expect((await reauth("own")).statusCode).toBe(200);
    expect((await changeEmail()).statusCode).toBe(200);
    const setPassword = await call("POST", "/api/user/changePassword", {
      site: G,
      token,
      body: { password: "First123", confirm_password: "First123" },
    });
    expect(setPassword.statusCode).toBe(200);
    const [notice] = await t.testDb.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.to, "own@gmail.test"), eq(outboxMessages.purpose, "password_changed_notice")),
      );
    expect(notice).toBeDefined();
  });
});
