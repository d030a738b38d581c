import { type SiteSettingsInput, siteSettingsSchema } from "@platform/contracts";
import type { SessionUser } from "../shell/session.ts";
import type { GuardContext } from "./types.ts";

/** Builds a guard context for unit tests from a path and partial settings. */
export function guardContext(
  path: string,
  settings: Partial<SiteSettingsInput> = {},
  user: SessionUser | null = null,
): GuardContext {
  return {
    url: new URL(path, "https://site.test"),
    settings: siteSettingsSchema.parse({ site: "Test", ...settings }),
    user,
  };
}
