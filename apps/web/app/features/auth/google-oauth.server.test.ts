import { describe, expect, it } from "vitest";
import { consentGiven, googleAuthorization, isExpectedState } from "./google-oauth.server.ts";

/** The browser sends back the cookie the start route set; Google sends back the state in the query. */
function roundTrip(consent: boolean) {
  const { location, cookie } = googleAuthorization(
    new URL("https://play.example/auth/google"),
    "client-1",
    consent,
  );
  const state = new URL(location).searchParams.get("state");
  const request = new Request("https://play.example/auth/google/callback", {
    headers: { cookie: cookie.split(";")[0]! },
  });
  return { location, state, request };
}

describe("Google sign-in state", () => {
  it("sends the player to Google with our client id, callback and a fresh state", () => {
    const { location, state } = roundTrip(false);
    const url = new URL(location);
    expect(url.origin).toBe("https://accounts.google.com");
    expect(url.searchParams.get("client_id")).toBe("client-1");
    expect(url.searchParams.get("redirect_uri")).toBe("https://play.example/auth/google/callback");
    expect(state).toMatch(/^[\w-]{43}$/);
  });

  it("accepts only the state this browser was given", () => {
    const { state, request } = roundTrip(false);
    expect(isExpectedState(request, state)).toBe(true);
    expect(isExpectedState(request, `${state}x`)).toBe(false);
    expect(isExpectedState(request, null)).toBe(false);
    expect(isExpectedState(new Request("https://play.example/"), state)).toBe(false);
  });

  it("remembers the registration consent without weakening the state check", () => {
    const withConsent = roundTrip(true);
    expect(consentGiven(withConsent.request)).toBe(true);
    expect(isExpectedState(withConsent.request, withConsent.state)).toBe(true);
    expect(consentGiven(roundTrip(false).request)).toBe(false);
  });
});
