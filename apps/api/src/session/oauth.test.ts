import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountSites, caller, googleSite, mailSite, PASSWORD } from "../test/account-fixtures.ts";
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

  test("a verified Google email signs in to the existing password account", async () => {
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
    const response = await call("POST", "/api/session/google", {
      site: G,
      body: { code: "code-2", redirect_uri: redirect },
    });
    expect(response.json().data.user.id).toBe(registered.json().data.user.id);
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
