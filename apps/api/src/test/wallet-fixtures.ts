import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { sites, users } from "../db/schema.ts";
import { seed } from "../seed/seed.ts";
import { Ledger } from "../wallet/ledger.ts";
import { alphaSite, defaultSite, fixtureTranslations } from "./fixture-sites.ts";
import { createTestDatabase, type TestDatabase } from "./test-db.ts";

export interface LedgerFixture {
  testDb: TestDatabase;
  /** The database as features see it. */
  db: Database;
  ledger: Ledger;
  siteId: number;
  /** A new player on the fixture site, as a row the ledger's foreign keys accept. */
  newPlayer(): Promise<string>;
  close(): Promise<void>;
}

/** A migrated database (PGlite, or TEST_DATABASE_URL) with the fixture sites and a ledger on it. */
export async function createLedgerFixture(): Promise<LedgerFixture> {
  const testDb = await createTestDatabase();
  const db: Database = testDb.db;
  await seed(testDb.db, { sites: [alphaSite, defaultSite], translations: fixtureTranslations });
  const [site] = await testDb.db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, "alpha"));
  if (!site) throw new Error("fixture site missing");
  return {
    testDb,
    db,
    ledger: new Ledger(testDb.db),
    siteId: site.id,
    async newPlayer() {
      const [row] = await db
        .insert(users)
        .values({
          siteId: site.id,
          phone: `2547${randomInt(10_000_000, 99_999_999)}`,
          callingCode: "254",
          locale: "en",
        })
        .returning({ id: users.id });
      if (!row) throw new Error("player insert returned no row");
      return row.id;
    },
    close: () => testDb.close(),
  };
}
