import type { SiteSettings } from "@platform/contracts";

/** The cashier pages a site offers, from its feature switches (spec §3). */
export interface WalletFeatures {
  deposit: boolean;
  withdraw: boolean;
  voucher: boolean;
  promotionCode: boolean;
  banking: boolean;
}

export function walletFeatures(
  settings: Pick<
    SiteSettings,
    | "allow_deposit"
    | "allow_withdrawal"
    | "allow_voucher"
    | "show_menu_add_promotion_code"
    | "show_menu_banking"
  >,
): WalletFeatures {
  return {
    deposit: settings.allow_deposit,
    withdraw: settings.allow_withdrawal,
    voucher: settings.allow_voucher,
    promotionCode: settings.show_menu_add_promotion_code,
    banking: settings.show_menu_banking,
  };
}
