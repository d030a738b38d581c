import type { SeoMeta, SeoResponse } from "@platform/contracts";
import { absoluteUrl } from "../http/absolute-url.ts";
import type { SeoEntry } from "./find-seo-entry.ts";

export interface MetaContext {
  /** Public origin of the request, e.g. https://example.com. */
  origin: string;
  /** Normalised path of the page, for og:url. */
  path: string;
  /** Used when the entry has no og:image of its own. */
  fallbackImage?: string;
}

/** Spec §3 "SEO response": h1, title and meta[]; og:image (and og:url) are absolute URLs. */
export function buildSeoResponse(entry: SeoEntry, context: MetaContext): SeoResponse {
  const image = entry.ogImage ?? context.fallbackImage;
  const meta: SeoMeta[] = [{ name: "description", content: entry.description }];
  if (entry.keywords) meta.push({ name: "keywords", content: entry.keywords });
  meta.push(
    { name: "og:title", content: entry.title },
    { name: "og:description", content: entry.description },
    { name: "og:url", content: absoluteUrl(context.origin, context.path) },
  );
  if (image) meta.push({ name: "og:image", content: absoluteUrl(context.origin, image) });
  meta.push({ name: "twitter:card", content: image ? "summary_large_image" : "summary" });
  return { h1: entry.h1, title: entry.title, meta };
}
