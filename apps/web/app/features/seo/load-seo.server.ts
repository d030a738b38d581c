import { type SeoResponse, seoResponseSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { ApiError, apiFetch } from "../../shell/api-client.server.ts";
import { logger } from "../../shell/logger.ts";
import { createTtlCache } from "../../shell/ttl-cache.ts";
import type { Shell } from "../../shell/types.ts";

/** Spec §7: SEO results are cached per locale and page; bounded because paths are user input. */
const seoCache = createTtlCache<SeoResponse | null>({ ttlMs: 5 * 60_000, maxEntries: 1000 });

/**
 * The page's h1, title and meta. A page without an SEO entry (the API's 404) simply has none, and
 * that answer is cached too; any other failure is logged and the page renders without metadata.
 */
export async function loadSeo(
  context: Pick<RouterContextProvider, "get">,
  shell: Pick<Shell, "siteCode" | "locale">,
  pageUrl: string,
): Promise<SeoResponse | null> {
  try {
    return await seoCache.getOrLoad(`${shell.siteCode}:${shell.locale}:${pageUrl}`, () =>
      apiFetch(context, "/api/seo", seoResponseSchema, {
        method: "POST",
        body: { locale: shell.locale, page_url: pageUrl },
        shell,
      }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    );
  } catch (error) {
    logger.warn(`SEO for ${pageUrl} unavailable`, error);
    return null;
  }
}
