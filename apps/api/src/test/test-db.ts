import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../db/create-database.ts";
import { migrate } from "../db/migrate.ts";

export interface TestDatabase {
  handle: DatabaseHandle;
  db: DatabaseHandle["db"];
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a throwaway database created on that server and dropped on close, so
 * runs are isolated and repeatable on both backends.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return open(await createDatabase({ dataDir: "memory://" }), async () => {});

  const name = `test_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return open(await createDatabase({ url: url.toString() }), () =>
    admin(serverUrl, `drop database if exists ${name} with (force)`),
  );
}

async function open(handle: DatabaseHandle, dispose: () => Promise<void>): Promise<TestDatabase> {
  await migrate(handle);
  return {
    handle,
    db: handle.db,
    close: async () => {
      await handle.close();
      await dispose();
    },
  };
}

/** CREATE/DROP DATABASE cannot run inside the database itself, so use the server URL's database. */
async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
