import { CONTINUE, type Guard, redirectTo } from "./types.ts";

/** Pages only a visitor needs; a logged-in player is sent on (the spec's authenticate guard). */
const VISITOR_ONLY = new Set(["/login", "/register", "/forgot-password", "/reset-password"]);

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Spec §6: deposit status pages are open (in both areas), so a gateway can return a player whose
 * session ended; so is the gateway's return address, which sends such a visitor on to them.
 */
function isOpenAccountPage(pathname: string): boolean {
  return (
    isUnder(pathname, "/account/deposit/status") ||
    isUnder(pathname, "/users/deposit/status") ||
    pathname === "/account/deposit/result"
  );
}

/** The default page, unless the operator pointed it into the area being refused (a loop). */
function defaultPageFor(defaultRedirect: string): string {
  return isUnder(defaultRedirect, "/account") || isUnder(defaultRedirect, "/users") ? "/" : defaultRedirect;
}

/**
 * Guard 2 (spec §2, §6): the session check. Visitors opening /account or /users pages go to the
 * default page (/users/my-bets to /login); logged-in players skip the login and recovery pages.
 * The session itself was resolved (and an ended one cleared) by the session middleware.
 */
export const checkSession: Guard = ({ url, settings, user }) => {
  const { pathname } = url;
  if (user) return VISITOR_ONLY.has(pathname) ? redirectTo(settings.defaultRedirect) : CONTINUE;
  if (isUnder(pathname, "/users/my-bets")) return redirectTo("/login");
  const restricted = isUnder(pathname, "/account") || isUnder(pathname, "/users");
  if (!restricted || isOpenAccountPage(pathname)) return CONTINUE;
  return redirectTo(defaultPageFor(settings.defaultRedirect));
};
