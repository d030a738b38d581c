import { randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookies, serializeCookie } from "../../shell/cookies.ts";

const AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
export const OAUTH_STATE_COOKIE = "oauth_state";
const STATE_MAX_AGE_S = 600;
export const GOOGLE_CALLBACK_PATH = "/auth/google/callback";

/** The OAuth client id: the platform's GOOGLE_CLIENT_ID, the same the API exchanges codes with. */
export function googleClientId(): string | undefined {
  return process.env.GOOGLE_CLIENT_ID || undefined;
}

export function googleRedirectUri(url: URL): string {
  return new URL(GOOGLE_CALLBACK_PATH, url.origin).toString();
}

/** Marks a state cookie whose sign-in started from the registration page's consent statement. */
const CONSENT_SUFFIX = ".consent";

/**
 * Where to send the player, and the cookie holding the state that must come back with the code
 * (so a code planted by another site is refused). SameSite=Lax lets it ride on Google's redirect.
 * The cookie also remembers whether the player gave the registration consent (18+, terms).
 */
export function googleAuthorization(
  url: URL,
  clientId: string,
  consent: boolean,
): { location: string; cookie: string } {
  const state = randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: googleRedirectUri(url),
    response_type: "code",
    scope: "openid email profile",
    state,
    prompt: "select_account",
  });
  return {
    location: `${AUTHORIZE_URL}?${query}`,
    cookie: serializeCookie(OAUTH_STATE_COOKIE, consent ? `${state}${CONSENT_SUFFIX}` : state, {
      maxAgeS: STATE_MAX_AGE_S,
      httpOnly: true,
      secure: url.protocol === "https:",
    }),
  };
}

export function clearStateCookie(): string {
  return serializeCookie(OAUTH_STATE_COOKIE, "", { maxAgeS: 0, httpOnly: true });
}

function stateCookie(request: Request): string | undefined {
  return parseCookies(request.headers.get("cookie")).get(OAUTH_STATE_COOKIE);
}

/** The player confirmed 18+ and accepted the terms before leaving for Google. */
export function consentGiven(request: Request): boolean {
  return stateCookie(request)?.endsWith(CONSENT_SUFFIX) ?? false;
}

/** The state Google returned matches the one this browser was given. */
export function isExpectedState(request: Request, returned: string | null): boolean {
  const expected = stateCookie(request)?.replace(CONSENT_SUFFIX, "");
  if (!expected || !returned) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(returned);
  return a.length === b.length && timingSafeEqual(a, b);
}
