import { type SiteSettings, siteSettingsSchema } from "@platform/contracts";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { siteDomains, siteLanguages, sites } from "../db/schema.ts";

/** A tenant as every feature needs it: settings parsed (defaults filled) and its languages. */
export interface Site {
  id: number;
  siteCode: string;
  settings: SiteSettings;
  /** Languages the site offers, in switcher order. */
  languages: string[];
  defaultLanguage: string;
}

export async function findSiteByCode(db: Database, siteCode: string): Promise<Site | null> {
  const [row] = await db.select().from(sites).where(eq(sites.siteCode, siteCode));
  return row ? toSite(db, row) : null;
}

export async function findSiteByDomain(db: Database, domain: string): Promise<Site | null> {
  const [row] = await db
    .select({ site: sites })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.domain, domain));
  return row ? toSite(db, row.site) : null;
}

async function toSite(db: Database, row: typeof sites.$inferSelect): Promise<Site> {
  const languageRows = await db
    .select({ locale: siteLanguages.locale })
    .from(siteLanguages)
    .where(eq(siteLanguages.siteId, row.id))
    .orderBy(asc(siteLanguages.position));
  // The row is the authority for the tenant's identity, whatever the document says.
  const stored = typeof row.settings === "object" && row.settings !== null ? row.settings : {};
  const settings = siteSettingsSchema.parse({ site: row.name, ...stored, site_code: row.siteCode });
  const languages = languageRows.map((language) => language.locale);
  const defaultLanguage = languages.includes(settings.default_language)
    ? settings.default_language
    : (languages[0] ?? settings.default_language);
  return { id: row.id, siteCode: row.siteCode, settings, languages, defaultLanguage };
}
