import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "../app.ts";
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
export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, "db">> & { beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  await seed(testDb.db, { sites: [alphaSite, defaultSite], translations: fixtureTranslations });
  const { beforeReady, ...appOptions } = options;
  const app = buildApp({ rateLimit: false, ...appOptions, db: testDb.db });
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
