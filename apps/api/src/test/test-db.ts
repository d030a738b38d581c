import { fileURLToPath } from "node:url";
import { pgliteTemplate, postgresFromTemplate } from "@platform/server/testing/database-template";
import { createDatabase, type DatabaseHandle } from "../db/create-database.ts";
import { migrate } from "../db/migrate.ts";

export interface TestDatabase {
  handle: DatabaseHandle;
  db: DatabaseHandle["db"];
  close(): Promise<void>;
}

const source = { name: "api", migrationsFolder: fileURLToPath(new URL("../../drizzle", import.meta.url)) };

/**
 * A fresh, migrated database for one test: in-memory PGlite by default, or, when TEST_DATABASE_URL
 * is set, a throwaway database created on that server and dropped on close, so runs are isolated and
 * repeatable on both backends. Both are copies of one migrated template (database-template.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await pgliteTemplate(source, async () => {
      const fresh = await createDatabase({ dataDir: "memory://" });
      if (fresh.kind !== "pglite") throw new Error("an in-memory database is PGlite");
      await migrate(fresh);
      return fresh.client;
    });
    return open(await createDatabase({ dataDir: "memory://", template }), async () => {});
  }
  const copy = await postgresFromTemplate(serverUrl, source, async (url) => {
    const fresh = await createDatabase({ url });
    try {
      await migrate(fresh);
    } finally {
      await fresh.close();
    }
  });
  return open(await createDatabase({ url: copy.url }), copy.drop);
}

async function open(handle: DatabaseHandle, dispose: () => Promise<void>): Promise<TestDatabase> {
  return {
    handle,
    db: handle.db,
    close: async () => {
      await handle.close();
      await dispose();
    },
  };
}
