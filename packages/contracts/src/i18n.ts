import { z } from "zod";

export const dictionarySchema = z.record(z.string(), z.string());
export type Dictionary = z.infer<typeof dictionarySchema>;

export const localeQuerySchema = z.object({
  locale: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, "locale must be a language code such as en or fr"),
  siteCode: z.string().min(1).max(50),
});

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
