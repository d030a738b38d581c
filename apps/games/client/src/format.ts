import { currencyExponent, formatAmount, fromMinorUnits } from "@platform/contracts/client";

/**
 * An amount of minor units as the site shows money: its currency symbol (the `currency-symbol`
 * attribute, e.g. "KSh " or "FC ") or else the currency code, thousands separators, the currency's
 * decimals. Integers only: 1250 KES reads "KSh 12.50", 1250 UGX "USh 1,250".
 */
export function formatMinor(amount: number, currency: string, symbol?: string | null): string {
  const exponent = currencyExponent(currency);
  const negative = amount < 0;
  const text = fromMinorUnits(BigInt(Math.abs(Math.trunc(amount))), exponent);
  const prefix = symbol ? symbol : `${currency.toUpperCase()} `;
  return `${negative ? "-" : ""}${formatAmount(text, prefix, exponent)}`;
}

/** "96.12" → "96.12%". */
export function percent(rtp: string): string {
  return rtp.endsWith("%") ? rtp : `${rtp}%`;
}

/** A link from a template with `{name}` holes ("/games/{slug}"), each value URL-encoded. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name]!) : whole,
  );
}
