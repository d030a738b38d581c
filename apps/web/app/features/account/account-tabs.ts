import type { SiteSettings } from "@platform/contracts";

export const ACCOUNT_TABS = [
  "my-details",
  "change-email",
  "change-phone",
  "change-password",
  "sessions",
  "deactivate",
  "my-fica",
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * The settings tabs a site offers. my-fica shows when the menu asks for it (show_menu_fica) and
 * whenever FICA is required to play, because the FICA guard sends players to that tab.
 */
export function accountTabsFor(
  settings: Pick<SiteSettings, "show_menu_fica" | "required_fica_to_play">,
): AccountTab[] {
  const showFica = settings.show_menu_fica || settings.required_fica_to_play;
  return ACCOUNT_TABS.filter((tab) => tab !== "my-fica" || showFica);
}

/** The tab named by ?tab=, or the first tab for a missing or unknown name. */
export function selectedTab(tabs: readonly AccountTab[], requested: string | null): AccountTab {
  return tabs.find((tab) => tab === requested) ?? tabs[0] ?? "my-details";
}
