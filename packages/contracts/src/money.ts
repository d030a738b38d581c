/** Spec §5: "Amount: digits with optional decimals". Two decimals at most: minor units are cents. */
export const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** ISO 4217 currencies whose minor unit is not the cent. */
const ZERO_DECIMAL = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "ISK",
  "JPY",
  "KMF",
  "KRW",
  "PYG",
  "RWF",
  "UGX",
  "UYI",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);
const THREE_DECIMAL = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);

/** Digits after the decimal point in the currency's minor unit (ISO 4217): UGX 0, KES 2, KWD 3. */
export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

/**
 * "12.5" → 1250n with two decimals, "12" → 12n for UGX. Integer arithmetic only: no float ever
 * touches money. More decimals than the currency has is not an amount.
 */
export function toMinorUnits(amount: string, exponent = 2): bigint {
  const pattern = new RegExp(`^\\d{1,16}${exponent > 0 ? `(\\.\\d{1,${exponent}})?` : ""}$`);
  if (!pattern.test(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, "0") || "0");
}

/** 1250n → "12.50"; the string form the API edge uses (balances, limits, history). */
export function fromMinorUnits(minor: bigint, exponent = 2): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const unit = 10n ** BigInt(exponent);
  const text = exponent === 0 ? `${abs}` : `${abs / unit}.${(abs % unit).toString().padStart(exponent, "0")}`;
  return negative ? `-${text}` : text;
}

/** Thousands separators for display; the amount stays a string, never a float. */
export function formatAmount(amount: string, symbol: string, exponent = 2): string {
  const negative = amount.startsWith("-");
  const normal = fromMinorUnits(toMinorUnits(negative ? amount.slice(1) : amount, exponent), exponent);
  const [whole = "0", fraction] = normal.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${symbol}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}
