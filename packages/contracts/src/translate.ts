/** Zod-free: the browser bundle imports this through "@platform/contracts/client". */

export type Dictionary = Record<string, string>;

export type TranslateParams = Record<string, string | number>;

/**
 * Spec §1: a lookup that finds nothing falls back to the key itself, and placeholders written in
 * square brackets are replaced. `[name]` with no matching param is left as written.
 */
export function translate(dictionary: Dictionary, key: string, params?: TranslateParams): string {
  const text = dictionary[key] ?? key;
  if (!params) return text;
  return text.replace(/\[([A-Za-z0-9_.-]+)\]/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
