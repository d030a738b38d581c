import type { User } from "@platform/contracts";
import { type CookieOptions, serializeCookie } from "./cookies.ts";
import { SESSION_COOKIE, USER_INFO_COOKIE, type UserInfo } from "./session.ts";

/** How long the browser keeps the session; the API decides when the token itself expires. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Spec §3: first_name, last_name and phone_number are kept as firstname, lastname and phone. */
export function toUserInfo(user: User): UserInfo {
  return {
    id: user.id,
    firstname: user.first_name,
    lastname: user.last_name,
    phone: user.phone_number,
    approved_fica_status: user.approved_fica_status,
    isLogin: true,
  };
}

function options(secure: boolean, httpOnly: boolean, maxAgeS = SESSION_MAX_AGE_S): CookieOptions {
  return { maxAgeS, httpOnly, secure, sameSite: "Lax" };
}

/** Set-Cookie values that start a session: the httpOnly token and the JS-readable user info. */
export function sessionCookies(token: string, user: User, secure: boolean): string[] {
  return [serializeCookie(SESSION_COOKIE, token, options(secure, true)), userInfoCookie(user, secure)];
}

export function userInfoCookie(user: User, secure: boolean): string {
  return serializeCookie(USER_INFO_COOKIE, JSON.stringify(toUserInfo(user)), options(secure, false));
}

/**
 * Set-Cookie values that end a session (spec §4: token and user info are cleared together).
 * Deleting needs no Secure flag: browsers match the cookie by name, domain and path.
 */
export function clearSessionCookies(): string[] {
  return [
    serializeCookie(SESSION_COOKIE, "", options(false, true, 0)),
    serializeCookie(USER_INFO_COOKIE, "", options(false, false, 0)),
  ];
}

export function isSecureRequest(url: URL): boolean {
  return url.protocol === "https:";
}
