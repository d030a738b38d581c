import { isProductEnabled, type SiteSettings } from "@platform/contracts";

/*
 * Spec §2: /sports is there when the sports product is on (`bitville-sports` in products_allow) or
 * the navigation leads to /sports (a disabled item already leads to /404: guards, spec §6).
 * /live-sports likewise, with the live product or a navigation item of its own.
 */
type Settings = Pick<SiteSettings, "products_allow" | "layout">;

const navLeadsTo = (settings: Settings, path: string) => settings.layout.nav.some((item) => item.to === path);

export function sportsOffered(settings: Settings): boolean {
  return isProductEnabled(settings, "bitville-sports") || navLeadsTo(settings, "/sports");
}

export function liveSportsOffered(settings: Settings): boolean {
  return (
    sportsOffered(settings) ||
    isProductEnabled(settings, "bitville_sports_live") ||
    navLeadsTo(settings, "/live-sports")
  );
}
