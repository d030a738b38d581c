import { randomBytes } from "node:crypto";
import pg from "pg";
import { createGamesDatabase, type GamesDatabaseHandle } from "../db/create-database.ts";
import { migrateGames } from "../db/migrate.ts";

export interface TestGamesDatabase {
  handle: GamesDatabaseHandle;
  db: GamesDatabaseHandle["db"];
  /** A PostgreSQL URL of this database (TEST_DATABASE_URL runs), to open it a second time. */
  url: string | null;
  close(): Promise<void>;
}

/**
 * A fresh, migrated aggregator database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a throwaway database on that server, dropped on close.
 */
export async function createTestGamesDatabase(): Promise<TestGamesDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return open(await createGamesDatabase({ dataDir: "memory://" }), null, async () => {});
  const name = `games_test_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return open(await createGamesDatabase({ url: url.toString() }), url.toString(), () =>
    admin(serverUrl, `drop database if exists ${name} with (force)`),
  );
}

async function open(
  handle: GamesDatabaseHandle,
  url: string | null,
  dispose: () => Promise<void>,
): Promise<TestGamesDatabase> {
  await migrateGames(handle);
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

/** CREATE/DROP DATABASE run from the server URL's own database. */
export async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
