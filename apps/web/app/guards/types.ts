import type { SiteSettings } from "@platform/contracts";
import type { SessionUser } from "../shell/session.ts";

/** What every route guard may look at: the requested URL, the tenant and the player. */
export interface GuardContext {
  url: URL;
  settings: SiteSettings;
  user: SessionUser | null;
}

export type GuardResult =
  | { type: "continue" }
  | { type: "redirect"; to: string; external: boolean }
  | { type: "not-found" };

/** A guard is pure and synchronous: all data it needs was resolved into the context first. */
export type Guard = (context: GuardContext) => GuardResult;

export const CONTINUE: GuardResult = { type: "continue" };
export const NOT_FOUND: GuardResult = { type: "not-found" };

export function redirectTo(to: string, options: { external?: boolean } = {}): GuardResult {
  return { type: "redirect", to, external: options.external ?? false };
}
