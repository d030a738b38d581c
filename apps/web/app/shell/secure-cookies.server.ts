import type { MiddlewareFunction } from "react-router";
import { shellContext } from "./shell-context.ts";

/**
 * Players reach the site over https when the request came in as https (Fastify honours a trusted
 * proxy's x-forwarded-proto, see TRUST_PROXY) or the site's configured public origin says so.
 */
export function isPublicHttps(url: URL, publicOrigin: string | undefined): boolean {
  return url.protocol === "https:" || (publicOrigin?.startsWith("https:") ?? false);
}

/** Adds `Secure` to a Set-Cookie value that lacks it. */
export function withSecure(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/**
 * Every cookie this app sets (session, user info, flash, locale, affiliate, device, OAuth state)
 * is marked Secure on an https site, in one place, so no cookie can be forgotten. Runs first: it
 * wraps the whole chain and reads the site once the shell middleware has resolved it.
 */
export const secureCookiesMiddleware: MiddlewareFunction<Response> = async ({ url, context }, next) => {
  const response = await next();
  let publicOrigin: string | undefined;
  try {
    publicOrigin = context.get(shellContext).publicOrigin;
  } catch {
    // No site resolved (unknown host): only the request's own scheme counts.
  }
  if (!isPublicHttps(url, publicOrigin)) return response;
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return response;
  response.headers.delete("set-cookie");
  for (const cookie of cookies) response.headers.append("set-cookie", withSecure(cookie));
  return response;
};
