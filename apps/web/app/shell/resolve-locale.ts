import { DEFAULT_LOCALE } from "@platform/contracts/client";

/**
 * Spec §4: the locale comes from the `locale` cookie when the site offers that language, else the
 * site's default_language, else "en". A cookie left over from another tenant is ignored.
 */
export function resolveLocale(
  cookieLocale: string | undefined,
  offered: readonly string[],
  defaultLanguage: string | undefined,
): string {
  if (cookieLocale && offered.includes(cookieLocale)) return cookieLocale;
  return defaultLanguage || DEFAULT_LOCALE;
}

/** Spec §3: the chosen language is kept in a cookie named `locale`. */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;
