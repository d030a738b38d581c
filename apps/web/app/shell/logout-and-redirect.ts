import { USER_INFO_COOKIE } from "./session.ts";

/**
 * Spec §2 / §8: a status 500 on the error screen logs the player out and sends them to /login.
 * Clears what the browser can clear (the user-info cookie) and reloads fully on /login so no
 * state from the failed page survives. The httpOnly token cookie is revoked server-side by the
 * session logout that issue 3 adds.
 */
export function logoutAndRedirect(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers.
  document.cookie = `${USER_INFO_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  window.location.replace("/login");
}
