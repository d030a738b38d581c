import { affiliateCodeSchema, affiliateConfig, type SiteSettings } from "@platform/contracts";
import { parseCookies } from "../../shell/cookies.ts";

/**
 * The affiliate code this visitor arrived with (kept by affiliateMiddleware under the site's
 * query parameter name), to record on the player at registration; null when none or malformed.
 */
export function storedAffiliateCode(request: Request, settings: SiteSettings): string | null {
  const config = affiliateConfig(settings);
  if (!config.enable) return null;
  const parsed = affiliateCodeSchema.safeParse(
    parseCookies(request.headers.get("cookie")).get(config.queryParam),
  );
  return parsed.success ? parsed.data : null;
}
