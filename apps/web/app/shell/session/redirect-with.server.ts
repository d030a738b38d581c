import type { AuthResponse } from "@platform/contracts";
import { redirect } from "react-router";
import { clearSessionCookies, isSecureRequest, sessionCookies } from "../session-cookies.ts";
import { type Flash, flashCookie } from "./flash.ts";

interface RedirectOptions {
  url: URL;
  flashes?: readonly Flash[];
  /** Start this session (login, registration, autologin) or end the current one (null). */
  session?: AuthResponse | null;
}

/**
 * The redirect every auth action ends with: session cookies set or cleared, and the messages the
 * next page shows as toasts.
 */
export function redirectWith(to: string, { url, flashes = [], session }: RedirectOptions): Response {
  const secure = isSecureRequest(url);
  const headers = new Headers();
  if (session)
    for (const cookie of sessionCookies(session.token, session.user, secure))
      headers.append("set-cookie", cookie);
  if (session === null) for (const cookie of clearSessionCookies()) headers.append("set-cookie", cookie);
  if (flashes.length > 0) headers.append("set-cookie", flashCookie(flashes, secure));
  return redirect(to, { headers });
}
