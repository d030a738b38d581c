import type { SiteSettings } from "@platform/contracts";
import { sportsOffered } from "../sports-access.ts";

/*
 * Spec §2 /virtual-world (issue 20): virtual football is sold through the sportsbook's slip and
 * settles through its settlement, so the page is there where the sportsbook is, or where the
 * navigation leads to it (a disabled item already leads to /404: guards, spec §6).
 */
type Settings = Pick<SiteSettings, "products_allow" | "layout">;

export function virtualOffered(settings: Settings): boolean {
  return sportsOffered(settings) || settings.layout.nav.some((item) => item.to === "/virtual-world");
}
