import { type Dictionary, dictionarySchema } from "@platform/contracts";
import { Cache } from "@platform/server/cache";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "./api-client.server.ts";
import { logger } from "./logger.ts";

const dictionaryCache = new Cache<Dictionary>({
  ttlMs: 60_000,
  staleIfErrorMs: 10 * 60_000,
  max: 200,
});

/**
 * The translations of one site and language (spec §7 "GET /api/locale"). Without them the page
 * still renders with keys as text (the spec's lookup fallback), which beats an error page.
 */
export async function loadDictionary(
  context: Pick<RouterContextProvider, "get">,
  siteCode: string,
  locale: string,
): Promise<Dictionary> {
  const query = new URLSearchParams({ locale, siteCode });
  try {
    return await dictionaryCache.get(`${siteCode}:${locale}`, () =>
      apiFetch(context, `/api/locale?${query}`, dictionarySchema, { shell: { siteCode, locale } }),
    );
  } catch (error) {
    logger.warn(`translations ${siteCode}/${locale} unavailable`, error);
    return {};
  }
}
