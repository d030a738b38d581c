import { siteSettingsSchema, staticPageQuerySchema } from "@platform/contracts";
import { and, eq, gte, ne, notInArray } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { homeBanners, seoEntries, siteDomains, siteLanguages, sites, staticPages } from "../db/schema.ts";
import type { PasswordHasher } from "../security/password-hasher.ts";
import { internationalPhone } from "../users/phone.ts";
import type { DemoSite } from "./demo-site.ts";
import { seedCashier } from "./seed-cashier.ts";
import { seedPlayers } from "./seed-players.ts";
import { seedPromotions } from "./seed-promotions.ts";
import { upsertTranslations } from "./seed-translations.ts";
import { updateIfChanged } from "./upsert.ts";

/**
 * Upserts one demo site and everything it owns. Domains, languages and banners are synced (rows
 * the file no longer lists are removed) because they change behaviour; SEO entries and pages are
 * only upserted so content an operator added elsewhere survives a reseed.
 */
export async function seedSite(db: Database, site: DemoSite, hasher: PasswordHasher): Promise<void> {
  // Fail the seed on an invalid settings document rather than serve it.
  const settings = siteSettingsSchema.parse({ ...site.settings, site_code: site.site_code });
  const siteId = await upsertSite(db, site, settings.site);

  const domains = site.domains.map((domain) => domain.toLowerCase());
  await db
    .delete(siteDomains)
    .where(and(eq(siteDomains.siteId, siteId), notInArray(siteDomains.domain, domains)));
  // Demote first, so the one-primary-per-site index never sees two primaries mid-update.
  await db
    .update(siteDomains)
    .set({ primary: false })
    .where(and(eq(siteDomains.siteId, siteId), ne(siteDomains.domain, domains[0] ?? "")));
  await db
    .insert(siteDomains)
    .values(domains.map((domain, index) => ({ domain, siteId, primary: index === 0 })))
    .onConflictDoUpdate({
      target: siteDomains.domain,
      ...updateIfChanged(siteDomains, ["siteId", "primary"]),
    });

  await db
    .insert(siteLanguages)
    .values(site.languages.map((locale, position) => ({ siteId, locale, position })))
    .onConflictDoUpdate({
      target: [siteLanguages.siteId, siteLanguages.locale],
      ...updateIfChanged(siteLanguages, ["position"]),
    });
  await db
    .delete(siteLanguages)
    .where(and(eq(siteLanguages.siteId, siteId), notInArray(siteLanguages.locale, site.languages)));

  await upsertSeo(db, siteId, site);
  await upsertPages(db, siteId, site);
  await syncBanners(db, siteId, site);
  await upsertTranslations(db, siteId, site.translations ?? {});
  const defaultLanguage = site.languages[0] ?? settings.default_language;
  await seedCashier(db, { id: siteId, currency: settings.currency_code.toUpperCase() }, site.cashier);
  await seedPlayers(
    db,
    { id: siteId, callingCode: settings.calling_code, defaultLanguage },
    site.players ?? [],
    hasher,
  );
  await seedPromotions(
    db,
    { id: siteId, siteCode: site.site_code, currency: settings.currency_code.toUpperCase() },
    (site.players ?? []).flatMap((player) => [
      ...(player.email ? [player.email.toLowerCase()] : []),
      ...(player.phone_number ? [internationalPhone(settings.calling_code, player.phone_number)] : []),
    ]),
  );
}

async function upsertSite(db: Database, site: DemoSite, name: string): Promise<number> {
  await db
    .insert(sites)
    .values({ siteCode: site.site_code, name, scheme: site.scheme ?? "https", settings: site.settings })
    .onConflictDoUpdate({
      target: sites.siteCode,
      ...updateIfChanged(sites, ["name", "scheme", "settings"], ["updatedAt"]),
    });
  // RETURNING is empty when nothing changed, so read the id back.
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, site.site_code));
  if (!row) throw new Error(`site ${site.site_code} missing after upsert`);
  return row.id;
}

async function upsertSeo(db: Database, siteId: number, site: DemoSite): Promise<void> {
  const rows = Object.entries(site.seo).flatMap(([pageUrl, byLocale]) =>
    Object.entries(byLocale).map(([locale, entry]) => ({
      siteId,
      pageUrl,
      locale,
      h1: entry.h1,
      title: entry.title,
      description: entry.description,
      keywords: entry.keywords ?? null,
      ogImage: entry.og_image ?? null,
    })),
  );
  if (rows.length === 0) return;
  await db
    .insert(seoEntries)
    .values(rows)
    .onConflictDoUpdate({
      target: [seoEntries.siteId, seoEntries.pageUrl, seoEntries.locale],
      ...updateIfChanged(seoEntries, ["h1", "title", "description", "keywords", "ogImage"]),
    });
}

async function upsertPages(db: Database, siteId: number, site: DemoSite): Promise<void> {
  const rows = site.pages.flatMap((page) =>
    Object.entries(page.content).map(([locale, content]) => ({
      siteId,
      // The same rule the page route applies, so every seeded page is reachable.
      slug: staticPageQuerySchema.shape.slug.parse(page.slug),
      locale,
      title: content.title,
      body: content.body,
    })),
  );
  if (rows.length === 0) return;
  await db
    .insert(staticPages)
    .values(rows)
    .onConflictDoUpdate({
      target: [staticPages.siteId, staticPages.slug, staticPages.locale],
      ...updateIfChanged(staticPages, ["title", "body"], ["updatedAt"]),
    });
}

async function syncBanners(db: Database, siteId: number, site: DemoSite): Promise<void> {
  const locales = Object.keys(site.banners);
  await db
    .delete(homeBanners)
    .where(
      locales.length > 0
        ? and(eq(homeBanners.siteId, siteId), notInArray(homeBanners.locale, locales))
        : eq(homeBanners.siteId, siteId),
    );
  for (const [locale, banners] of Object.entries(site.banners)) {
    await db
      .delete(homeBanners)
      .where(
        and(
          eq(homeBanners.siteId, siteId),
          eq(homeBanners.locale, locale),
          gte(homeBanners.position, banners.length),
        ),
      );
    if (banners.length === 0) continue;
    await db
      .insert(homeBanners)
      .values(banners.map((banner, position) => ({ siteId, locale, position, ...banner })))
      .onConflictDoUpdate({
        target: [homeBanners.siteId, homeBanners.locale, homeBanners.position],
        ...updateIfChanged(homeBanners, ["title", "text", "cta", "to", "tone"]),
      });
  }
}
