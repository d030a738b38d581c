import type { NumberSymbols } from "./number-symbols.ts";

const cache = new Map<string, NumberSymbols | null>();

/**
 * The marks `locale` writes numbers with, read from Intl once; null when the locale does not
 * group by threes in Latin digits, so pages keep asking Intl for it.
 */
export function numberSymbolsOf(locale: string): NumberSymbols | null {
  if (cache.has(locale)) return cache.get(locale) ?? null;
  let symbols: NumberSymbols | null = null;
  try {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const parts = format.formatToParts(1234567.5);
    const group = parts.find((part) => part.type === "group")?.value;
    const decimal = parts.find((part) => part.type === "decimal")?.value;
    const integers = parts.filter((part) => part.type === "integer").map((part) => part.value);
    if (group && decimal && integers.join(",") === "1,234,567") {
      const minimumGrouping = format.formatToParts(1234).some((part) => part.type === "group") ? 1 : 2;
      symbols = { locale, group, decimal, minimumGrouping };
    }
  } catch {
    symbols = null;
  }
  cache.set(locale, symbols);
  return symbols;
}
