import { data, type RouterContextProvider } from "react-router";
import { referralProgrammeOn } from "../../shell/account-area/referral-enabled.ts";
import { parseCookies, serializeCookie } from "../../shell/cookies.ts";
import { isSecureRequest } from "../../shell/session-cookies.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { incomingReferralCode, REFERRAL_COOKIE, REFERRAL_COOKIE_MAX_AGE_S } from "./referral-cookie.ts";

/**
 * /register's loader: the referral code of a share link (`?ref=`) prefills the form, and is kept
 * in a cookie so it is still there when the visitor comes back to /register from another page.
 */
export function registerReferralLoader(request: Request, url: URL, context: Readonly<RouterContextProvider>) {
  if (!referralProgrammeOn(context.get(shellContext).settings)) return data({ referralCode: null });
  const stored = parseCookies(request.headers.get("cookie")).get(REFERRAL_COOKIE);
  const { code, store } = incomingReferralCode(url.searchParams, stored);
  const headers = new Headers();
  if (code && store) {
    headers.append(
      "set-cookie",
      serializeCookie(REFERRAL_COOKIE, code, {
        maxAgeS: REFERRAL_COOKIE_MAX_AGE_S,
        httpOnly: true,
        secure: isSecureRequest(url),
        sameSite: "Lax",
      }),
    );
  }
  return data({ referralCode: code }, { headers });
}

/** Registration used the code: the cookie has done its work. */
export function clearReferralCookie(response: Response): Response {
  response.headers.append(
    "set-cookie",
    serializeCookie(REFERRAL_COOKIE, "", { maxAgeS: 0, httpOnly: true, secure: false, sameSite: "Lax" }),
  );
  return response;
}
