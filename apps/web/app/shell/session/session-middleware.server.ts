import { type User, userSchema } from "@platform/contracts";
import { createContext, type MiddlewareFunction } from "react-router";
import { ApiError, apiFetch } from "../api-client.server.ts";
import { parseCookies } from "../cookies.ts";
import { logger } from "../logger.ts";
import { SESSION_COOKIE, sessionContext, sessionUserContext, USER_INFO_COOKIE } from "../session.ts";
import { clearSessionCookies, isSecureRequest, toUserInfo, userInfoCookie } from "../session-cookies.ts";
import { shellContext } from "../shell-context.ts";
import { clearFlashCookie, type Flash, readFlashes } from "./flash.ts";

/**
 * The flashes of this request. The root loader marks them consumed when it hands them to the
 * page; only then is the cookie cleared, so a guard redirect in between does not lose them.
 */
export interface FlashBox {
  flashes: Flash[];
  consumed: boolean;
}
export const flashContext = createContext<FlashBox>({ flashes: [], consumed: false });

type ProfileResult = { type: "player"; user: User } | { type: "ended" } | { type: "unknown" };

/**
 * Spec §4: a session exists while the API accepts the token. Only a 401 (revoked, expired,
 * deactivated, foreign) ends it. Anything else — a 429 from a rate limit, an outage, a bad answer —
 * leaves the cookie alone and serves this one page to a visitor, so a blip or a throttled address
 * never logs anybody out.
 */
async function fetchProfile(
  context: Parameters<MiddlewareFunction<Response>>[0]["context"],
  token: string,
): Promise<ProfileResult> {
  const shell = context.get(shellContext);
  try {
    const user = await apiFetch(context, "/api/user/profile", userSchema, {
      shell,
      token,
      redirectOnUnauthorized: false,
    });
    return { type: "player", user };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { type: "ended" };
    logger.warn("profile fetch failed", error);
    return { type: "unknown" };
  }
}

function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf("="));
}

/**
 * Reads the httpOnly session cookie, resolves the player once per request and puts it on the
 * context for the guards, loaders and actions. Runs after the shell middleware (it needs the
 * tenant and locale for the API call) and before the guards.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const cookies = parseCookies(request.headers.get("cookie"));
  const token = cookies.get(SESSION_COOKIE);
  const secure = isSecureRequest(url);
  const setCookies: string[] = [];

  const profile = token ? await fetchProfile(context, token) : null;
  if (token && profile?.type === "player") {
    context.set(sessionContext, { token, user: profile.user });
    context.set(sessionUserContext, {
      id: profile.user.id,
      approvedFicaStatus: profile.user.approved_fica_status,
    });
    // Keep the JS-readable user info in step with the profile (a name or FICA change elsewhere).
    if (cookies.get(USER_INFO_COOKIE) !== JSON.stringify(toUserInfo(profile.user))) {
      setCookies.push(userInfoCookie(profile.user, secure));
    }
  } else if (profile?.type === "ended") {
    setCookies.push(...clearSessionCookies());
  }

  const flashBox: FlashBox = { flashes: readFlashes(request.headers.get("cookie")), consumed: false };
  context.set(flashContext, flashBox);

  const response = await next();
  if (flashBox.consumed && flashBox.flashes.length > 0) setCookies.push(clearFlashCookie(secure));
  // An action that just logged in or out has the last word on the session cookies.
  const setByRoute = new Set(response.headers.getSetCookie().map(cookieName));
  for (const cookie of setCookies) {
    if (!setByRoute.has(cookieName(cookie))) response.headers.append("set-cookie", cookie);
  }
  // Pages for a player are personal: no shared cache may keep them.
  if (profile?.type === "player") response.headers.set("cache-control", "private, no-store");
  return response;
};
