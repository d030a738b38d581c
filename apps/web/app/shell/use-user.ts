import { useRouteLoaderData } from "react-router";
import type { UserInfo } from "./session.ts";

/** The logged-in player's user info (spec §3) from the root loader; null for a visitor. */
export function useUser(): UserInfo | null {
  return (useRouteLoaderData("root") as { user?: UserInfo | null } | undefined)?.user ?? null;
}
