import { z } from "zod";
import type { PageCacheOptions } from "./page-cache.ts";

/**
 * The visitors' page cache's settings, read by every server that runs the web app. A page is
 * rendered at most once per PAGE_CACHE_TTL_MS per site, language and path (0 turns the cache off),
 * and served up to PAGE_CACHE_STALE_MS longer while its replacement renders.
 */
export const pageCacheEnvShape = {
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  PAGE_CACHE_STALE_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
};

export function pageCacheOptions(env: {
  PAGE_CACHE_TTL_MS: number;
  PAGE_CACHE_STALE_MS: number;
}): PageCacheOptions {
  return { ttlMs: env.PAGE_CACHE_TTL_MS, staleMs: env.PAGE_CACHE_STALE_MS };
}
