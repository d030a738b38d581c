import type { HomeContent } from "@platform/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { homeBanners } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";

/** Banners in the locale, else in the site's default language. */
export async function loadBanners(db: Database, site: Site, locale: string): Promise<HomeContent["banners"]> {
  const locales = [...new Set([locale, site.defaultLanguage])];
  const rows = await db
    .select()
    .from(homeBanners)
    .where(and(eq(homeBanners.siteId, site.id), inArray(homeBanners.locale, locales)))
    .orderBy(asc(homeBanners.position));
  const chosen = locales
    .map((wanted) => rows.filter((row) => row.locale === wanted))
    .find((list) => list.length > 0);
  return (chosen ?? []).map(({ title, text, cta, to, tone }) => ({ title, text, cta, to, tone }));
}
