import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { seoEntries } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";

export type SeoEntry = Pick<
  typeof seoEntries.$inferSelect,
  "h1" | "title" | "description" | "keywords" | "ogImage"
>;

/** "/games/?tab=new#x" → "/games"; the root stays "/". */
export function normalizePageUrl(pageUrl: string): string {
  const path = pageUrl.split(/[?#]/)[0] ?? "/";
  return path.replace(/\/+$/, "") || "/";
}

/**
 * The SEO entry for a page: the exact page_url first, then its normalised form; in the requested
 * locale first, then the site's default language. One query fetches every candidate.
 */
export async function findSeoEntry(
  db: Database,
  site: Site,
  pageUrl: string,
  locale: string,
): Promise<SeoEntry | null> {
  const urls = [...new Set([pageUrl, normalizePageUrl(pageUrl)])];
  const locales = [...new Set([locale, site.defaultLanguage])];
  const rows = await db
    .select()
    .from(seoEntries)
    .where(
      and(
        eq(seoEntries.siteId, site.id),
        inArray(seoEntries.pageUrl, urls),
        inArray(seoEntries.locale, locales),
      ),
    );
  for (const wantedLocale of locales) {
    for (const url of urls) {
      const row = rows.find((candidate) => candidate.pageUrl === url && candidate.locale === wantedLocale);
      if (row) return row;
    }
  }
  return null;
}
