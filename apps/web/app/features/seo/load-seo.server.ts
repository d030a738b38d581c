import { type SeoResponse, seoResponseSchema } from "@platform/contracts";
import { Cache } from "@platform/server/cache";
import type { RouterContextProvider } from "react-router";
import { ApiError, apiFetch } from "../../shell/api-client.server.ts";
import { logger } from "../../shell/logger.ts";
import type { Shell } from "../../shell/types.ts";

/** Spec §7: SEO results are cached per locale and page; bounded because paths are user input. */
// Kept as { seo } so that "no SEO entry" (null) is cached too.
const seoCache = new Cache<{ seo: SeoResponse | null }>({ ttlMs: 5 * 60_000, max: 1000 });

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
    const cached = await seoCache.get(`${shell.siteCode}:${shell.locale}:${pageUrl}`, () =>
      apiFetch(context, "/api/seo", seoResponseSchema, {
        method: "POST",
        body: { locale: shell.locale, page_url: pageUrl },
        shell,
      }).then(
        (seo) => ({ seo }),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return { seo: null };
          throw error;
        },
      ),
    );
    return cached.seo;
  } catch (error) {
    logger.warn(`SEO for ${pageUrl} unavailable`, error);
    return null;
  }
}
