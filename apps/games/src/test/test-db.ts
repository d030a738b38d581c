import { fileURLToPath } from "node:url";
import { pgliteTemplate, postgresFromTemplate } from "@platform/server/testing/database-template";
import { createGamesDatabase, type GamesDatabaseHandle } from "../db/create-database.ts";
import { migrateGames } from "../db/migrate.ts";

export interface TestGamesDatabase {
  handle: GamesDatabaseHandle;
  db: GamesDatabaseHandle["db"];
  /** A PostgreSQL URL of this database (TEST_DATABASE_URL runs), to open it a second time. */
  url: string | null;
  close(): Promise<void>;
}

const source = { name: "games", migrationsFolder: fileURLToPath(new URL("../../drizzle", import.meta.url)) };

/**
 * A fresh, migrated aggregator database for one test: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a throwaway database on that server, dropped on close. Both are copies
 * of one migrated template (packages/server testing/database-template.ts).
 */
export async function createTestGamesDatabase(): Promise<TestGamesDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await pgliteTemplate(source, async () => {
      const fresh = await createGamesDatabase({ dataDir: "memory://" });
      if (fresh.kind !== "pglite") throw new Error("an in-memory database is PGlite");
      await migrateGames(fresh);
      return fresh.client;
    });
    return open(await createGamesDatabase({ dataDir: "memory://", template }), null, async () => {});
  }
  const copy = await postgresFromTemplate(serverUrl, source, async (url) => {
    const fresh = await createGamesDatabase({ url });
    try {
      await migrateGames(fresh);
    } finally {
      await fresh.close();
    }
  });
  return open(await createGamesDatabase({ url: copy.url }), copy.url, copy.drop);
}

async function open(
  handle: GamesDatabaseHandle,
  url: string | null,
  dispose: () => Promise<void>,
): Promise<TestGamesDatabase> {
  return {
    handle,
    db: handle.db,
    url,
    close: async () => {
      await handle.close();
      await dispose();
    },
  };
}
