import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/database.ts";
import * as schema from "../db/schema.ts";
import { PasswordHasher } from "../security/password-hasher.ts";
import { alphaSite } from "../test/fixture-sites.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-db.ts";
import { DEACTIVATION_OPTIONS } from "./deactivation-options.ts";
import { DEMO_PASSWORD } from "./demo-sites/auth-forms.ts";
import { demoSites } from "./demo-sites/index.ts";
import { seed } from "./seed.ts";

const tables = {
  sites: schema.sites,
  siteDomains: schema.siteDomains,
  siteLanguages: schema.siteLanguages,
  translations: schema.translations,
  seoEntries: schema.seoEntries,
  staticPages: schema.staticPages,
  homeBanners: schema.homeBanners,
  users: schema.users,
  deactivationOptions: schema.deactivationOptions,
};

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

describe("seed", () => {
  test("loads every demo site", async () => {
    await seed(testDb.db);
    const counts = await rowCounts(testDb.db);
    expect(counts.sites).toBe(demoSites.length);
    expect(counts.homeBanners).toBeGreaterThan(0);
    expect(counts.users).toBe(demoSites.flatMap((site) => site.players ?? []).length);
    expect(counts.deactivationOptions).toBe(DEACTIVATION_OPTIONS.length);
  });

  test("demo players log in with the documented password", async () => {
    const [player] = await testDb.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.phone, "243812345678"));
    expect(player?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await new PasswordHasher().verify(player!.passwordHash!, DEMO_PASSWORD)).toBe(true);
  });

  test("is idempotent: a second run neither adds nor rewrites rows", async () => {
    const before = await rowCounts(testDb.db);
    const [site] = await testDb.db.select().from(schema.sites).limit(1);
    await seed(testDb.db);
    expect(await rowCounts(testDb.db)).toEqual(before);
    const [again] = await testDb.db.select().from(schema.sites).where(eq(schema.sites.id, site!.id));
    expect(again?.updatedAt).toEqual(site?.updatedAt);
  });

  test("a changed demo file updates its rows and drops what it no longer lists", async () => {
    await seed(testDb.db, { sites: [alphaSite], translations: {} });
    const changed = {
      ...alphaSite,
      domains: ["alpha.test"],
      settings: { ...alphaSite.settings, site: "Alpha Bet 2" },
      banners: { en: alphaSite.banners.en?.slice(0, 1) ?? [] },
      translations: { fr: { "nav.home": "Maison" } },
    };
    await seed(testDb.db, { sites: [changed], translations: { en: { "nav.home": "Home!" } } });

    const [site] = await testDb.db.select().from(schema.sites).where(eq(schema.sites.siteCode, "alpha"));
    expect(site?.name).toBe("Alpha Bet 2");
    const domains = await testDb.db
      .select()
      .from(schema.siteDomains)
      .where(eq(schema.siteDomains.siteId, site!.id));
    expect(domains.map((row) => row.domain)).toEqual(["alpha.test"]);
    const banners = await testDb.db
      .select()
      .from(schema.homeBanners)
      .where(eq(schema.homeBanners.siteId, site!.id));
    expect(banners.map((row) => `${row.locale}:${row.title}`)).toEqual(["en:Welcome"]);
    const [override] = await testDb.db
      .select()
      .from(schema.translations)
      .where(and(eq(schema.translations.siteId, site!.id), eq(schema.translations.key, "nav.home")));
    expect(override?.value).toBe("Maison");
    const shared = await testDb.db
      .select()
      .from(schema.translations)
      .where(
        and(
          isNull(schema.translations.siteId),
          eq(schema.translations.locale, "en"),
          eq(schema.translations.key, "nav.home"),
        ),
      );
    expect(shared.map((row) => row.value)).toEqual(["Home!"]);
  });
});
