import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { userIdentities } from "../db/schema.ts";
import {
  accountSites,
  caller,
  googleSite,
  lastMessage,
  mailSite,
  PASSWORD,
} from "../test/account-fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { type OAuthProfile, type OAuthProvider, OAuthRejectedError } from "./oauth-provider.ts";

/** Stands in for Google: each code maps to a profile; anything else is refused. */
class FakeOAuthProvider implements OAuthProvider {
  readonly profiles = new Map<string, OAuthProfile>();

  async exchange(code: string): Promise<OAuthProfile> {
    const profile = this.profiles.get(code);
    if (!profile) throw new OAuthRejectedError("unknown code");
    return profile;
  }
}

const google = new FakeOAuthProvider();
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ sites: accountSites, accounts: { oauthProviders: { google } } });
  call = caller(t.app);
});
afterAll(() => t.close());

const G = googleSite.site_code;
const redirect = "https://gsite.test/login/google";
const consent = { age_confirmed: true, terms_accepted: true };

describe("POST /api/session/{method}", () => {
  test("google creates the account on first sign-in (with consent) and finds it afterwards", async () => {
    google.profiles.set("code-1", {
      subject: "g-1",
      email: "ada@gmail.test",
      emailVerified: true,
      name: "Ada Lovelace",
    });
    const noConsent = await call("POST", "/api/session/google", {
      site: G,
      body: { code: "code-1", redirect_uri: redirect },
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors.map((error: { field: string }) => error.field)).toEqual([
      "age_confirmed",
      "terms_accepted",
    ]);

    const first = await call("POST", "/api/session/google", {
      site: G,
      body: { code: "code-1", redirect_uri: redirect, ...consent },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@gmail.test",
      email_verified: true,
    });
    const again = await call("POST", "/api/session/google", {
      site: G,
      body: { code: "code-1", redirect_uri: redirect },
    });
    expect(again.json().data.user.id).toBe(first.json().data.user.id);
  });

  test("a Google sign-in links to an existing account only once its own email was verified", async () => {
    const registered = await call("POST", "/api/session/register", {
      site: G,
      body: { email: "grace@gmail.test", password: PASSWORD, confirm_password: PASSWORD, ...consent },
    });
    google.profiles.set("code-2", {
      subject: "g-2",
      email: "grace@gmail.test",
      emailVerified: true,
      name: "Grace",
    });
    const signIn = () =>
      call("POST", "/api/session/google", { site: G, body: { code: "code-2", redirect_uri: redirect } });
    expect((await signIn()).statusCode).toBe(409);

    // Registration mailed a confirmation link to the address; opening it verifies the address.
    const link = (await lastMessage(t.testDb.db, "grace@gmail.test")).text;
    expect(link).toContain("https://gsite.test/verify-email?code=");
    const code = /code=([A-Za-z0-9_-]+)/.exec(link)?.[1] ?? "";
    const verified = await call("POST", "/api/session/verify-email", { site: G, body: { code } });
    expect(verified.statusCode).toBe(200);
    expect((await call("POST", "/api/session/verify-email", { site: G, body: { code } })).statusCode).toBe(
      400,
    );

    const response = await signIn();
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(registered.json().data.user.id);
  });

  test("attacker: a pre-registered, never verified victim@gmail cannot capture the victim's Google sign-in", async () => {
    // The attacker registers the victim's address with a password of their own.
    const planted = await call("POST", "/api/session/register", {
      site: G,
      body: { email: "victim@gmail.test", password: PASSWORD, confirm_password: PASSWORD, ...consent },
    });
    expect(planted.statusCode).toBe(200);
    google.profiles.set("victim-code", {
      subject: "g-victim",
      email: "victim@gmail.test",
      emailVerified: true,
      name: "Victim",
    });
    const victim = await call("POST", "/api/session/google", {
      site: G,
      body: { code: "victim-code", redirect_uri: redirect, ...consent },
    });
    expect(victim.statusCode).toBe(409);
    expect(victim.json().message).toContain("Log in with your password and confirm your email address");
    expect(victim.json().data).toBeUndefined();
    const links = await t.testDb.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, "g-victim"));
    expect(links).toEqual([]);
  });

  test("a refused code is a 400; unknown methods and disabled sites are 404", async () => {
    const refused = await call("POST", "/api/session/google", {
      site: G,
      body: { code: "nope", redirect_uri: redirect },
    });
    expect(refused.statusCode).toBe(400);
    const unknown = await call("POST", "/api/session/facebook", { site: G, body: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: "error", message: "This login method is not available." });
    const disabled = await call("POST", "/api/session/google", {
      site: mailSite.site_code,
      body: { code: "code-1", redirect_uri: redirect },
    });
    expect(disabled.statusCode).toBe(404);
    const badBody = await call("POST", "/api/session/google", {
      site: G,
      body: { code: "", redirect_uri: "nope" },
    });
    expect(badBody.statusCode).toBe(400);
  });
});
