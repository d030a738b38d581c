import type { DemoSite } from "../seed/demo-site.ts";

/** A Kenyan-shilling site with every cashier feature on and fake gateways of each kind. */
export function cashierSite(siteCode: string, settings: Partial<DemoSite["settings"]> = {}): DemoSite {
  return {
    site_code: siteCode,
    domains: [`${siteCode}.test`],
    languages: ["en", "fr"],
    settings: {
      site: `Site ${siteCode}`,
      auth_attempt_by: "phone",
      calling_code: "254",
      currency_code: "KES",
      currency_symbol: "KSh ",
      password_pattern: "^(?=.*\\d)[A-Za-z\\d]{6,20}$",
      deposit_min: "10.00",
      deposit_max: "100000.00",
      withdraw_min: "50.00",
      withdraw_max: "50000.00",
      allow_voucher: true,
      show_menu_add_promotion_code: true,
      show_menu_banking: true,
      banks: [{ code: "KCB", name: "KCB Bank" }],
      // Tests move the clock by days (deposit limits); sessions must outlive that.
      session_idle_timeout: 7 * 86_400,
      session_lifetime: 30 * 86_400,
      ...settings,
    },
    seo: {},
    pages: [],
    banners: {},
    cashier: {
      gateways: [
        {
          code: "fake-card",
          direction: "deposit",
          name: "Card",
          method: "card",
          guide: { en: ["Pay by card."] },
        },
        { code: "fake-mobile", direction: "deposit", name: "Mobile money", method: "mobile_money" },
        { code: "fake-mobile", direction: "withdraw", name: "Mobile money", method: "mobile_money" },
        { code: "fake-bank", direction: "withdraw", name: "Bank", method: "bank" },
      ],
      vouchers: Array.from({ length: 6 }, (_, index) => ({
        code: `TEST-VOUCHER-${index + 1}`,
        amount: "100",
        credit: index < 4 ? ("cash" as const) : ("promo" as const),
      })),
      promotionCodes: [
        { code: "WELCOME", amount: "25", credit: "promo" },
        { code: "FIRST2", amount: "10", credit: "cash", maxRedemptions: 2 },
      ],
    },
  };
}
