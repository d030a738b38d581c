import type { Hint } from "./number-picker-state.ts";

/** A picker or stake hint in the player's language; its `amount` placeholder gets the currency. */
export function hintText(
  hint: Hint,
  t: (key: string, params?: Record<string, string | number>) => string,
  formatMoney: (amount: string) => string,
): string {
  if (!hint.params) return t(hint.key);
  const { amount, ...rest } = hint.params;
  return t(hint.key, amount === undefined ? rest : { ...rest, amount: formatMoney(String(amount)) });
}
