/**
 * How a locale writes numbers (its group and decimal marks, and whether a four-digit number is
 * grouped), worked out by the server and sent with the site, so that a page writes its numbers
 * without Intl. The first Intl object a page builds loads the ICU data: about 40 ms on this
 * machine and four times that on a cheap phone, in the middle of hydration. Locales that do not
 * group by threes in Latin digits (hi-IN) are not taught, and Intl writes them as before.
 */
export interface NumberSymbols {
  locale: string;
  group: string;
  decimal: string;
  /** 1: 1,234; 2: 1234 but 12,345 (pt-MZ, es). */
  minimumGrouping: number;
}

/** Facts about locales, not about a request: the server and every page may share them. */
const known = new Map<string, NumberSymbols>();

export function learnNumberSymbols(symbols: NumberSymbols | null | undefined): void {
  if (symbols) known.set(symbols.locale, symbols);
}

export interface FractionDigits {
  min: number;
  max: number;
}

const intlFormats = new Map<string, Intl.NumberFormat>();

function intlFormat(value: number, locale: string, digits: FractionDigits): string {
  const key = `${locale}:${digits.min}:${digits.max}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits.min,
      maximumFractionDigits: digits.max,
    });
    intlFormats.set(key, format);
  }
  return format.format(value);
}

/** "1999" + 1 at its last digit: "2000" (decimal strings, so no binary rounding creeps in). */
function incremented(digits: string): string {
  return (BigInt(digits) + 1n).toString().padStart(digits.length, "0");
}

/**
 * `value` as Intl.NumberFormat(locale, {minimumFractionDigits, maximumFractionDigits}) writes it:
 * rounded half away from zero on its shortest decimal form (as ICU rounds), grouped by threes.
 * Negative numbers, exponents and untaught locales go to Intl.
 */
export function formatDecimal(value: number, locale: string, digits: FractionDigits): string {
  const symbols = known.get(locale);
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!symbols || !match) return intlFormat(value, locale, digits);
  let whole = match[1] ?? "0";
  let fraction = match[2] ?? "";
  if (fraction.length > digits.max) {
    const kept = `${whole}${fraction.slice(0, digits.max)}`;
    const rounded = Number(fraction[digits.max]) >= 5 ? incremented(kept) : kept;
    whole = rounded.slice(0, rounded.length - digits.max) || "0";
    fraction = rounded.slice(rounded.length - digits.max);
  }
  fraction = fraction.replace(/0+$/, "").padEnd(digits.min, "0");
  if (whole.length >= 3 + symbols.minimumGrouping) {
    whole = whole.replace(/\B(?=(\d{3})+$)/g, symbols.group);
  }
  return fraction ? `${whole}${symbols.decimal}${fraction}` : whole;
}
