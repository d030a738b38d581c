import { describe, expect, test } from "vitest";
import { GoogleOAuthProvider } from "./google-oauth.ts";
import { OAuthRejectedError } from "./oauth-provider.ts";

function fakeFetch(
  responses: Record<string, Response>,
  seen: { url: string; init?: RequestInit }[],
): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    seen.push({ url, init });
    const response = responses[url];
    if (!response) throw new Error(`unexpected ${url}`);
    return response;
  };
}

describe("GoogleOAuthProvider", () => {
  test("exchanges the code, then reads the userinfo with the access token", async () => {
    const seen: { url: string; init?: RequestInit }[] = [];
    const provider = new GoogleOAuthProvider(
      "client",
      "secret",
      fakeFetch(
        {
          "https://oauth2.googleapis.com/token": Response.json({ access_token: "at-1" }),
          "https://openidconnect.googleapis.com/v1/userinfo": Response.json({
            sub: "123",
            email: "Ada@Gmail.com",
            email_verified: true,
            name: "Ada",
          }),
        },
        seen,
      ),
    );
    const profile = await provider.exchange("the-code", "https://site.test/cb");
    expect(profile).toEqual({ subject: "123", email: "ada@gmail.com", emailVerified: true, name: "Ada" });
    const form = new URLSearchParams(String(seen[0]?.init?.body));
    expect(Object.fromEntries(form)).toEqual({
      code: "the-code",
      client_id: "client",
      client_secret: "secret",
      redirect_uri: "https://site.test/cb",
      grant_type: "authorization_code",
    });
    expect(new Headers(seen[1]?.init?.headers).get("authorization")).toBe("Bearer at-1");
  });

  test("a refused code is an OAuthRejectedError; a server failure is not", async () => {
    const refused = new GoogleOAuthProvider(
      "c",
      "s",
      fakeFetch({ "https://oauth2.googleapis.com/token": new Response("{}", { status: 400 }) }, []),
    );
    await expect(refused.exchange("x", "https://a.test")).rejects.toBeInstanceOf(OAuthRejectedError);
    const down = new GoogleOAuthProvider(
      "c",
      "s",
      fakeFetch({ "https://oauth2.googleapis.com/token": new Response("", { status: 503 }) }, []),
    );
    await expect(down.exchange("x", "https://a.test")).rejects.not.toBeInstanceOf(OAuthRejectedError);
  });
});
