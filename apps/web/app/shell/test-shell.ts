import { type SiteSettingsInput, siteSettingsSchema } from "@platform/contracts";
import type { Shell } from "./types.ts";

/** A resolved site as the shell middleware puts it on the context, for unit tests. */
export function testShell(
  settings: Omit<SiteSettingsInput, "site"> = {},
  origin = "https://site.test",
  publicOrigin = origin,
): Shell {
  return {
    siteCode: "drc-online",
    settings: siteSettingsSchema.parse({ site: "Test", ...settings }),
    locale: "en",
    languages: [],
    theme: "default",
    dictionary: {},
    origin,
    publicOrigin,
  };
}
