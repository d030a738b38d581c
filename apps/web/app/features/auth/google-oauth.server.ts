import { randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookies, serializeCookie } from "../../shell/cookies.ts";
import { isPublicHttps } from "../../shell/secure-cookies.server.ts";

const AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
export const OAUTH_STATE_COOKIE = "oauth_state";
const STATE_MAX_AGE_S = 600;
export const GOOGLE_CALLBACK_PATH = "/auth/google/callback";

/** The OAuth client id: the platform's GOOGLE_CLIENT_ID, the same the API exchanges codes with. */
export function googleClientId(): string | undefined {
  return process.env.GOOGLE_CLIENT_ID || undefined;
}

/**
 * Where Google sends the player back: this host, over https whenever the site is public over
 * https (a TLS-terminating proxy may hand us plain http), as registered with Google.
 */
export function googleRedirectUri(url: URL, publicOrigin?: string): string {
  const scheme = isPublicHttps(url, publicOrigin) ? "https:" : url.protocol;
  return `${scheme}//${url.host}${GOOGLE_CALLBACK_PATH}`;
}

/**
 * Why the sign-in started, kept in the state cookie: a plain login, the registration page (whose
 * consent statement the player saw: 18+ and terms), or a logged-in player confirming it is them
 * before a sensitive change (reauth, followed by the settings tab to return to).
 */
export type GoogleIntent = { kind: "login" } | { kind: "register" } | { kind: "reauth"; tab: string };
const CONSENT_SUFFIX = ".consent";
const REAUTH_SUFFIX = ".reauth.";
const TAB = /^[a-z-]{1,30}$/;

function suffixOf(intent: GoogleIntent): string {
  if (intent.kind === "register") return CONSENT_SUFFIX;
  if (intent.kind === "reauth") return `${REAUTH_SUFFIX}${TAB.test(intent.tab) ? intent.tab : "my-details"}`;
  return "";
}

/**
 * Where to send the player, and the cookie holding the state that must come back with the code
 * (so a code planted by another site is refused). SameSite=Lax lets it ride on Google's redirect.
 * The cookie also remembers whether the player gave the registration consent (18+, terms).
 */
export function googleAuthorization(
  url: URL,
  clientId: string,
  intent: GoogleIntent,
  publicOrigin?: string,
): { location: string; cookie: string } {
  const state = randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: googleRedirectUri(url, publicOrigin),
    response_type: "code",
    scope: "openid email profile",
    state,
    prompt: "select_account",
  });
  return {
    location: `${AUTHORIZE_URL}?${query}`,
    cookie: serializeCookie(OAUTH_STATE_COOKIE, `${state}${suffixOf(intent)}`, {
      maxAgeS: STATE_MAX_AGE_S,
      httpOnly: true,
      secure: isPublicHttps(url, publicOrigin),
    }),
  };
}

export function clearStateCookie(): string {
  return serializeCookie(OAUTH_STATE_COOKIE, "", { maxAgeS: 0, httpOnly: true });
}

function stateCookie(request: Request): string | undefined {
  return parseCookies(request.headers.get("cookie")).get(OAUTH_STATE_COOKIE);
}

/** Why this browser's sign-in started (see GoogleIntent). */
export function googleIntent(request: Request): GoogleIntent {
  const cookie = stateCookie(request) ?? "";
  if (cookie.endsWith(CONSENT_SUFFIX)) return { kind: "register" };
  const reauth = cookie.indexOf(REAUTH_SUFFIX);
  if (reauth >= 0) return { kind: "reauth", tab: cookie.slice(reauth + REAUTH_SUFFIX.length) };
  return { kind: "login" };
}

/** The state Google returned matches the one this browser was given. */
export function isExpectedState(request: Request, returned: string | null): boolean {
  const expected = stateCookie(request)?.split(".")[0];
  if (!expected || !returned) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(returned);
  return a.length === b.length && timingSafeEqual(a, b);
}
