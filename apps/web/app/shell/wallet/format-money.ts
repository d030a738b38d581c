import type { SiteSettings } from "@platform/contracts";
import { currencyExponent, formatAmount } from "@platform/contracts/client";

/**
 * An API amount ("1234.50") as the site shows money: its currency symbol, the currency's decimals
 * and thousands separators. One rule for the pages (useFormatMoney) and the server's messages.
 */
export function moneyFormatter(
  settings: Pick<SiteSettings, "currency_symbol" | "currency_code">,
): (amount: string) => string {
  const exponent = currencyExponent(settings.currency_code);
  return (amount) => formatAmount(amount, settings.currency_symbol, exponent);
}
