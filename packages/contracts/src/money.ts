/** Spec §5: "Amount: digits with optional decimals". Two decimals at most: minor units are cents. */
export const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** "12.5" → 1250n. Integer arithmetic only: no float ever touches money. */
export function toMinorUnits(amount: string): bigint {
  if (!AMOUNT_PATTERN.test(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
}

/** 1250n → "12.50"; the string form the API edge uses (balance, limits). */
export function fromMinorUnits(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}

/** Thousands separators for display; the amount stays a string, never a float. */
export function formatAmount(amount: string, symbol: string): string {
  const [whole = "0", fraction = "00"] = fromMinorUnits(toMinorUnits(amount)).split(".");
  return `${symbol}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}
