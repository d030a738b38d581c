import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "../app.ts";
import { PasswordHasher } from "../security/password-hasher.ts";
import type { DemoSite } from "../seed/demo-site.ts";
import { seed } from "../seed/seed.ts";
import { alphaSite, defaultSite, fixtureTranslations } from "./fixture-sites.ts";
import { createTestDatabase, type TestDatabase } from "./test-db.ts";

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/**
 * A seeded API on a fresh database (see test-db.ts). `beforeReady` may add routes or hooks, for
 * example a throwing route to exercise the 5xx handler.
 */
/** argon2id at a fraction of the production cost, so account tests stay fast. */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, "db">> & {
    beforeReady?: (app: FastifyInstance) => void;
    /** Tenants to seed instead of the default fixtures. */
    sites?: DemoSite[];
    /** Shared strings to seed on top of the fixtures'. */
    translations?: Record<string, Record<string, string>>;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const { beforeReady, sites, translations, ...appOptions } = options;
  await seed(testDb.db, {
    sites: sites ?? [alphaSite, defaultSite],
    translations: mergeTranslations(fixtureTranslations, translations ?? {}),
    passwordHasher: new PasswordHasher(TEST_ARGON2),
  });
  const app = buildApp({
    rateLimit: false,
    ...appOptions,
    accounts: {
      env: { NOTIFY_TRANSPORT: "outbox", MAIL_FROM: "test@localhost" },
      argon2: TEST_ARGON2,
      ...appOptions.accounts,
    },
    db: testDb.db,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    testDb,
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
}

function mergeTranslations(
  base: Record<string, Record<string, string>>,
  extra: Record<string, Record<string, string>>,
): Record<string, Record<string, string>> {
  const merged = { ...base };
  for (const [locale, strings] of Object.entries(extra)) merged[locale] = { ...merged[locale], ...strings };
  return merged;
}
