import type { ThemeName } from "@platform/contracts";

/**
 * The spec has two account areas with the same pages: /account (default and base2) and /users
 * (the user pages of base3 and base4). A page links within the area it was opened in.
 */
export type AccountArea = "/account" | "/users";

/** The area a path belongs to; pages outside both link into the theme's own area. */
export function accountAreaOf(pathname: string, theme: ThemeName): AccountArea {
  if (pathname === "/users" || pathname.startsWith("/users/")) return "/users";
  if (pathname === "/account" || pathname.startsWith("/account/")) return "/account";
  return theme === "base3" || theme === "base4" ? "/users" : "/account";
}
