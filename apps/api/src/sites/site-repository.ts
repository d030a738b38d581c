import { type SiteSettings, siteSettingsSchema } from "@platform/contracts";
import { asc, desc, eq } from "drizzle-orm";
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
  /**
   * Where players reach the site (`https://play.example`): its configured scheme and primary
   * domain. Links in messages and og:image URLs use it, never a request's Host or x-forwarded-*.
   */
  origin: string;
}

/** How sites are read: the port of public links when it is not the scheme's default. */
export interface SiteReadOptions {
  publicPort?: number | undefined;
}

export async function findSiteByCode(
  db: Database,
  siteCode: string,
  options: SiteReadOptions = {},
): Promise<Site | null> {
  const [row] = await db.select().from(sites).where(eq(sites.siteCode, siteCode));
  return row ? toSite(db, row, options) : null;
}

export async function findSiteByDomain(
  db: Database,
  domain: string,
  options: SiteReadOptions = {},
): Promise<Site | null> {
  const [row] = await db
    .select({ site: sites })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.domain, domain));
  return row ? toSite(db, row.site, options) : null;
}

async function toSite(db: Database, row: typeof sites.$inferSelect, options: SiteReadOptions): Promise<Site> {
  const [languageRows, domainRows] = await Promise.all([
    db
      .select({ locale: siteLanguages.locale })
      .from(siteLanguages)
      .where(eq(siteLanguages.siteId, row.id))
      .orderBy(asc(siteLanguages.position)),
    db
      .select({ domain: siteDomains.domain })
      .from(siteDomains)
      .where(eq(siteDomains.siteId, row.id))
      .orderBy(desc(siteDomains.primary), asc(siteDomains.domain))
      .limit(1),
  ]);
  // The row is the authority for the tenant's identity, whatever the document says.
  const stored = typeof row.settings === "object" && row.settings !== null ? row.settings : {};
  const settings = siteSettingsSchema.parse({ site: row.name, ...stored, site_code: row.siteCode });
  const languages = languageRows.map((language) => language.locale);
  const defaultLanguage = languages.includes(settings.default_language)
    ? settings.default_language
    : (languages[0] ?? settings.default_language);
  const origin = siteOrigin(row.scheme, domainRows[0]?.domain ?? "localhost", options.publicPort);
  return { id: row.id, siteCode: row.siteCode, settings, languages, defaultLanguage, origin };
}

function siteOrigin(scheme: string, domain: string, port: number | undefined): string {
  const protocol = scheme === "http" ? "http" : "https";
  const defaultPort = protocol === "https" ? 443 : 80;
  return `${protocol}://${domain}${port && port !== defaultPort ? `:${port}` : ""}`;
}
