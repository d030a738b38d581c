import type { SiteSettings } from "@platform/contracts";

export const ACCOUNT_TABS = [
  "my-details",
  "change-email",
  "change-phone",
  "change-password",
  "sessions",
  "safer-gambling",
  "deactivate",
  "my-fica",
  "banking",
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * The settings tabs a site offers. my-fica shows when the menu asks for it (show_menu_fica) and
 * whenever FICA is required to play, because the FICA guard sends players to that tab. banking
 * (saved payout recipients) shows where settings.show_menu_banking is on. safer-gambling
 * (reality checks, time-out, self-exclusion, and deposit limits where the site takes deposits)
 * is always offered: player protection does not depend on a feature switch.
 */
export function accountTabsFor(
  settings: Pick<
    SiteSettings,
    "show_menu_fica" | "required_fica_to_play" | "show_menu_banking" | "allow_deposit"
  >,
): AccountTab[] {
  const showFica = settings.show_menu_fica || settings.required_fica_to_play;
  return ACCOUNT_TABS.filter(
    (tab) => (tab !== "my-fica" || showFica) && (tab !== "banking" || settings.show_menu_banking),
  );
}

/** The tab named by ?tab=, or the first tab for a missing or unknown name. */
export function selectedTab(tabs: readonly AccountTab[], requested: string | null): AccountTab {
  return tabs.find((tab) => tab === requested) ?? tabs[0] ?? "my-details";
}
