import { findStaticPage } from "../content/find-static-page.ts";
import type { Database } from "../db/database.ts";
import { jackpotSeo } from "../jackpots/jackpot-seo.ts";
import { promotionSeo } from "../promotions/promotion-seo.ts";
import type { Site } from "../sites/site-repository.ts";
import { findSeoEntry, normalizePageUrl, type SeoEntry } from "./find-seo-entry.ts";

const DESCRIPTION_MAX = 160;
const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

/**
 * The SEO entry of a page, or, for a static page that has none, one derived from the page title
 * and first paragraph so every static page gets a heading and a description.
 */
export async function pageSeo(
  db: Database,
  site: Site,
  pageUrl: string,
  locale: string,
): Promise<SeoEntry | null> {
  const entry = await findSeoEntry(db, site, pageUrl, locale);
  if (entry) return entry;
  const promotion = await promotionSeo(db, site, normalizePageUrl(pageUrl), locale);
  if (promotion) return promotion;
  const jackpot = await jackpotSeo(db, site, normalizePageUrl(pageUrl), locale);
  if (jackpot) return jackpot;

  const slug = normalizePageUrl(pageUrl).slice(1);
  if (!SLUG_PATTERN.test(slug)) return null;
  const page = await findStaticPage(db, site, slug, locale);
  if (!page) return null;
  return {
    h1: page.title,
    title: `${page.title} | ${site.settings.site}`,
    description: summarize(page.body[0]?.text ?? page.title),
    keywords: null,
    ogImage: null,
  };
}

function summarize(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}
