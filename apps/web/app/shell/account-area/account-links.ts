import type { SiteSettings } from "@platform/contracts";
import { walletFeatures } from "../wallet/wallet-features.ts";
import type { AccountArea } from "./account-area.ts";
import { notificationsPath } from "./notifications-path.ts";
import { referralEnabled } from "./referral-enabled.ts";

export interface AccountLink {
  /** Dictionary key of the label. */
  label: string;
  to: string;
}

/**
 * The pages of an account area the site offers (spec §2), in menu order. Feature switches hide
 * cashier pages (the API refuses their calls too). /users has no voucher or promotion-code page
 * of its own, so those link into /account.
 */
export function accountLinks(area: AccountArea, settings: SiteSettings): AccountLink[] {
  const features = walletFeatures(settings);
  const links: (AccountLink | false)[] = [
    { label: "account.nav.overview", to: `${area}/overview` },
    features.deposit && { label: "account.nav.deposit", to: `${area}/deposit` },
    features.withdraw && { label: "account.nav.withdraw", to: `${area}/withdraw` },
    { label: "account.nav.history", to: `${area}/history` },
    { label: "account.nav.my_bets", to: `${area}/my-bets` },
    { label: "account.nav.notifications", to: notificationsPath(area) },
    features.voucher && { label: "account.nav.add_voucher", to: "/account/add-voucher" },
    features.promotionCode && { label: "account.nav.promotion_code", to: "/account/promotion-code" },
    referralEnabled(settings) && { label: "account.nav.referral", to: `${area}/referral` },
    area === "/users" && { label: "account.nav.info", to: "/users/info" },
    { label: "account.nav.settings", to: `${area}/settings` },
  ];
  return links.filter((link): link is AccountLink => link !== false);
}
