import type { SiteSettings } from "@platform/contracts";

type ReferralSettings = Pick<SiteSettings, "referral_sport_rewards" | "show_menu_referral">;

/** Whether the site runs bring-a-friend: a reward tier worth something is configured (as the API decides). */
export function referralProgrammeOn(settings: Pick<SiteSettings, "referral_sport_rewards">): boolean {
  return settings.referral_sport_rewards.some((tier) => /[1-9]/.test(tier.amount));
}

/** Whether the account menus show the referral page (settings.show_menu_referral, programme on). */
export function referralEnabled(settings: ReferralSettings): boolean {
  return settings.show_menu_referral && referralProgrammeOn(settings);
}
