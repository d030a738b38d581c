import {
  DEFAULT_THEME,
  offeredLanguages,
  type SiteSettings,
  THEMES,
  type ThemeName,
} from "@platform/contracts";
import { data, type MiddlewareFunction } from "react-router";
import { parseCookies } from "./cookies.ts";
import { loadDictionary } from "./load-dictionary.server.ts";
import { loadSettings } from "./load-settings.server.ts";
import { logger } from "./logger.ts";
import { LOCALE_COOKIE, resolveLocale } from "./resolve-locale.ts";
import { shellContext } from "./shell-context.ts";
import type { Shell } from "./types.ts";

function themeOf(settings: SiteSettings): ThemeName {
  return (THEMES as readonly string[]).includes(settings.theme)
    ? (settings.theme as ThemeName)
    : DEFAULT_THEME;
}

function languagesOf(settings: SiteSettings): Shell["languages"] {
  const items = settings.layout.header.language.data.filter((item) => item.value);
  if (items.length === 0) return [{ value: settings.default_language, label: settings.default_language }];
  return items.map(({ value, label, flag }) => ({ value, label, ...(flag ? { flag } : {}) }));
}

/**
 * Resolves tenant, locale, dictionary and theme once per request (document and .data requests
 * alike) and puts the Shell on the context for the guards, loaders and actions below.
 */
export const shellMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }) => {
  const host = url.hostname;
  const tenant = await loadSettings(context, host).catch((error: unknown) => {
    logger.warn(`settings for ${host} unavailable`, error);
    // Spec §8: "Settings fetch failure raises a 404 error."
    throw data("Site not found", { status: 404 });
  });
  const { settings, site_code: siteCode, public_origin: publicOrigin } = tenant;
  const cookieLocale = parseCookies(request.headers.get("cookie")).get(LOCALE_COOKIE);
  const locale = resolveLocale(cookieLocale, offeredLanguages(settings), settings.default_language);

  context.set(shellContext, {
    siteCode,
    settings,
    locale,
    languages: languagesOf(settings),
    theme: themeOf(settings),
    dictionary: await loadDictionary(context, siteCode, locale),
    origin: url.origin,
    publicOrigin,
  });
};
