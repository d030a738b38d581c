import { describe, expect, it } from "vitest";
import {
  type GoogleIntent,
  googleAuthorization,
  googleIntent,
  isExpectedState,
} from "./google-oauth.server.ts";

/** The browser sends back the cookie the start route set; Google sends back the state in the query. */
function roundTrip(intent: GoogleIntent = { kind: "login" }) {
  const { location, cookie } = googleAuthorization(
    new URL("https://play.example/auth/google"),
    "client-1",
    intent,
  );
  const state = new URL(location).searchParams.get("state");
  const request = new Request("https://play.example/auth/google/callback", {
    headers: { cookie: cookie.split(";")[0]! },
  });
  return { location, state, request };
}

describe("Google sign-in state", () => {
  it("sends the player to Google with our client id, callback and a fresh state", () => {
    const { location, state } = roundTrip();
    const url = new URL(location);
    expect(url.origin).toBe("https://accounts.google.com");
    expect(url.searchParams.get("client_id")).toBe("client-1");
    expect(url.searchParams.get("redirect_uri")).toBe("https://play.example/auth/google/callback");
    expect(state).toMatch(/^[\w-]{43}$/);
  });

  it("accepts only the state this browser was given", () => {
    const { state, request } = roundTrip();
    expect(isExpectedState(request, state)).toBe(true);
    expect(isExpectedState(request, `${state}x`)).toBe(false);
    expect(isExpectedState(request, null)).toBe(false);
    expect(isExpectedState(new Request("https://play.example/"), state)).toBe(false);
  });

  it("remembers why the sign-in started without weakening the state check", () => {
    const withConsent = roundTrip({ kind: "register" });
    expect(googleIntent(withConsent.request)).toEqual({ kind: "register" });
    expect(isExpectedState(withConsent.request, withConsent.state)).toBe(true);
    expect(googleIntent(roundTrip().request)).toEqual({ kind: "login" });
    const reauth = roundTrip({ kind: "reauth", tab: "change-email" });
    expect(googleIntent(reauth.request)).toEqual({ kind: "reauth", tab: "change-email" });
    expect(isExpectedState(reauth.request, reauth.state)).toBe(true);
    // A tab name that is not one cannot steer the return.
    expect(googleIntent(roundTrip({ kind: "reauth", tab: "../../evil" }).request)).toEqual({
      kind: "reauth",
      tab: "my-details",
    });
  });

  it("asks Google to come back over https when the site is public over https behind a plain-http hop", () => {
    const { location, cookie } = googleAuthorization(
      new URL("http://play.example/auth/google"),
      "client-1",
      { kind: "login" },
      "https://play.example",
    );
    expect(new URL(location).searchParams.get("redirect_uri")).toBe(
      "https://play.example/auth/google/callback",
    );
    expect(cookie).toContain("; Secure");
  });
});
