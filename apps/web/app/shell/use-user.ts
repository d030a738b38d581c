import type { UserInfo } from "./session.ts";
import { usePageData } from "./use-page-data.ts";

/** The logged-in player's user info (spec §3); null for a visitor. */
export function useUser(): UserInfo | null {
  return usePageData()?.user ?? null;
}
