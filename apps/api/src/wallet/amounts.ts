import { currencyExponent, fromMinorUnits, toMinorUnits } from "@platform/contracts";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";

/** The site's currency (settings.currency_code) and its minor unit. */
export function siteCurrency(site: Site): { code: string; exponent: number; symbol: string } {
  const code = site.settings.currency_code.toUpperCase();
  return { code, exponent: currencyExponent(code), symbol: site.settings.currency_symbol };
}

/** A decimal amount from a request in minor units; 400 naming `field` when it is not one. */
export function parseAmount(site: Site, amount: string, field = "amount"): bigint {
  const { code, exponent } = siteCurrency(site);
  try {
    const minor = toMinorUnits(amount, exponent);
    if (minor > 0n) return minor;
  } catch {
    // Falls through to the message below.
  }
  const message =
    exponent === 0
      ? `Please enter a whole amount of ${code}.`
      : `Please enter an amount with at most ${exponent} decimals.`;
  throw new HttpError(400, message, [{ message, field }]);
}

/** Minor units as the API writes them ("12.50", or "1500" for UGX). */
export function formatMinor(site: Site, minor: bigint): string {
  return fromMinorUnits(minor, siteCurrency(site).exponent);
}

/** A settings amount (deposit_min ...) in minor units; settings use two decimals at most. */
export function settingAmount(site: Site, value: string): bigint {
  const { exponent } = siteCurrency(site);
  const [whole = "0", fraction = ""] = value.split(".");
  // A setting written with cents for a currency without them ("1000.00" UGX) keeps its whole part.
  return toMinorUnits(exponent === 0 ? whole : `${whole}.${fraction.slice(0, exponent) || "0"}`, exponent);
}

/** Refuses an amount outside [min, max] with the limit in the message. */
export function assertWithin(site: Site, amount: bigint, min: string, max: string, what: string): void {
  const { symbol } = siteCurrency(site);
  const low = settingAmount(site, min);
  const high = settingAmount(site, max);
  const problem =
    amount < low
      ? `The minimum ${what} is ${symbol}${formatMinor(site, low)}.`
      : amount > high
        ? `The maximum ${what} is ${symbol}${formatMinor(site, high)}.`
        : null;
  if (problem) throw new HttpError(400, problem, [{ message: problem, field: "amount" }]);
}
