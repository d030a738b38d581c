import { type StaticPage, staticPageSchema } from "@platform/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { staticPages } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";

/** A static page in the requested locale, else in the site's default language. */
export async function findStaticPage(
  db: Database,
  site: Site,
  slug: string,
  locale: string,
): Promise<StaticPage | null> {
  const locales = [...new Set([locale, site.defaultLanguage])];
  const rows = await db
    .select()
    .from(staticPages)
    .where(
      and(eq(staticPages.siteId, site.id), eq(staticPages.slug, slug), inArray(staticPages.locale, locales)),
    );
  const row = locales.map((wanted) => rows.find((candidate) => candidate.locale === wanted)).find(Boolean);
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    // jsonb is untyped in the database: parse on the way out.
    body: staticPageSchema.shape.body.parse(row.body),
    updated_at: row.updatedAt.toISOString(),
  };
}
